// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckpointInfo, FaultInfo } from '../../control/types';
import { profileNames, unknownProfile } from '../../faults/profiles';
import { startTestClassroom, type TestClassroom } from '../../testing/classroomServer';
import { consoleChoices } from './consoleActions';

/** The fault profiles from the trainer console (issue 38, decision 0465): one trainee's world, through the control API. */

const LOGIN = { email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' };
/** Longer than the provider outage's start (1 to 2 minutes after it is applied), shorter than its end. */
const INTO_THE_OUTAGE_MS = 3 * 60_000;

let room: TestClassroom;
beforeAll(async () => {
  room = await startTestClassroom({ scenario: 'exercise-first-install', classCode: 'maple-7' });
}, 60_000);
afterAll(() => room.close());

const control = <R>(world: string, call: string, ...args: unknown[]) => room.control<R>(world, call, ...args);
const joined = (name: string) => room.joined(name);
const signIn = (cookie: string) => room.at('/api/v4/installer/login/', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(LOGIN) });
const profileFaultsOf = async (world: string) => (await control<FaultInfo[]>(world, 'faults.list')).filter((entry) => entry.id.startsWith('profile-'));

describe('fault profiles from the trainer console', { timeout: 30_000 }, () => {
  it('the console offers each profile, to one trainee and to everyone', () => {
    const choices = consoleChoices();
    expect(choices.profiles).toEqual([...profileNames]);
    expect(choices.actions.filter((action) => action.section === 'profile').map(({ call, args, forAll }) => ({ call, args, forAll }))).toEqual([
      { call: 'profiles.apply', args: ['$profile'], forAll: true },
      { call: 'profiles.clear', args: ['$profile'], forAll: true },
    ]);
  });

  it("provider outage on one trainee's world: a checkpoint before it, 503s there once it starts, none in another's, gone when cleared", async () => {
    const ada = await joined('Ada');
    const bo = await joined('Bo');
    const count = await control<number>(ada.id, 'profiles.apply', 'provider-outage');
    expect(count).toBeGreaterThan(0);
    expect(await profileFaultsOf(ada.id)).toHaveLength(count);
    expect(await profileFaultsOf(bo.id)).toEqual([]);
    expect((await control<CheckpointInfo[]>(ada.id, 'checkpoints.list')).at(-1)?.label).toBe('before fault: profile provider-outage');

    await Promise.all([ada, bo].map((trainee) => control(trainee.id, 'clock.jump', INTO_THE_OUTAGE_MS)));
    const refused = await signIn(ada.cookie);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: 'Service Unavailable' });
    expect((await signIn(bo.cookie)).status).toBe(200);

    expect(await control<number>(ada.id, 'profiles.clear', 'provider-outage')).toBe(count);
    expect(await profileFaultsOf(ada.id)).toEqual([]);
    expect((await signIn(ada.cookie)).status).toBe(200);
  });

  it('applying a profile again replaces it; the same run seed draws the same faults', async () => {
    const cy = await joined('Cy');
    // When each entered the book differs: the world's clock runs between the two.
    const drawn = async () => (await profileFaultsOf(cy.id)).map(({ id, fault }) => ({ id, fault }));
    await control(cy.id, 'profiles.apply', 'flaky-cellular');
    const first = await drawn();
    await control(cy.id, 'profiles.apply', 'flaky-cellular');
    expect(await drawn()).toEqual(first);
  });

  it('an unknown or missing profile name is a 400 naming the four, and takes no checkpoint', async () => {
    const di = await joined('Di');
    const before = await control<CheckpointInfo[]>(di.id, 'checkpoints.list');
    for (const [call, args] of [['profiles.apply', ['provider-outrage']], ['profiles.apply', []], ['profiles.clear', [{ name: 'flaky-cellular' }]]] as const) {
      const response = await room.controlCall(di.id, call, ...args);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(unknownProfile(args[0]));
    }
    expect(await control<CheckpointInfo[]>(di.id, 'checkpoints.list')).toEqual(before);
    expect(await profileFaultsOf(di.id)).toEqual([]);
  });
});
