import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, dropSentAhead, onUnauthorized, request, sendAhead } from './client';
import { isRecord, type ValueCheck } from '../lib/valueCheck';

const anything: ValueCheck<unknown> = { safeParse: (value) => ({ success: true, data: value }) };
const aUnitList: ValueCheck<{ results: unknown[] }> = {
  safeParse: (value) =>
    isRecord(value) && Array.isArray(value.results)
      ? { success: true, data: { results: value.results } }
      : { success: false, error: { issues: [{ path: ['results'], message: 'not a list' }] } },
};

function answering(...bodies: Array<[number, unknown]>) {
  const fetched = vi.fn(async (_url: string) => {
    const [status, body] = bodies.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

describe('a GET sent ahead of the code that reads it (issue 40)', () => {
  afterEach(() => dropSentAhead());

  it('answers the next request for the same call and parameters, without a second fetch', async () => {
    const fetched = answering([200, { results: [{ id: 1004 }] }]);
    sendAhead('units.get', { query: { addressId: '1004' } });
    expect(fetched).toHaveBeenCalledTimes(0);
    await expect(request('units.get', { query: { addressId: '1004' }, schema: aUnitList })).resolves.toEqual({ results: [{ id: 1004 }] });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('answers once: the request after it fetches anew', async () => {
    const fetched = answering([200, { results: [] }], [200, { results: [{ id: 1 }] }]);
    sendAhead('units.get', { query: { addressId: '1' } });
    await request('units.get', { query: { addressId: '1' }, schema: aUnitList });
    await expect(request('units.get', { query: { addressId: '1' }, schema: aUnitList })).resolves.toEqual({ results: [{ id: 1 }] });
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('answers only the same parameters', async () => {
    const fetched = answering([200, { results: [] }], [200, { results: [] }]);
    sendAhead('units.get', { query: { addressId: '1' } });
    await request('units.get', { query: { addressId: '2' }, schema: aUnitList });
    expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining('addressId=1'), expect.stringContaining('addressId=2')]);
  });

  it('fails its request as a request of its own would: a 401 ends the session, a wrong answer is malformed', async () => {
    answering([401, { detail: 'no' }], [200, { results: 'no' }]);
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    sendAhead('units.get', { query: { addressId: '1' } });
    sendAhead('workTickets.get', { query: { addressId: '1' } });
    await expect(request('units.get', { query: { addressId: '1' }, schema: aUnitList })).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    await expect(request('workTickets.get', { query: { addressId: '1' }, schema: aUnitList })).rejects.toBeInstanceOf(ApiError);
    stop();
  });

  it('is cancelled when its request was, though its fetch had no signal', async () => {
    answering([200, { results: [] }]);
    sendAhead('units.get', { query: { addressId: '1' } });
    const controller = new AbortController();
    controller.abort();
    await expect(request('units.get', { query: { addressId: '1' }, schema: aUnitList, signal: controller.signal })).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('is forgotten once dropped: the request fetches anew', async () => {
    const fetched = answering([200, { stale: true }], [200, { fresh: true }]);
    sendAhead('workTickets.get', { query: { addressId: '1' } });
    dropSentAhead();
    await expect(request('workTickets.get', { query: { addressId: '1' }, schema: anything })).resolves.toEqual({ fresh: true });
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('sends only a GET', () => {
    expect(() => sendAhead('hubs.reboot', { params: { hubSerial: 'H1' } })).toThrow(/only a GET/);
  });
});
