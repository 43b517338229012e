// @vitest-environment node
import { expect, it } from 'vitest';
import { trackFetches } from './fetchActivity';

/** A fetch whose answer, and then its body, arrive when the test says. */
function slowFetch() {
  let answer!: () => void;
  let body!: () => void;
  const target = {
    fetch: (() => new Promise<Response>((resolve) => {
      answer = () => {
        const response = new Response('{"ok":true}');
        const text = response.text.bind(response);
        Object.defineProperty(response, 'text', { configurable: true, value: () => new Promise<string>((done) => { body = () => void text().then(done); }) });
        resolve(response);
      };
    })) as typeof fetch,
  };
  return { target, answer: () => answer(), body: () => body() };
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('counts a request from its sending until the app has read the answer body, not only until the answer arrives', async () => {
  const { target, answer, body } = slowFetch();
  const inFlight = trackFetches(target);
  let read: string | undefined;
  const app = (async () => {
    const response = await target.fetch('/api/hubs');
    read = await response.text();
  })();
  expect(inFlight()).toBe(1);
  answer();
  await macrotask();
  // The answer is here but its body still on its way from the worker: the request still counts.
  expect(read).toBeUndefined();
  expect(inFlight()).toBe(1);
  body();
  await app;
  expect(read).toBe('{"ok":true}');
  expect(inFlight()).toBe(0);
});

it('a request that fails counts no more', async () => {
  const target = { fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch };
  const inFlight = trackFetches(target);
  await expect(target.fetch('/api/hubs')).rejects.toThrow('offline');
  expect(inFlight()).toBe(0);
});

it('tells each request as it leaves, with its method and absolute URL, and releases it once settled', async () => {
  const { target, answer, body } = slowFetch();
  const told: string[] = [];
  trackFetches(target, (method, url) => {
    told.push(`sent ${method} ${url}`);
    return () => told.push(`settled ${method} ${url}`);
  }, 'http://localhost:5173/units/104');
  const app = target.fetch('/api/hubs', { method: 'POST' }).then((response) => response.text());
  expect(told).toEqual(['sent POST http://localhost:5173/api/hubs']);
  answer();
  await macrotask();
  body();
  await app;
  expect(told).toEqual(['sent POST http://localhost:5173/api/hubs', 'settled POST http://localhost:5173/api/hubs']);
});

it('tells the next change of the count, so the clock need not poll it', async () => {
  const { target, answer, body } = slowFetch();
  const inFlight = trackFetches(target);
  let told = 0;
  void inFlight.changed?.().then(() => { told += 1; });
  const sent = target.fetch('/api/units');
  answer();
  const response = await sent;
  await macrotask();
  expect(told).toBe(1);
  void inFlight.changed?.().then(() => { told += 1; });
  const read = response.text();
  body();
  await read;
  await macrotask();
  expect(told).toBe(2);
  expect(inFlight()).toBe(0);
});
