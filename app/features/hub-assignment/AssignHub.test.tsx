import { InMemoryProvider, OpenFeature } from '@openfeature/web-sdk';
import { OpenFeatureProvider } from '@openfeature/react-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { ApiError } from '../../api/client';
import { texts } from '../../domain/texts';
import { inMemoryConfiguration } from '../../flags/flagClient';
import { AssignHub } from './AssignHub';

async function renderAssignHub({ flag, ticket, onIncomplete }: { flag: boolean; ticket: boolean; onIncomplete?: () => void }) {
  await OpenFeature.setProviderAndWait(new InMemoryProvider(inMemoryConfiguration({ 'submit-from-hub-association': flag })));
  const get = vi.spyOn(api.workTickets, 'get');
  if (ticket) get.mockResolvedValue({ id: 'wt-1', addressId: 1001, workTicketStatus: 'Scheduled' });
  else get.mockRejectedValue(new ApiError('workTickets.get', 'http', 404, { message: 'Object Not Found Matching Id 1001' }, 'HTTP 404'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <OpenFeatureProvider>
      <QueryClientProvider client={client}>
        <AssignHub unit={{ id: 1001 }} onIncomplete={onIncomplete} />
      </QueryClientProvider>
    </OpenFeatureProvider>,
  );
  // The form is there at once; the ticket answer (when asked) follows.
  expect(screen.getByRole('button', { name: texts.assignHub.continue })).toBeInTheDocument();
  return get;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AssignHub Incomplete button', () => {
  it.each([
    { flag: true, ticket: true, given: true, shown: true },
    { flag: false, ticket: true, given: true, shown: false },
    { flag: true, ticket: false, given: true, shown: false },
    { flag: true, ticket: true, given: false, shown: false },
  ])('flag $flag, ticket $ticket, handler given $given: shown $shown', async ({ flag, ticket, given, shown }) => {
    const onIncomplete = vi.fn();
    const get = await renderAssignHub({ flag, ticket, onIncomplete: given ? onIncomplete : undefined });
    const button = () => screen.queryByRole('button', { name: texts.assignHub.incomplete });
    if (shown) {
      fireEvent.click(await screen.findByRole('button', { name: texts.assignHub.incomplete }));
      expect(onIncomplete).toHaveBeenCalledOnce();
    } else {
      // Let a ticket answer arrive before judging its absence.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(button()).toBeNull();
    }
    // The ticket is asked only when its answer can change what shows.
    expect(get).toHaveBeenCalledTimes(flag && given ? 1 : 0);
  });
});
