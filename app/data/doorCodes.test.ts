import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshAfterSyncStart } from './doorCodes';
import { queryKeys } from './queryKeys';

let client: QueryClient | undefined;
afterEach(() => client?.clear());

describe('refreshAfterSyncStart', () => {
  it('does not settle on a first read answered before the start: it reads again', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let started = false;
    const answers: Array<() => void> = [];
    // Each read takes what the service held when it was asked; the test says when it is answered.
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.deviceSyncs('lock-1'),
      queryFn: () => {
        const held = started ? ['sync of lock-1'] : [];
        return new Promise<string[]>((resolve) => answers.push(() => resolve(held)));
      },
    });
    const stop = observer.subscribe(() => undefined);
    await Promise.resolve();
    expect(answers).toHaveLength(1);

    started = true;
    const refreshed = refreshAfterSyncStart(client, 'HB2-1');
    // The first read comes back late, with what it was answered before the start.
    await Promise.resolve();
    answers.forEach((answer) => answer());
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers.slice(1).forEach((answer) => answer());
    await refreshed;

    expect(client.getQueryData(queryKeys.deviceSyncs('lock-1'))).toEqual(['sync of lock-1']);
    stop();
  });
});
