// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../domain/texts';
import { screenCode } from '../lib/screenCode';
import { LazyDialog, LazySection } from './LazyPart';

const part = { Part: ({ label }: { label: string }) => <p>{label}</p> };

/** Code whose first `failures` fetches fail as a browser's lost connection does, then arrives. */
function codeFailing(failures: number) {
  let tries = 0;
  return screenCode(() => {
    tries += 1;
    return tries <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/unitParts.js')) : Promise.resolve(part);
  });
}

describe('a dialog or sub-page whose code loads apart from its screen (decision 0530)', () => {
  afterEach(cleanup);

  it('opens at once when its code has loaded before the tap', async () => {
    const code = codeFailing(0);
    await code.load();
    render(<LazyDialog code={code} onClose={() => undefined} render={({ Part }) => <Part label="the dialog" />} />);
    expect(screen.getByText('the dialog')).toBeInTheDocument();
  });

  it('tapped while its code is on its way, says it is loading over the page, then opens', async () => {
    let arrive: () => void = () => undefined;
    const code = screenCode(() => new Promise<typeof part>((resolve) => (arrive = () => resolve(part))));
    render(<LazyDialog code={code} onClose={() => undefined} render={({ Part }) => <Part label="the dialog" />} />);
    expect(screen.getByRole('dialog', { name: texts.nav.loading })).toContainElement(screen.getByRole('progressbar', { name: texts.nav.loading }));
    arrive();
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: texts.nav.loading })).toBeNull();
  });

  it('says so, with Retry and Close, when its code cannot be fetched, and opens on Retry', async () => {
    const onClose = vi.fn();
    render(<LazyDialog code={codeFailing(1)} onClose={onClose} render={({ Part }) => <Part label="the dialog" />} />);
    const dialog = await screen.findByRole('dialog', { name: texts.nav.connectionLost });
    expect(dialog).toHaveTextContent(texts.nav.partNotLoaded);
    fireEvent.click(screen.getByRole('button', { name: texts.nav.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: texts.nav.retry }));
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
  });

  it('in place, a sub-page says so too, and shows once the code arrives', async () => {
    render(<LazySection code={codeFailing(1)} render={({ Part }) => <Part label="the page" />} />);
    expect(await screen.findByText(texts.nav.partNotLoaded)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.nav.retry }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
