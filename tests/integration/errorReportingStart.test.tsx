// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startErrorReporting } from '../../app/data/errorReporting';
import { renderApp, type RenderedApp } from './support/renderApp';

vi.mock('../../app/data/errorReporting', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/data/errorReporting')>()),
  startErrorReporting: vi.fn(),
}));

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

describe('error reporting on a signed-in start (decision 0520)', { timeout: 30_000 }, () => {
  it("starts once the unit screen has drawn its first answers, not while they are on their way", async () => {
    app = await renderApp('/community/cmty-7d2f9a0e-maple-court/unit/1004');
    expect(startErrorReporting).not.toHaveBeenCalled();
    await screen.findByText(/Yale Assure Lock 2 Touchscreen/);
    await vi.waitFor(() => expect(startErrorReporting).toHaveBeenCalledTimes(1));
  });
});
