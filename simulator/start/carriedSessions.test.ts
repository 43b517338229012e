// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveScenario } from '../scenario/catalogue';
import { pageLoad } from '../testing/pageLoad';
import { QuotaStorage } from '../testing/quotaStorage';
import { smallScenario } from '../testing/scenarios';
import { adoptCarriedSessions, CARRIED_SESSIONS_KEY, takeCarriedSessions } from './carriedSessions';

const carried = { token: 'tok-carried', userUid: 'user-1', lifetimeMs: 60_000 };

describe('takeCarriedSessions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the hand-over once: a reload does not bring it back', () => {
    const storage = new QuotaStorage();
    storage.setItem(CARRIED_SESSIONS_KEY, JSON.stringify([carried]));
    expect(takeCarriedSessions(storage)).toEqual([carried]);
    expect(takeCarriedSessions(storage)).toEqual([]);
  });

  it.each([
    ['not JSON', '{sessions'],
    ['not a list', JSON.stringify(carried)],
    ['a session without a token', JSON.stringify([{ ...carried, token: '' }])],
    ['a lifetime that is not positive', JSON.stringify([{ ...carried, lifetimeMs: 0 }])],
  ])('drops an unreadable hand-over (%s) with a warning, and removes it', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new QuotaStorage();
    storage.setItem(CARRIED_SESSIONS_KEY, raw);
    expect(takeCarriedSessions(storage)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(storage.getItem(CARRIED_SESSIONS_KEY)).toBeNull();
  });
});

describe('adoptCarriedSessions', () => {
  it('makes a carried session valid for its lifetime from now, once', async () => {
    const { sim, clock } = pageLoad(new QuotaStorage());
    const scenario = resolveScenario(smallScenario);
    if (!scenario.ok) throw new Error(scenario.error);
    await sim.start(scenario.scenario);
    clock.pause();
    await adoptCarriedSessions(sim, [carried]);
    await adoptCarriedSessions(sim, [carried]);
    const sessions = sim.db.sessions.findMany((q) => q.where({ token: carried.token }));
    expect(sessions).toEqual([{ token: carried.token, userUid: carried.userUid, expiresAt: clock.now() + carried.lifetimeMs }]);
  });
});
