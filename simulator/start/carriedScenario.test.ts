// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createControl } from '../control/createControl';
import { pageLoad } from '../testing/pageLoad';
import { QuotaStorage } from '../testing/quotaStorage';
import { smallScenario } from '../testing/scenarios';
import { CARRIED_SCENARIO_KEY, takeCarriedScenario } from './carriedScenario';
import { prepareData } from './prepareData';

afterEach(() => vi.restoreAllMocks());

describe('takeCarriedScenario', () => {
  it('reads the hand-over once: a reload resumes instead of starting it again', () => {
    const storage = new QuotaStorage();
    storage.setItem(CARRIED_SCENARIO_KEY, JSON.stringify(smallScenario));
    expect(takeCarriedScenario(storage)).toEqual(smallScenario);
    expect(takeCarriedScenario(storage)).toBeNull();
  });

  it('drops text that is not JSON with a warning, and removes it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new QuotaStorage();
    storage.setItem(CARRIED_SCENARIO_KEY, '{"name": "small"');
    expect(takeCarriedScenario(storage)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(storage.getItem(CARRIED_SCENARIO_KEY)).toBeNull();
  });
});

describe('prepareData with a carried scenario', () => {
  it('starts the object as a file would be started', async () => {
    const { sim, persistence, clock } = pageLoad(new QuotaStorage());
    try {
      expect(await prepareData(sim, persistence, { ...smallScenario, name: 'carried-small' })).toBeUndefined();
      expect(createControl(sim).scenario().name).toBe('carried-small');
    } finally {
      clock.stop();
    }
  });

  it('says why an invalid object did not start, and starts the default scenario instead', async () => {
    const { sim, persistence, clock } = pageLoad(new QuotaStorage());
    try {
      const notice = await prepareData(sim, persistence, { ...smallScenario, name: 'broken', seed: 'all of it' });
      expect(notice).toMatch(/^Scenario "broken".*invalid: seed/);
      expect(createControl(sim).scenario().name).toBe('default');
    } finally {
      clock.stop();
    }
  });
});
