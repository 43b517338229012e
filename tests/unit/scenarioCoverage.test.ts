// npm run scenario:coverage (issue 25): the failure kinds, the scenarios' claims and the tests that
// start them, computed from the real files of this repository.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioFiles } from '../../scenarios';
import { EXPECT_RUNNER, computeCoverage, formatCoverage, readCoverageInput } from '../../scripts/lib/scenarioCoverage/coverage';
import { FAILURE_KINDS_DOC, failureKindsDoc } from '../../scripts/lib/scenarioCoverage/failureKindsDoc';
import { scenarioStartsIn } from '../../scripts/lib/scenarioCoverage/scenarioStarts';
import { syncStatuses } from '../../app/api/schemas';
import { checkScenarioFiles, formatProblem } from '../../simulator/scenario/checkFiles';
import { loadScenarioFile } from '../../simulator/scenario/catalogue';
import { createCatalogue } from '../../simulator/scenario/fileCatalogue';
import { failureKindIds, failureKinds } from '../../simulator/scenario/failureKinds';

const coverage = computeCoverage(readCoverageInput());
const ownCovers = (name: string): string[] => (JSON.parse(scenarioFiles.get(name) ?? '{}') as { covers?: string[] }).covers ?? [];

describe('the failure kinds', () => {
  it('have unique kebab-case ids, a title and a spec section each', () => {
    expect(new Set(failureKindIds).size).toBe(failureKinds.length);
    failureKinds.forEach((kind) => {
      expect(kind.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(kind.spec.length, kind.id).toBeGreaterThan(0);
      kind.spec.forEach((section) => expect(section).toMatch(/^0[12] §[1-9]$/));
    });
  });

  it('name each of the ten door-code sync statuses, each pairing error stage, both stream drops and a 401 in each flow', () => {
    expect(syncStatuses).toHaveLength(10);
    syncStatuses.forEach((status) => expect(failureKindIds).toContain(`sync-${status.replaceAll('_', '-')}`));
    const stages = ['start', 'prep', 'exclusion-start', 'excluding', 'including', 'device-info', 'sensors-failed'];
    stages.forEach((stage) => expect(failureKindIds).toContain(`pairing-error-${stage}`));
    expect(failureKindIds).toEqual(expect.arrayContaining(['stream-drops-once', 'stream-drops-twice', 'hub-offline-at-prep', 'sensors-never-report', 'work-ticket-submit-fails', 'session-expires-pairing', 'session-expires-work-ticket']));
  });

  it('are the tables of docs/failure-kinds.md: run npm run scenario:coverage -- --doc after changing them', () => {
    const page = readFileSync(FAILURE_KINDS_DOC, 'utf8');
    expect(failureKindsDoc(page)).toBe(page);
    failureKinds.forEach((kind) => expect(page).toContain(`| \`${kind.id}\` |`));
  });
});

describe('covers', () => {
  const files = (extra: Record<string, string>) => new Map<string, { path: string; text: string }>([
    ...[...scenarioFiles].map(([name, text]) => [name, { path: `scenarios/${name}.json`, text }] as const),
    ...Object.entries(extra).map(([name, text]) => [name, { path: `qa/${name}.json`, text }] as const),
  ]);

  it('refuses a kind the catalogue does not have, and one listed twice, by line and column', () => {
    const claiming = (covers: string) => `{\n  "name": "claims",\n  "description": "x",\n  "covers": ${covers},\n  "extends": "default"\n}\n`;
    const problems = (covers: string) => checkScenarioFiles(files({ claims: claiming(covers) }), ['claims']).map(formatProblem);
    expect(problems('["stream-drops-twice", "stream-drop-twice"]')).toEqual([expect.stringMatching(/^qa\/claims\.json:4:36 covers\[1\]: expected one of .*"stream-drops-twice"/)]);
    expect(problems('["stream-drops-twice", "stream-drops-twice"]')).toEqual(['qa/claims.json:4:36 covers[1]: "stream-drops-twice" is listed twice']);
    expect(problems('["stream-drops-twice"]')).toEqual([]);
  });

  it('is a file\'s own claim: a file written on top of another does not inherit it', () => {
    const catalogue = createCatalogue(new Map([...scenarioFiles, ['on-top', '{ "name": "on-top", "description": "x", "extends": "stream-drops-twice" }']]));
    const loaded = catalogue.load('on-top');
    expect(loaded.ok && loaded.scenario.covers).toEqual([]);
    const parent = loadScenarioFile('stream-drops-twice');
    expect(parent.ok && parent.scenario.covers).toEqual(['stream-drops-twice', 'pairing-error-start']);
  });
});

describe('scenario starts in test files', () => {
  const names = new Set(['alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta', 'eta', 'theta', 'iota']);
  const starts = (text: string) => scenarioStartsIn('x.spec.ts', text, names).map(({ scenario, line, how }) => `${scenario}@${line} ${how}`);

  it('finds the ways tests start scenario files', () => {
    const source = [
      "sim = await startNodeSimulator({ scenario: 'alpha' });",
      "await page.goto(`/login?scenario=beta&x=1`);",
      "await openUnit(sim, 1004, 'gamma');",
      "await sim.control((s) => s.startScenario('delta'));",
      "const object = { name: 'x', extends: ['eps', 'zeta'] };",
      "it.each([['eta', 300_000], ['theta', 1]])('%s', () => {});",
      "const SCENARIO = 'iota';",
    ].join('\n');
    expect(starts(source)).toEqual([
      "alpha@1 scenario: '…'", 'beta@2 ?scenario=', 'gamma@3 openUnit(…)', 'delta@4 startScenario(…)',
      'eps@5 extends: [...]', 'zeta@5 extends: [...]', 'eta@6 a row of a table of cases', 'theta@6 a row of a table of cases', 'iota@7 a scenario constant',
    ]);
  });

  it('does not count a name that only appears: in a comment, a title, an assertion, a plain list or a lookup', () => {
    const source = [
      "// starts 'alpha' { scenario: 'alpha' }",
      "test('beta', async () => {",
      "  expect(running.name).toBe('gamma');",
      "  const names = ['delta', 'eps'];",
      "  expect(scenarioFiles.has('zeta')).toBe(true);",
      "  loadScenarioFile('eta');",
      '});',
    ].join('\n');
    expect(starts(source)).toEqual([]);
  });
});

describe('the coverage of this repository', () => {
  it('maps each kind to the scenario files that claim it, as their files say', () => {
    coverage.kinds.forEach(({ kind, scenarios }) => {
      const claimed = [...scenarioFiles.keys()].filter((name) => ownCovers(name).includes(kind.id)).sort();
      expect(scenarios.map(({ name }) => name).sort(), kind.id).toEqual(claimed);
    });
    expect(coverage.invalid).toEqual([]);
  });

  it('finds the tests that start each claiming file where they start it', () => {
    const runs = (kind: string, scenario: string) => coverage.kinds.find((entry) => entry.kind.id === kind)?.scenarios.find(({ name }) => name === scenario)?.tests ?? [];
    expect(runs('stream-drops-twice', 'stream-drops-twice')).toEqual(expect.arrayContaining([expect.stringMatching(/^tests\/e2e\/pairingErrors\.spec\.ts:\d+$/), expect.stringMatching(/^simulator\/zwave\/scenarioFiles\.test\.ts:\d+$/)]));
    expect(runs('sync-cloud-error', 'door-code-sync-cloud-error')).toEqual([expect.stringMatching(/^simulator\/door-codes\/scenarioFiles\.test\.ts:\d+$/)]);
    expect(runs('pairing-error-prep', 'inclusion-start-fails')).toEqual(expect.arrayContaining([expect.stringMatching(/^app\/features\/pairing\/pairingFailures\.test\.tsx:\d+$/)]));
  });

  it('counts a file with its own expect section as run by the expect runner', () => {
    expect(existsSync(EXPECT_RUNNER)).toBe(true);
    const played = [...scenarioFiles.keys()].filter((name) => (JSON.parse(scenarioFiles.get(name) ?? '{}') as { expect?: unknown }).expect !== undefined);
    expect(played.length).toBeGreaterThan(0);
    const runs = coverage.kinds.flatMap(({ scenarios }) => scenarios).filter(({ name }) => played.includes(name));
    runs.forEach(({ tests }) => expect(tests).toContain(`${EXPECT_RUNNER} (expect section)`));
  });

  it('has every scenario file started by at least one test (issue 25)', () => {
    expect(coverage.unrun).toEqual([]);
  });

  it('prints each kind, what no scenario reproduces and the files no test starts', () => {
    const report = formatCoverage(coverage);
    expect(report).toMatch(new RegExp(`^Failure kinds of the specification: ${failureKinds.length}; reproduced by a scenario file: \\d+; by none: ${coverage.uncovered.length}\\.`));
    failureKinds.forEach((kind) => expect(report).toContain(`  ${kind.id}  ${kind.title}`));
    expect(report).toContain(`Failure kinds no scenario reproduces (${coverage.uncovered.length}):`);
    expect(report).toContain('Scenario files no test starts (0):');
  });
});
