import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { whenFirstAnswered } from './firstAnswers';

function answerLater() {
  let answer: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { queryFn: () => promise, answer, fail };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("work that waits for the first screen's answers (issue 40)", () => {
  it('runs once every query asked for has its first answer, data or failure, and only once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unit = answerLater();
    const devices = answerLater();
    void client.prefetchQuery({ queryKey: ['unit'], queryFn: unit.queryFn });
    const work = vi.fn();
    whenFirstAnswered(client, work);
    unit.answer('1004');
    // What the first answer starts is waited for too.
    void client.prefetchQuery({ queryKey: ['devices'], queryFn: devices.queryFn });
    await settled();
    expect(work).not.toHaveBeenCalled();
    devices.fail(new Error('no devices'));
    await settled();
    expect(work).toHaveBeenCalledTimes(1);
    await client.refetchQueries();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a query that is not asked (disabled) nor for nothing', async () => {
    const client = new QueryClient();
    client.getQueryCache().build(client, { queryKey: ['disabled'] });
    const work = vi.fn();
    whenFirstAnswered(client, work);
    await settled();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives up when told', async () => {
    const client = new QueryClient();
    const unit = answerLater();
    void client.prefetchQuery({ queryKey: ['unit'], queryFn: unit.queryFn });
    const work = vi.fn();
    whenFirstAnswered(client, work)();
    unit.answer('1004');
    await settled();
    expect(work).not.toHaveBeenCalled();
  });
});
