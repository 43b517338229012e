// @vitest-environment jsdom
import { OpenFeature } from '@openfeature/web-sdk';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFlagServiceHandlers } from '../../simulator/handlers/flagService';
import { supportOnlyFlags } from '../../simulator/testing/flags';
import { FlagServiceError, startRemoteFlags } from './remoteFlags';

const SERVICE = 'http://flags.test/flags';


/** The simulator's flag service, reached without a network. */
const simulated: typeof fetch = async (input, init) => {
  const response = await getResponse(createFlagServiceHandlers(SERVICE, () => supportOnlyFlags), new Request(input, init));
  return response ?? new Response('not found', { status: 404 });
};
const failing: typeof fetch = () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 500 }));
const silent: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

const value = (name: string) => OpenFeature.getClient().getBooleanValue(name, false);

afterEach(async () => {
  await OpenFeature.clearProviders();
  localStorage.clear();
});

describe('flags from the flag service', () => {
  it('are evaluated for the installer, and again when another installer signs in', async () => {
    const onFailure = vi.fn();
    await startRemoteFlags({ baseUrl: SERVICE, targetingKey: 'installer@demo.test', onFailure, fetchImplementation: simulated });
    expect(value('customer-support-user')).toBe(false);
    expect(value('new-pairing')).toBe(true);
    await OpenFeature.setContext({ targetingKey: 'support@demo.test' });
    expect(value('customer-support-user')).toBe(true);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('answering 500 leaves every flag off and is reported once', async () => {
    const onFailure = vi.fn();
    await startRemoteFlags({ baseUrl: SERVICE, targetingKey: 'support@demo.test', onFailure, fetchImplementation: failing });
    expect(value('new-pairing')).toBe(false);
    await OpenFeature.setContext({ targetingKey: 'installer@demo.test' });
    expect(value('new-pairing')).toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(1);
    const [[reported]] = onFailure.mock.calls as [[unknown]];
    expect(reported).toBeInstanceOf(FlagServiceError);
    expect(String(reported)).not.toMatch(/demo\.test|flags\.test/);
  });

  it('never answering holds the first screen only briefly, with every flag off', async () => {
    const started = Date.now();
    await startRemoteFlags({ baseUrl: SERVICE, targetingKey: 'support@demo.test', onFailure: vi.fn(), fetchImplementation: silent, firstWaitMs: 50 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(value('customer-support-user')).toBe(false);
  });

  it("falls back to this installer's last values when the service fails later", async () => {
    await startRemoteFlags({ baseUrl: SERVICE, targetingKey: 'support@demo.test', onFailure: vi.fn(), fetchImplementation: simulated });
    expect(value('customer-support-user')).toBe(true);
    await OpenFeature.clearProviders();
    const onFailure = vi.fn();
    await startRemoteFlags({ baseUrl: SERVICE, targetingKey: 'support@demo.test', onFailure, fetchImplementation: failing });
    expect(value('customer-support-user')).toBe(true);
  });
});
