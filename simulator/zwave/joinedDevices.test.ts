import { afterEach, describe, expect, it } from 'vitest';
import { NEW_HUB, startPairing, type PairingHarness } from '../testing/zwave';

let h: PairingHarness;
afterEach(() => h.sim.close());

const syncedLocks = (h: PairingHarness) => h.sim.control.db.find('doorCodeSyncs', {}).map((sync) => sync.device_id);

describe('a device that joins during the run, named by its hub and order of joining', () => {
  it('a door-code step names the lock that joined first; the uid nobody could write in advance', async () => {
    h = await startPairing();
    const firstLock = { 'doorCodes.start': { deviceUid: { hub: NEW_HUB, joined: 1 } } };
    // Nothing has joined yet: the step fails and says why.
    expect(await h.control.steps.run(firstLock)).toEqual({ ok: false, error: expect.stringMatching(/no device number 1 has joined hub HB2-1001204 yet \(0 so far\)/) });

    await h.call('hubs.inclusion', 'start');
    await h.advanceTo(60);
    const [joined] = await h.models();
    expect(joined).toMatch(/^2 Yale/);
    expect(await h.control.steps.run(firstLock)).toEqual({ ok: true });
    expect(syncedLocks(h)).toContain(`dev-${NEW_HUB.toLowerCase()}-node-2-1`);
    expect(await h.control.steps.run({ 'doorCodes.setStatus': { deviceUid: { hub: NEW_HUB, model: 'Honeywell T6 Pro Z-Wave' }, status: 'lock_offline' } })).toEqual({ ok: false, error: expect.stringMatching(/no device of model "Honeywell T6 Pro Z-Wave" number 1/) });
  });
});
