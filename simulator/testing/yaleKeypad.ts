/** Steps at a Yale lock's door for pairing tests, at a second of the harness's clock: keys on the keypad, a pairing call started. */
import { expect } from 'vitest';
import type { PairingHarness } from './zwave';

export async function pressAt(h: PairingHarness, keys: string, at: number): Promise<void> {
  await h.advanceTo(at);
  expect(await h.control.yale.press(keys)).toEqual({ ok: true });
}

export async function startAt(h: PairingHarness, call: 'hubs.inclusion' | 'hubs.exclusion', at: number): Promise<void> {
  await h.advanceTo(at);
  expect((await h.call(call, 'start')).status).toBe(200);
}
