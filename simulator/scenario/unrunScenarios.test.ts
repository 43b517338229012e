// @vitest-environment node
/** The scenario files no other test ran (issue 25): each started in the Node simulator and shown to do what its description says. */
import { afterEach, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';

let sim: NodeSimulator | undefined;
afterEach(() => sim?.close());

it('fast-clock: starts on its fixed Monday afternoon and runs ten times faster', async () => {
  sim = await startNodeSimulator({ scenario: 'fast-clock' });
  const { clock } = sim.control;
  expect(clock.speed()).toBe(10);
  expect(clock.now()).toBeGreaterThanOrEqual(Date.parse('2026-11-23T15:00:00Z'));
  expect(clock.now()).toBeLessThan(Date.parse('2026-11-23T15:10:00Z'));
});

it('slow-network: the detail of a unit answers after 2.5 s of simulator time, not before', async () => {
  sim = await startNodeSimulator({ scenario: 'slow-network' });
  const { clock } = sim.control;
  const token = await signIn();
  clock.pause();
  let answered = false;
  const answer = callApi('units.get', {}, { token, query: { addressId: 1004 } }).then((result) => {
    answered = true;
    return result;
  });
  // Held by the scenario's delay once the fault has counted the request.
  await expect.poll(() => sim?.control.faults.list().find((fault) => JSON.stringify(fault).includes('units.get'))?.hits).toBe(1);
  await clock.advance(2_499);
  expect(answered).toBe(false);
  await clock.advance(1);
  expect((await answer).status).toBe(200);
});

it('exercise-hub-reboots-mid-install: an exercise of five objectives, the hub rebooting on the second inclusion at unit 101', async () => {
  sim = await startNodeSimulator({ scenario: 'exercise-hub-reboots-mid-install' });
  const status = sim.control.exercise.status();
  expect(status?.objectives.map(({ met }) => met)).toEqual([false, false, false, false, false]);
  expect(status?.hints.total).toBe(2);
  expect(sim.control.steps.pending()).toEqual([expect.objectContaining({ do: { 'hub.reboot': { serial: 'HB2-1000901' } } })]);
});

it('provider-outage: the profile of that name from a scenario file; calls answer 503 from two minutes in, and again after the outage', async () => {
  sim = await startNodeSimulator({ scenario: 'provider-outage' });
  const { clock, faults } = sim.control;
  clock.pause();
  expect(faults.list().filter((entry) => entry.id.startsWith('profile-provider-outage-')).length).toBeGreaterThan(1);
  const token = await signIn();
  const communities = () => callApi('communities.list', {}, { token, query: { limit: 5 } });
  expect((await communities()).status).toBe(200);
  await clock.advance(2 * 60_000 + 1_000);
  expect(await communities()).toEqual({ status: 503, body: { message: 'Service Unavailable' } });
  await clock.advance(7 * 60_000);
  expect((await communities()).status).toBe(200);
});
