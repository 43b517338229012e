// @vitest-environment jsdom
import { OpenFeatureProvider } from '@openfeature/react-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../domain/texts';
import { UnitListPage } from './UnitListPage';

describe('UnitListPage', () => {
  beforeEach(() => {
    // Nothing answers: the page stays on its first load.
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("draws the spinner under the empty list, so the list's top stays put when the answer comes (issue 40)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OpenFeatureProvider>
          <MemoryRouter initialEntries={['/community/cmty-1']}>
            <Routes>
              <Route path="/community/:communityId" element={<UnitListPage />} />
            </Routes>
          </MemoryRouter>
        </OpenFeatureProvider>
      </QueryClientProvider>,
    );
    const spinner = await screen.findByRole('progressbar');
    const list = screen.getByRole('list', { name: texts.nav.loading });
    expect(list).toBeEmptyDOMElement();
    expect(list.compareDocumentPosition(spinner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
