/**
 * `npm run scenario:coverage`: for each failure kind of the specification
 * (simulator/scenario/failureKinds.ts), the scenario files that say they reproduce it (`covers`)
 * and the tests that start those files (./scenarioStarts.ts), then what nothing reproduces and the
 * files no test starts. Computed from the files' texts, so a test can hand it any set of files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createCatalogue } from '../../../simulator/scenario/fileCatalogue';
import { failureGroups, failureKinds, type FailureKind } from '../../../simulator/scenario/failureKinds';
import { scenarioStartsIn, type ScenarioStart } from './scenarioStarts';

/**
 * Plays the `expect` section of every scenario file that has one of its own (docs/scenarios.md,
 * **Expect**), so it runs those files without naming them.
 */
export const EXPECT_RUNNER = 'tests/e2e/scenarioExpect.spec.ts';

export interface CoverageInput {
  /** Scenario file texts by name (scenarios/*.json). */
  scenarioFiles: ReadonlyMap<string, string>;
  /** Test file texts by path relative to the repository. */
  testFiles: ReadonlyMap<string, string>;
}

export interface ScenarioRuns {
  name: string;
  /** "file:line" of each start, by test file. */
  tests: string[];
}

export interface Coverage {
  kinds: Array<{ kind: FailureKind; group: string; scenarios: ScenarioRuns[] }>;
  uncovered: FailureKind[];
  /** Scenario files no test starts. */
  unrun: string[];
  /** Scenario files that reproduce no failure kind (healthy data, a clock, a size). */
  claimNothing: string[];
  /** Scenario files that cannot be loaded, with why: their claims cannot be read. */
  invalid: Array<{ name: string; error: string }>;
}

export const TEST_FILE = /\.(test|spec)\.tsx?$/;
const TEST_FOLDERS = ['app', 'simulator', 'tests'];

/** The scenario files of scenarios/ and the test files of app/, simulator/ and tests/, as they are on disk. */
export function readCoverageInput(): CoverageInput {
  const scenarioFiles = new Map(readdirSync('scenarios').filter((file) => file.endsWith('.json')).map((file) => [basename(file, '.json'), readFileSync(join('scenarios', file), 'utf8')] as const));
  const testFiles = new Map(TEST_FOLDERS.flatMap((folder) => readdirSync(folder, { recursive: true }).map((file) => join(folder, String(file))))
    .filter((path) => TEST_FILE.test(path))
    .map((path) => [path.split('\\').join('/'), readFileSync(path, 'utf8')] as const));
  return { scenarioFiles, testFiles };
}

/** Each test file's starts, as "file:line,line" per file. */
function testsOf(starts: readonly ScenarioStart[]): string[] {
  const lines = new Map<string, number[]>();
  starts.forEach(({ file, line }) => lines.set(file, [...(lines.get(file) ?? []), line]));
  return [...lines].sort(([a], [b]) => a.localeCompare(b)).map(([file, at]) => `${file}:${[...new Set(at)].join(',')}`);
}

export function computeCoverage({ scenarioFiles, testFiles }: CoverageInput): Coverage {
  const catalogue = createCatalogue(scenarioFiles);
  const names = new Set(catalogue.names());
  const starts = [...testFiles].filter(([file]) => TEST_FILE.test(file)).flatMap(([file, text]) => scenarioStartsIn(file, text, names));
  const ownExpect = (name: string) => (JSON.parse(scenarioFiles.get(name) ?? '{}') as { expect?: unknown }).expect !== undefined;

  const claims = new Map<string, string[]>();
  const invalid: Coverage['invalid'] = [];
  const runs = new Map<string, string[]>();
  for (const name of names) {
    const loaded = catalogue.load(name);
    if (!loaded.ok) {
      invalid.push({ name, error: loaded.error });
      continue;
    }
    claims.set(name, loaded.scenario.covers);
    const byExpect = ownExpect(name) && testFiles.has(EXPECT_RUNNER) ? [{ scenario: name, file: EXPECT_RUNNER, line: 0, how: 'its expect section' }] : [];
    runs.set(name, testsOf([...starts.filter((start) => start.scenario === name), ...byExpect]).map((test) => test.replace(/:0$/, ' (expect section)')));
  }

  const kinds = failureGroups.flatMap((group) => group.kinds.map((kind) => ({
    kind,
    group: group.title,
    scenarios: [...claims].filter(([, ids]) => ids.includes(kind.id)).map(([name]) => ({ name, tests: runs.get(name) ?? [] })),
  })));
  return {
    kinds,
    uncovered: failureKinds.filter((kind) => !kinds.some((entry) => entry.kind === kind && entry.scenarios.length > 0)),
    unrun: [...runs].filter(([, tests]) => tests.length === 0).map(([name]) => name),
    claimNothing: [...claims].filter(([, ids]) => ids.length === 0).map(([name]) => name),
    invalid,
  };
}

export function formatCoverage(coverage: Coverage): string {
  const { kinds, uncovered, unrun, claimNothing, invalid } = coverage;
  const lines = [`Failure kinds of the specification: ${kinds.length}; reproduced by a scenario file: ${kinds.length - uncovered.length}; by none: ${uncovered.length}.`];
  let group = '';
  for (const { kind, group: title, scenarios } of kinds) {
    if (title !== group) lines.push('', title);
    group = title;
    lines.push(`  ${kind.id}  ${kind.title} (spec ${kind.spec.join(', ')})`);
    if (scenarios.length === 0) lines.push('      no scenario');
    for (const { name, tests } of scenarios) lines.push(`      ${name}: ${tests.length > 0 ? tests.join('  ') : 'NO TEST starts it'}`);
  }
  const list = (title: string, items: readonly string[]) => lines.push('', `${title} (${items.length}):`, ...(items.length > 0 ? items.map((item) => `  ${item}`) : ['  none']));
  list('Failure kinds no scenario reproduces', uncovered.map((kind) => `${kind.id}  ${kind.title}`));
  list('Scenario files no test starts', unrun);
  list('Scenario files that reproduce no failure kind (covers empty)', claimNothing);
  if (invalid.length > 0) list('Scenario files that cannot be loaded', invalid.map(({ name, error }) => `${name}: ${error}`));
  return lines.join('\n');
}
