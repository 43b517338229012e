import { describe, expect, it } from 'vitest';
import { loadScenarioFile, resolveScenario, scenarioNames } from './catalogue';

describe('scenario files', () => {
  it('include the scenarios the app and tests rely on', () => {
    expect(scenarioNames()).toEqual(expect.arrayContaining(['default', 'logout-fails', 'community-list-down', 'large-portfolio']));
  });

  it.each(scenarioNames())('%s is valid and named after its file', (name) => {
    const result = loadScenarioFile(name);
    expect(result.ok ? 'valid' : result.error).toBe('valid');
  });

  it('rejects an unknown name and lists the known ones', () => {
    const result = resolveScenario('no-such-scenario');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Unknown scenario "no-such-scenario"\. Known scenarios: .*default/);
  });
});

const valid = {
  name: 'x',
  description: 'A test scenario',
  seed: { handwritten: true },
};

describe('scenario validation', () => {
  it.each([
    [{ ...valid, faults: [{ call: 'auth.logout', status: 'boom' }] }, 'Scenario "x" is invalid: faults[0].status: expected a number'],
    [{ ...valid, faults: [{ call: 'auth.signin', status: 500 }] }, 'Scenario "x" is invalid: faults[0].call: unknown call "auth.signin"'],
    [{ ...valid, faults: [{ call: 'auth.logout' }] }, 'Scenario "x" is invalid: faults[0]: a fault needs a status, a delayMs or both'],
    [{ ...valid, faults: [{ call: 'auth.logout', status: 500, nth: 0 }] }, 'Scenario "x" is invalid: faults[0].nth: must be at least 1'],
    [{ ...valid, faults: [{ call: 'auth.logout', status: 500, when: 1 }] }, 'Scenario "x" is invalid: faults[0].when: unknown field'],
    [{ ...valid, seed: {} }, 'Scenario "x" is invalid: seed.handwritten: is required'],
    [{ ...valid, seed: { handwritten: true, bulk: { communities: 2, unitsPerCommunity: 'many', seed: 1 } } }, 'Scenario "x" is invalid: seed.bulk.unitsPerCommunity: expected a number or a [min, max] pair'],
    [{ ...valid, seed: { handwritten: true, bulk: [{ communities: 1.5, unitsPerCommunity: 1, seed: 1 }] } }, 'Scenario "x" is invalid: seed.bulk[0].communities: expected a whole number'],
    [{ ...valid, flags: { 'unit-verison-2': true } }, 'Scenario "x" is invalid: flags.unit-verison-2: unknown flag "unit-verison-2"'],
    [{ ...valid, flags: { 'unit-version-2': 'yes' } }, 'Scenario "x" is invalid: flags.unit-version-2: expected a boolean'],
    [{ ...valid, clock: { start: 'Monday' } }, 'Scenario "x" is invalid: clock.start: expected an ISO date-time such as 2026-11-21T09:00:00Z'],
    [{ ...valid, clock: { speed: 0 } }, 'Scenario "x" is invalid: clock.speed: must be above 0'],
    [{ ...valid, name: undefined }, 'Scenario "unnamed" is invalid: name: is required'],
  ])('%j -> %s', (input, error) => {
    expect(resolveScenario(input)).toEqual({ ok: false, error });
  });

  it('fills defaults for flags and faults', () => {
    const result = resolveScenario(valid);
    expect(result.ok && result.scenario).toMatchObject({ flags: {}, faults: [] });
  });
});
