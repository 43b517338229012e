import { describe, expect, it } from 'vitest';
import { scenarioFiles } from '../../scenarios';
import { loadScenarioFile, resolveScenario, scenarioNames } from './catalogue';
import { createCatalogue } from './fileCatalogue';

describe('scenario files', () => {
  it('include the scenarios the app and tests rely on', () => {
    expect(scenarioNames()).toEqual(expect.arrayContaining(['default', 'logout-fails', 'community-list-down', 'large-portfolio']));
  });

  it('include one scenario per pairing field failure, each extending default', () => {
    const pairing = [
      'inclusion-nothing-joins', 'inclusion-addnode-failed', 'device-needs-exclusion-first', 'exclusion-times-out',
      'inclusion-start-fails', 'hub-offline-at-prep', 'sensors-never-report', 'stream-drops-once', 'stream-drops-twice',
    ];
    expect(scenarioNames()).toEqual(expect.arrayContaining(pairing));
    pairing.forEach((name) => expect(JSON.parse(scenarioFiles.get(name) ?? '{}')).toMatchObject({ extends: 'default', description: expect.any(String) }));
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
    [{ ...valid, faults: [{ call: 'auth.logout' }] }, 'Scenario "x" is invalid: faults[0]: a fault needs a status, a delayMs or a corrupt body'],
    [{ ...valid, faults: [{ call: 'auth.logout', status: 500, nth: 0 }] }, 'Scenario "x" is invalid: faults[0].nth: must be at least 1'],
    [{ ...valid, faults: [{ call: 'auth.logout', status: 500, when: 1 }] }, 'Scenario "x" is invalid: faults[0].when: unknown field'],
    [{ ...valid, seed: {} }, 'Scenario "x" is invalid: seed.handwritten: is required'],
    [{ ...valid, seed: { handwritten: true, bulk: { communities: 2, unitsPerCommunity: 'many', seed: 1 } } }, 'Scenario "x" is invalid: seed.bulk.unitsPerCommunity: expected a number or a [min, max] pair'],
    [{ ...valid, seed: { handwritten: true, bulk: [{ communities: 1.5, unitsPerCommunity: 1, seed: 1 }] } }, 'Scenario "x" is invalid: seed.bulk[0].communities: expected a whole number'],
    [{ ...valid, flags: { 'unit-verison-2': true } }, 'Scenario "x" is invalid: flags.unit-verison-2: unknown flag "unit-verison-2"'],
    [{ ...valid, flags: { 'unit-version-2': 'yes' } }, 'Scenario "x" is invalid: flags.unit-version-2: expected a boolean or an object'],
    [{ ...valid, clock: { start: 'Monday' } }, 'Scenario "x" is invalid: clock.start: expected an ISO date-time such as 2026-11-21T09:00:00Z'],
    [{ ...valid, clock: { speed: 0 } }, 'Scenario "x" is invalid: clock.speed: must be above 0'],
    [{ ...valid, name: undefined }, 'Scenario "unnamed" is invalid: name: is required'],
    [{ ...valid, faults: [{ kind: 'stream', action: 'drop', afterMs: -1 }] }, 'Scenario "x" is invalid: faults[0].afterMs: must be at least 0'],
    [{ ...valid, faults: [{ id: 'a', call: 'auth.logout', status: 500 }, { id: 'a', call: 'auth.logout', status: 503 }] }, 'Scenario "x" is invalid: faults[1].id: "a" is used twice'],
    [{ ...valid, timeline: [{ at: 'soon', do: { 'sessions.expire': {} } }] }, 'Scenario "x" is invalid: timeline[0].at: expected a duration such as "90s", "2m", "1h30m", "500ms" or a whole number of ms'],
    [{ ...valid, timeline: [{ do: { 'sessions.expire': {} } }] }, 'Scenario "x" is invalid: timeline[0]: give either "at" (a time after the start) or "when" (a trigger), not both'],
    [{ ...valid, timeline: [{ at: '1m', do: {} }] }, 'Scenario "x" is invalid: timeline[0].do: name exactly one step, for example { "hub.reboot": { "serial": "HB2-1000104" } }'],
    [{ ...valid, timeline: [{ at: '1m', do: { 'hub.setOnline': { serial: 'HB2-1000104', online: 'no' } } }] }, 'Scenario "x" is invalid: timeline[0].do.hub.setOnline.online: expected a boolean'],
    [{ ...valid, timeline: [{ when: { call: { name: 'units.lst' } }, do: { 'sessions.expire': {} } }] }, 'Scenario "x" is invalid: timeline[0].when.call.name: unknown call "units.lst"'],
    [{ ...valid, timeline: [{ when: { call: { name: 'units.list', nth: 0 } }, do: { 'sessions.expire': {} } }] }, 'Scenario "x" is invalid: timeline[0].when.call.nth: must be at least 1'],
    [{ ...valid, timeline: [{ when: { keypad: { code: '1234' } }, do: { 'sessions.expire': {} } }] }, 'Scenario "x" is invalid: timeline[0].when.keypad: unknown trigger "keypad" (known: call, inclusion, exclusion, doorCodeSync)'],
    [{ ...valid, extends: 'no-such-scenario' }, 'Scenario "x" is invalid: extends: Unknown scenario "no-such-scenario". Known scenarios: ' + scenarioNames().join(', ')],
    [{ ...valid, seed: { handwritten: true, bulk: { communities: 20_000, unitsPerCommunity: 5_000, seed: 1 } } }, 'Scenario "x" is invalid: seed.bulk: at most 20000 units in all, the most the simulator can hold (this asks for up to 100000000)'],
    [{ ...valid, seed: { handwritten: true, bulk: [{ communities: 15_000, unitsPerCommunity: 0, seed: 1 }, { communities: 6_000, unitsPerCommunity: 0, seed: 2 }] } }, 'Scenario "x" is invalid: seed.bulk: at most 20000 communities in all, the most the simulator can hold (this asks for 21000)'],
    [{ ...valid, communities: [{ uid: 'c', salesforceInfo: { installPageLink: 7 } }] }, 'Scenario "x" is invalid: communities[0].salesforceInfo.installPageLink: expected a string'],
    [{ ...valid, communities: [{ uid: 'c', salesforceInfo: { installPage: 'https://x.test' } }] }, 'Scenario "x" is invalid: communities[0].salesforceInfo.installPage: unknown field'],
    [{ ...valid, extends: 7 }, 'Scenario "x" is invalid: extends: expected the name of a scenario file, or a list of names'],
    [{ ...valid, extends: ['default', ''] }, 'Scenario "x" is invalid: extends: expected the name of a scenario file, or a list of names'],
    [{ ...valid, faults: [{ kind: 'hub', behaviour: 'inclusion.explodes' }] }, expect.stringMatching(/^Scenario "x" is invalid: faults\[0\]\.behaviour: unknown hub behaviour "inclusion\.explodes" \(known: inclusion\.nothingJoins, /)],
    [{ ...valid, faults: [{ kind: 'hub', behaviour: 'inclusion.addNodeFailed', params: { stage: 'later' } }] }, expect.stringMatching(/^Scenario "x" is invalid: faults\[0\]\.params\.stage: /)],
    [{ ...valid, faults: [{ kind: 'hub', behaviour: 'hub.offlineAtPrep', params: { backAfter: 'soon' } }] }, expect.stringMatching(/^Scenario "x" is invalid: faults\[0\]\.params\.backAfter: expected a duration/)],
    [{ ...valid, timeline: [{ at: '1m', do: { 'zwave.inclusionMode': { device: 'ZEN71' } } }] }, 'Scenario "x" is invalid: timeline[0].do.zwave.inclusionMode.serial: is required'],
    [{ ...valid, faults: [{ kind: 'stream', action: 'offline', onMessage: { state: 'AddNodeDone' } }] }, expect.stringMatching(/^Scenario "x" is invalid: faults\[0\]\.onMessage\.state: /)],
    [{ ...valid, faults: [{ kind: 'stream', action: 'offline', forMs: 0 }] }, 'Scenario "x" is invalid: faults[0].forMs: must be above 0'],
  ])('%j -> %s', (input, error) => {
    expect(resolveScenario(input)).toEqual({ ok: false, error });
  });

  it('parses timeline times into ms after the start', () => {
    const result = resolveScenario({ ...valid, timeline: [{ at: '1h30m', do: { 'sessions.expire': {} } }, { at: 250, do: { 'sessions.expire': {} } }] });
    expect(result.ok && result.scenario.timeline.map((entry) => entry.at)).toEqual([5_400_000, 250]);
  });

  it('takes a hub going offline at a stage (stream fault offline), its drop at once and a minute off by default', () => {
    const result = resolveScenario({ ...valid, faults: [{ kind: 'stream', action: 'offline', onMessage: { state: 'AddNode', status: 'Done' }, nth: 1 }] });
    expect(result.ok && result.scenario.faults).toEqual([{ kind: 'stream', action: 'offline', onMessage: { state: 'AddNode', status: 'Done' }, nth: 1, afterMs: 0, forMs: 60_000 }]);
  });

  it('fills defaults for flags and faults', () => {
    const result = resolveScenario(valid);
    expect(result.ok && result.scenario).toMatchObject({ flags: {}, faults: [] });
  });
});

describe('extends', () => {
  it('takes the parent whole but its covers, merges flags and clock key by key, and appends faults, hubs and timeline', () => {
    const parent = loadScenarioFile('hub-offline');
    const child = resolveScenario({
      name: 'child',
      description: 'hub offline, and the logout fails',
      extends: 'hub-offline',
      flags: { 'customer-support-user': true },
      clock: { speed: 2 },
      faults: [{ call: 'auth.logout', status: 500 }],
      hubs: [{ serial: 'HB2-1000105', online: false }],
    });
    if (!parent.ok || !child.ok) throw new Error('both must be valid');
    expect(child.scenario).toEqual({
      ...parent.scenario,
      name: 'child',
      description: 'hub offline, and the logout fails',
      // What the parent reproduces is its own claim (decision 0305).
      covers: [],
      flags: { ...parent.scenario.flags, 'customer-support-user': true },
      clock: { start: '2026-11-23T15:00:00Z', speed: 2 },
      faults: [...parent.scenario.faults, { kind: 'http', call: 'auth.logout', status: 500 }],
      hubs: [...parent.scenario.hubs, { serial: 'HB2-1000105', online: false }],
    });
  });

  it('every scenario file starts from default (directly or through the files it combines) and repeats none of its flags', () => {
    const defaults = loadScenarioFile('default');
    if (!defaults.ok) throw new Error(defaults.error);
    const parents = (name: string) => [JSON.parse(scenarioFiles.get(name) ?? '{}').extends ?? []].flat() as string[];
    const root = (name: string): string => (parents(name).length === 0 ? name : root(parents(name)[0] ?? name));
    scenarioNames().filter((name) => name !== 'default').forEach((name) => {
      expect(root(name), name).toBe('default');
      const raw = JSON.parse(scenarioFiles.get(name) ?? '{}') as { flags?: Record<string, boolean> };
      Object.entries(raw.flags ?? {}).forEach(([flag, value]) => expect(defaults.scenario.flags[flag as never], `${name} ${flag}`).not.toBe(value));
    });
  });
});

describe('a scenario combines several files without copying their parts', () => {
  const file = (value: object) => JSON.stringify(value);
  const catalogue = createCatalogue(new Map([
    ['base', file({ name: 'base', description: 'base', seed: { handwritten: true }, flags: { 'unit-version-2': true, 'new-pairing': true }, faults: [{ id: 'b', kind: 'http', call: 'auth.logout', status: 500 }] })],
    ['left', file({ name: 'left', description: 'left', extends: 'base', flags: { 'new-pairing': false }, clock: { start: '2026-11-23T15:00:00Z' }, faults: [{ id: 'l', kind: 'http', call: 'units.list', status: 500 }] })],
    ['right', file({ name: 'right', description: 'right', extends: 'base', clock: { speed: 2 }, timeline: [{ at: '1m', do: { 'hub.reboot': { serial: 'HB2-1000104' } } }] })],
    ['both', file({ name: 'both', description: 'left and right', extends: ['left', 'right'] })],
    ['broken-part', file({ name: 'broken-part', description: 'x', extends: ['left', 'nope'] })],
  ]));

  it('lays each file once, ancestors first, in the order listed: the shared base once, its fault once', () => {
    const both = catalogue.load('both');
    if (!both.ok) throw new Error(both.error);
    expect(both.scenario.faults.map((fault) => fault.id)).toEqual(['b', 'l']);
    expect(both.scenario.flags).toEqual({ 'unit-version-2': true, 'new-pairing': false });
    expect(both.scenario.clock).toEqual({ start: '2026-11-23T15:00:00Z', speed: 2 });
    expect(both.scenario.timeline).toHaveLength(1);
    expect(both.scenario).toMatchObject({ name: 'both', description: 'left and right', seed: { handwritten: true } });
  });

  it('a part that cannot load is named', () => {
    const result = catalogue.load('broken-part');
    expect(result.ok ? '' : result.error).toBe('Scenario "broken-part" (scenarios/broken-part.json) is invalid: extends: Unknown scenario "nope". Known scenarios: base, both, broken-part, left, right');
  });
});

describe('one broken file breaks only itself, and its message names the file', () => {
  const file = (value: object) => JSON.stringify(value, null, 2);
  const catalogue = createCatalogue(new Map([
    ['good', file({ name: 'good', description: 'fine', seed: { handwritten: false } })],
    ['broken', '{\n  "name": "broken",\n  "description": "a missing comma"\n  "seed": {}\n}'],
    ['bad-field', file({ name: 'bad-field', description: 'a bad fault', seed: { handwritten: false }, faults: [{ call: 'units.list', status: 'x' }] })],
    ['child-of-broken', file({ name: 'child-of-broken', description: 'extends a broken file', extends: 'broken' })],
    ['loop-a', file({ name: 'loop-a', description: 'a', extends: 'loop-b' })],
    ['loop-b', file({ name: 'loop-b', description: 'b', extends: 'loop-a' })],
  ]));

  it('a JSON syntax error names the file, the line and the column', () => {
    const result = catalogue.load('broken');
    expect(result.ok ? '' : result.error).toMatch(/^scenarios\/broken\.json is not valid JSON: .*\(line 4,? column 3\)$/);
  });

  it('the other files still load', () => {
    expect(catalogue.load('good').ok).toBe(true);
    expect(catalogue.names()).toEqual(['bad-field', 'broken', 'child-of-broken', 'good', 'loop-a', 'loop-b']);
  });

  it('a schema error names the file and the field', () => {
    expect(catalogue.load('bad-field')).toEqual({ ok: false, error: 'Scenario "bad-field" (scenarios/bad-field.json) is invalid: faults[0].status: expected a number' });
  });

  it('a file extending a broken one says which file is broken', () => {
    const result = catalogue.load('child-of-broken');
    expect(result.ok ? '' : result.error).toMatch(/^Scenario "child-of-broken" \(scenarios\/child-of-broken\.json\) is invalid: extends: scenarios\/broken\.json is not valid JSON: /);
  });

  it('a cycle of extends names the chain', () => {
    expect(catalogue.load('loop-a')).toEqual({
      ok: false,
      error: 'Scenario "loop-a" (scenarios/loop-a.json) is invalid: extends: Scenario "loop-b" (scenarios/loop-b.json) is invalid: extends: "loop-a" extends "loop-b" extends "loop-a" is a cycle',
    });
  });
});
