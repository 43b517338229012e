/**
 * The explorer's page when the first load fails (issue 38): the unit's device list answers a
 * network error, so the screen is the error view with Retry instead of the pairing panel. The run
 * acts on that screen (Retry, drawn or kept) and goes on to a verdict; it never waits out the first
 * screen's real-time limit.
 */
import { expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { createSeededRandom } from '../../simulator/engine/seededRandom';
import { playRun } from './driver';
import { pairingFlow } from './flows/pairing';

it('presses Retry on an error view shown by the first load, then completes the flow once the faults heal', async () => {
  const started = performance.now();
  const result = await playRun(
    pairingFlow,
    { flow: 'pairing', seed: 3, faults: [{ kind: 'network', call: 'devices.listByHub', failure: 'error', nth: 1, times: 2 }], actions: [{ click: texts.nav.retry }] },
    createSeededRandom(3).fork('actions'),
  );
  expect(result.broken).toBeNull();
  expect(result.actions[0]).toEqual({ click: texts.nav.retry });
  // Far below the first screen's 30 s limit: the error view counted as the first screen.
  expect(performance.now() - started).toBeLessThan(20_000);
});
