/**
 * The explorer's page and driver against the app (issue 38). When the first load fails (the
 * unit's device list answers a network error) the screen is the error view with Retry instead of
 * the pairing panel: the run acts on that screen (Retry, drawn or kept) and goes on to a verdict;
 * it never waits out the first screen's real-time limit. A broken 200 counts as unreadable only
 * where the call's contract refuses it.
 */
import { expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { createSeededRandom } from '../../simulator/engine/seededRandom';
import { DEFAULT_NODE_STREAM_URL } from '../../simulator/node';
import { playRun } from './driver';
import { openPage } from './harness';
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
  // Simulator time passed (the retry's wait, the pairing's): the summary line adds it up.
  expect(result.simulatedMs).toBeGreaterThan(0);
  // Far below the first screen's 30 s limit: the error view counted as the first screen.
  expect(performance.now() - started).toBeLessThan(20_000);
});

it('takes an abort answered 200 with a body the action answer reads (a loose object) as done, not as a false success', async () => {
  const { pairing, yale } = texts;
  const result = await playRun(
    pairingFlow,
    {
      flow: 'pairing',
      seed: 10,
      faults: [{ kind: 'http', call: 'hubs.inclusion', status: 200, body: { unexpected: true }, nth: 2, times: 1 }],
      actions: [{ click: pairing.include, in: pairing.panelTitle }, { click: yale.no, in: yale.question }, { click: pairing.start }, { click: pairing.abort }],
    },
    createSeededRandom(10).fork('actions'),
  );
  expect(result.broken).toBeNull();
  expect(result.actions.slice(0, 4).map((action) => ('click' in action ? action.click : null))).toEqual([pairing.include, yale.no, pairing.start, pairing.abort]);
});

it('counts a moment settled only once the hub socket the page opened has opened or been refused (mock-socket does it on a real 4 ms timer)', async () => {
  const page = await openPage(pairingFlow.path, { ...pairingFlow.scenario, name: 'explore-socket-settle' }, pairingFlow.ready);
  try {
    const socket = new WebSocket(`${DEFAULT_NODE_STREAM_URL}?${new URLSearchParams({ token: 'not-a-session', hubSerialNumber: 'HB2-1001204' })}`);
    await page.settle();
    expect(socket.readyState).not.toBe(WebSocket.CONNECTING);
    socket.close();
  } finally {
    page.close();
  }
});
