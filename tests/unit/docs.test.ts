// The docs' reference tables against the code they describe, so a new hub behaviour, scenario file
// or Yale error text cannot ship undocumented (issue 23: the docs no longer matched).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { isFlagName } from '../../app/flags/flagNames';
import { scenarioFiles } from '../../scenarios';
import { productionSettings } from '../../scripts/build/productionSettings';
import { hubBehaviours } from '../../simulator/faults/hubBehaviours';

const read = (file: string) => readFileSync(new URL(`../../docs/${file}`, import.meta.url), 'utf8');
const scenariosDoc = read('scenarios.md');
const simulatorDoc = read('simulator.md');

/** The first cells of a markdown table's rows, as written between backticks. */
function tableNames(doc: string): Set<string> {
  return new Set([...doc.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1] ?? ''));
}

describe('docs/scenarios.md', () => {
  const names = tableNames(scenariosDoc);

  it.each(Object.keys(hubBehaviours))('lists the hub behaviour %s', (behaviour) => {
    expect(names.has(behaviour)).toBe(true);
  });

  it.each([...scenarioFiles.keys()])('lists the scenario %s', (scenario) => {
    expect(names.has(scenario), `scenarios/${scenario}.json has no row in the table "The scenarios" of docs/scenarios.md: add one, | \`${scenario}\` | what it replays |`).toBe(true);
  });

  it('says what the app shows for each Yale failure, in the app\'s words', () => {
    const yaleErrors = [texts.yale.errors.notExcluded, texts.yale.errors.tryOlder, texts.yale.errors.triesLeft(2), texts.yale.errors.triesUsedUp, texts.yale.notSaved, texts.yale.waitingForStream];
    for (const text of yaleErrors) expect(scenariosDoc).toContain(`'${text}'`);
  });

  it('says that npm start lists a new scenario file at once and a build only the files it was built with', () => {
    expect(scenariosDoc).toMatch(/Under `npm start` a file saved in `scenarios\/` is listed at once/);
    expect(scenariosDoc).toMatch(/A build holds the files it was built with/);
  });
});

describe('docs/qa-quickstart.md', () => {
  const quickstart = read('qa-quickstart.md');

  it('says what the app shows for each Yale failure, in the app\'s words, and that the screen shows a simulator event at the next poll', () => {
    for (const text of [texts.yale.errors.notExcluded, texts.yale.errors.triesLeft(2), texts.yale.errors.triesUsedUp, texts.yale.waitingForStream, texts.doorCodes.banners.lockOffline('Front Door')]) expect(quickstart).toContain(`'${text}'`);
    expect(quickstart).toMatch(/the screen shows a simulator event only at the app's next poll/);
  });

  it('runs the scenario its example is, which exists', () => {
    expect(quickstart).toContain('npm run scenario:test unit-1204-yale-retries-then-sync-lock-offline');
    expect(scenarioFiles.has('unit-1204-yale-retries-then-sync-lock-offline')).toBe(true);
  });
});

describe('docs/simulator.md and docs/scenarios.md', () => {
  it('no longer call the Yale keypad or the Yale exercise unbuilt', () => {
    for (const doc of [simulatorDoc, scenariosDoc]) {
      expect(doc).not.toMatch(/Not built yet[^.]*Yale|Yale exercise[^.]*is not shipped|Yale keypad is to join/);
    }
  });
});

describe("README's production recipe (the simulator as a server)", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## The simulator as a server'));
  const recipe = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const build = recipe.replace(/\\\n/g, ' ').split('\n').find((line) => line.includes('npm run build')) ?? '';
  const flagsText = /VITE_FEATURE_FLAGS='([^']*)'/.exec(build)?.[1];

  it('builds with the flags a rollout uses: known flag names, as the production build checks them', () => {
    expect(flagsText, `the recipe's build line sets no VITE_FEATURE_FLAGS: ${build}`).toBeDefined();
    const check = productionSettings.find((setting) => setting.key === 'VITE_FEATURE_FLAGS')?.problem;
    expect(check?.(flagsText ?? '')).toBeNull();
    expect(Object.keys(JSON.parse(flagsText ?? '{}') as object).filter((name) => !isFlagName(name))).toEqual([]);
  });

  it("turns on for everyone the flags the default scenario gives everyone, and says why", () => {
    const defaults = (JSON.parse(scenarioFiles.get('default') ?? '{}') as { flags: Record<string, unknown> }).flags;
    const onForEveryone = Object.keys(defaults).filter((name) => defaults[name] === true);
    expect(Object.entries(JSON.parse(flagsText ?? '{}') as Record<string, boolean>).filter(([, on]) => on).map(([name]) => name).sort()).toEqual(onForEveryone.sort());
    expect(section).toMatch(/\*\*The flags of a rollout\.\*\*/);
    for (const name of ['yale-lock-master-codes', 'new-pairing', 'customer-support-user', 'submit-from-hub-association']) expect(section).toContain(`\`${name}\``);
  });
});
