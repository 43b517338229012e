// @vitest-environment jsdom
/**
 * Issue 40: the unit screen's tabs mount without reading layout. MUI's Tabs measured its indicator
 * in an effect of the commit that mounted the unit screen, forcing the whole screen's style and
 * layout into that one long task (115 ms at 4× CPU); the plain tab row (app/ui/PlainTabs.tsx)
 * leaves layout to the browser's next frame.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../app/domain/texts';
import { renderApp, type RenderedApp } from './support/renderApp';

const UNIT_PATH = '/community/cmty-7d2f9a0e-maple-court/unit/1004';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
  vi.restoreAllMocks();
});

describe('the unit screen tabs', { timeout: 90_000 }, () => {
  it('mount and switch without measuring the tab row', async () => {
    const measured: Element[] = [];
    const measure = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      measured.push(this);
      return measure.call(this);
    });
    app = await renderApp(UNIT_PATH);
    // The first render compiles the whole unit screen: far past findBy's 10 s on a busy machine.
    await waitFor(() => expect(screen.getByRole('tab', { name: texts.unitDetail.devicesTab })).toHaveAttribute('aria-selected', 'true'), { timeout: 40_000 });
    screen.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    await waitFor(() => expect(screen.getByRole('tab', { name: texts.unitDetail.hubTab })).toHaveAttribute('aria-selected', 'true'));
    const inTabRow = measured.filter((element) => element.closest('[role="tablist"]') ?? element.querySelector('[role="tablist"]'));
    expect(inTabRow).toEqual([]);
  });
});
