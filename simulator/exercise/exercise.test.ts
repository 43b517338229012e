import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';

let sim: NodeSimulator;
beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: 'exercise-first-install' });
  sim.control.clock.pause();
});
afterEach(() => sim.close());

const ticks = () => sim.control.exercise.status()?.objectives.map((objective) => objective.met);

/** Unit 1001 gets hub HB2-1000901, online: the first objective. */
async function assignHub() {
  await sim.control.db.update('units', { id: 1001 }, { gatewayId: 'gw-901', hub_serial: 'HB2-1000901' });
  await sim.control.db.update('hubs', { hub_serial_number: 'HB2-1000901' }, { addressId: 1001 });
  await sim.control.steps.run({ 'hub.setOnline': { serial: 'HB2-1000901', online: true } });
}

/** A lock, a thermostat and a switch on it, and the lock's door codes sent. */
async function pairDevicesAndSync() {
  for (const uid of ['new-lock', 'new-thermostat', 'new-switch']) {
    await sim.control.db.create('devices', {
      uid, gatewayId: 'gw-901', localId: '2', name: '', model: uid === 'new-lock' ? 'Yale Assure Lock 2 Keypad' : 'Any',
      deviceType: uid.slice(4), metadata_id: null, device_metadata: [], sensors: [],
    });
  }
  await sim.control.steps.run({ 'doorCodes.start': { deviceUid: 'new-lock' } });
}

const closeTicket = () =>
  sim.control.db.create('submissions', { id: 'sub-1', addressId: 1001, at: sim.control.clock.now(), body: { workTicketFields: { Status__c: 'Complete', Incomplete_reason__c: null } } });

describe('a training exercise', () => {
  it('is no exercise in an ordinary scenario', async () => {
    await sim.control.startScenario('default');
    expect(sim.control.exercise.status()).toBeNull();
    expect(sim.control.exercise.showHint()).toBeNull();
  });

  it('ticks each objective as the state reaches it, counts the hints shown and sums up at the end on the simulator clock', async () => {
    const start = sim.control.scenario().startedAt;
    // The clock ran for a moment before the pause.
    const t0 = sim.control.clock.now();
    await expect.poll(ticks).toEqual([false, false, false, false]);
    expect(sim.control.exercise.showHint()).toMatch(/^Open Maple Court Apartments/);

    await sim.control.clock.advance(60_000);
    await assignHub();
    await expect.poll(ticks).toEqual([true, false, false, false]);

    await pairDevicesAndSync();
    await expect.poll(ticks).toEqual([true, true, false, false]);
    await sim.control.clock.advance(300_000);
    await expect.poll(ticks).toEqual([true, true, true, false]);
    expect(sim.control.exercise.status()?.finished).toBeNull();

    await closeTicket();
    await expect.poll(() => sim.control.exercise.status()?.finished).not.toBeNull();
    const status = sim.control.exercise.status();
    expect(status?.objectives).toEqual([
      expect.objectContaining({ met: true, metAt: t0 + 60_000 }),
      expect.objectContaining({ met: true, metAt: t0 + 60_000 }),
      expect.objectContaining({ met: true }),
      expect.objectContaining({ met: true, metAt: t0 + 360_000 }),
    ]);
    expect(status?.hints.shown).toHaveLength(1);
    expect(status?.finished).toEqual({ at: t0 + 360_000, tookMs: t0 + 360_000 - start, wallMs: expect.any(Number), met: 4, total: 4, hintsUsed: 1 });
    // Six minutes on the simulator clock took moments of real time: the summary shows both.
    expect(status?.finished?.wallMs).toBeLessThan(60_000);
  });

  it('keeps its start, the objectives met and when, the hints shown and the real time spent through Save as scenario and loading that file', async () => {
    const start = sim.control.scenario().startedAt;
    await expect.poll(ticks).toEqual([false, false, false, false]);
    sim.control.exercise.showHint();
    await sim.control.clock.advance(60_000);
    await assignHub();
    await expect.poll(ticks).toEqual([true, false, false, false]);
    const metAt = sim.control.exercise.status()?.objectives[0]?.metAt;

    const saved = JSON.parse(JSON.stringify(sim.control.saveScenario())) as { resume: { records: Array<{ collection: string; record: { wallMs: number } }> } };
    const progress = saved.resume.records.find((record) => record.collection === 'exercises')?.record;
    expect(progress?.wallMs).toBeLessThan(60_000);
    // As if the class had spent an hour on it before saving.
    progress!.wallMs = 3_600_000;
    await sim.control.startScenario('default');
    expect(await sim.control.startScenario(saved)).toEqual({ ok: true });
    sim.control.clock.pause();

    const loaded = sim.control.exercise.status();
    expect(loaded).toMatchObject({ startedAt: start, hints: { shown: [expect.stringMatching(/^Open Maple Court Apartments/)] } });
    expect(loaded?.objectives.map(({ met, metAt: at }) => ({ met, at }))).toEqual([
      { met: true, at: metAt }, { met: false, at: null }, { met: false, at: null }, { met: false, at: null },
    ]);
    await pairDevicesAndSync();
    await sim.control.clock.advance(300_000);
    await closeTicket();
    await expect.poll(() => sim.control.exercise.status()?.finished).not.toBeNull();
    const finished = sim.control.exercise.status()?.finished;
    expect(finished).toMatchObject({ tookMs: sim.control.clock.now() - start, met: 4, hintsUsed: 1 });
    expect(finished?.wallMs).toBeGreaterThanOrEqual(3_600_000);
    expect(finished?.wallMs).toBeLessThan(3_660_000);
  });
});

describe('the Yale exercise', () => {
  it('starts with nothing met, and ticks the lock, its codes and the ticket as they come', async () => {
    await sim.control.startScenario('exercise-yale-older-master-code');
    sim.control.clock.pause();
    await expect.poll(ticks).toEqual([false, false, false]);
    const [lock] = sim.control.yale.locks();
    expect(lock).toMatchObject({ serial: 'HB2-1001204', model: 'Yale Assure Lock SL', masterCode: '390117' });

    // Unit 1204 is address 1008.
    const gatewayId = String(sim.control.db.find('units', { id: 1008 })[0]?.gatewayId);
    await sim.control.db.create('devices', {
      uid: 'yale-1204', gatewayId, localId: '9', name: 'Front Door', model: 'Yale Assure Lock SL',
      deviceType: 'lock', metadata_id: null, device_metadata: [], sensors: [],
      // As the simulated controller includes a lock (simulator/zwave/includedDevice.ts).
      dcm: { version: 2, codesExpected: 0, codesSynced: 0, masterCodeExpected: true, masterCodeSynced: false },
    });
    await expect.poll(ticks).toEqual([true, false, false]);
    await sim.control.steps.run({ 'doorCodes.start': { deviceUid: 'yale-1204' } });
    await sim.control.clock.advance(300_000);
    await expect.poll(ticks).toEqual([true, true, false]);
    await sim.control.db.create('submissions', { id: 'sub-1204', addressId: 1008, at: sim.control.clock.now(), body: { workTicketFields: { Status__c: 'Complete', Incomplete_reason__c: null } } });
    await expect.poll(() => sim.control.exercise.status()?.finished?.met).toBe(3);
  });
});
