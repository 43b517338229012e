import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { reportFailure } from './errorReporting';
import { createQueryClient } from './queryClient';

vi.mock('./errorReporting', () => ({ reportFailure: vi.fn() }));

beforeEach(() => {
  vi.mocked(reportFailure).mockClear();
});

const failure = (status: number) => new ApiError('hubs.status', 'http', status, null, `HTTP ${status}`);

describe('the query client reports what is marked for reporting', () => {
  it('reports a failing poll once per streak: again only after an answer came in between', async () => {
    const client = createQueryClient();
    const answers: Array<ApiError | string> = [failure(500), failure(503), 'ok', failure(500), failure(500)];
    const options = {
      queryKey: ['hubStatus', 'HB1'],
      queryFn: async () => {
        const next = answers.shift();
        if (next instanceof ApiError) throw next;
        return next;
      },
      meta: { reportFailuresAs: 'hub status poll' },
    };
    for (let poll = 0; poll < 5; poll += 1) await client.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);

    expect(vi.mocked(reportFailure).mock.calls).toEqual([
      [failure(500), { what: 'hub status poll' }],
      [failure(500), { what: 'hub status poll' }],
    ]);
  });

  it('reports each failed mutation marked for it, and nothing unmarked', async () => {
    const client = createQueryClient();
    const submit = (meta?: { reportFailuresAs: string }) =>
      client.getMutationCache().build(client, { mutationFn: () => Promise.reject(failure(500)), meta }).execute(undefined).catch(() => undefined);
    await submit({ reportFailuresAs: 'work-ticket submit' });
    await submit({ reportFailuresAs: 'work-ticket submit' });
    await submit();
    await client.fetchQuery({ queryKey: ['unmarked'], queryFn: () => Promise.reject(failure(500)) }).catch(() => undefined);

    expect(vi.mocked(reportFailure).mock.calls).toEqual([
      [failure(500), { what: 'work-ticket submit' }],
      [failure(500), { what: 'work-ticket submit' }],
    ]);
  });
});
