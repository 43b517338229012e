// @vitest-environment node
/**
 * The layer rules of docs/architecture.md (the app) and docs/simulator.md (the simulator's floors)
 * fail on a violation: the project's own ESLint config is run on code that breaks each rule, and
 * the cycle rules on small trees on disk. The files and folders of app/, simulator/
 * and tests/ follow the naming rule.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noFileCycle, noFolderCycle } from '../../eslint/cycles.js';
import { reaches } from '../../eslint/importGraph.js';
import { layerViolation, placeOf, simulatorTiers } from '../../eslint/layers.js';
import { lintProblems } from '../support/lintProblems';


describe('layer rules of the project config', () => {
  it.each([
    ['a lower layer imports a higher one', 'app/domain/probe.ts', "import { UnitRow } from '../features/units/UnitRow';\nexport const probe = UnitRow;", 'architecture/layers'],
    ['ui imports a screen', 'app/ui/Probe.tsx', "import { UnitMenu } from '../screens/unit/UnitMenu';\nexport const probe = UnitMenu;", 'architecture/layers'],
    ['a feature imports another feature', 'app/features/units/probe.ts', "import { AssignHub } from '../hub-assignment/AssignHub';\nexport const probe = AssignHub;", 'architecture/layers'],
    ['the app reads fixtures', 'app/domain/probe.ts', "import { mapleCourtJson } from '../../fixtures';\nexport const probe = mapleCourtJson;", 'no-restricted-imports'],
    ['the app imports the simulator', 'app/features/units/probe.ts', "import { startNodeSimulator } from '../../../simulator/node';\nexport const probe = startNodeSimulator;", 'no-restricted-imports'],
    ['a query function reads the abort signal', 'app/data/probe.ts', "export const probe = { queryKey: ['p'], queryFn: ({ signal }: { signal: AbortSignal }) => fetch('/p', { signal }) };", 'no-restricted-syntax'],
    ['a query function reads the abort signal from its context', 'app/data/probe.ts', "export const probe = { queryKey: ['p'], queryFn: (context: { signal: AbortSignal }) => fetch('/p', { signal: context.signal }) };", 'no-restricted-syntax'],
    ['a feature calls useMutation itself', 'app/features/units/probe.ts', "import { useMutation } from '@tanstack/react-query';\nexport const probe = useMutation;", 'no-restricted-imports'],
    ['a feature imports the test support', 'app/features/units/probe.ts', "import { renderApp } from '../../../tests/integration/support/renderApp';\nexport const probe = renderApp;", 'no-restricted-imports'],
    ['a component test calls useMutation itself', 'app/features/units/Probe.test.tsx', "import { useMutation } from '@tanstack/react-query';\nexport const probe = useMutation;", 'no-restricted-imports'],
    ['a bare timer escapes the seam', 'app/features/units/probe.ts', 'export const probe = setTimeout(() => undefined, 1_000);', 'no-restricted-globals'],
    ['a bare interval is cleared outside the seam', 'app/ui/probe.ts', 'export const probe = (id: number) => clearInterval(id);', 'no-restricted-globals'],
    ['a timer on the window escapes the seam', 'app/ui/probe.ts', 'export const probe = window.setTimeout(() => undefined, 1_000);', 'no-restricted-properties'],
    ['a timer on globalThis escapes the seam', 'app/flags/probe.ts', 'export const probe = (id: number) => globalThis.clearTimeout(id);', 'no-restricted-properties'],
    ['two files import each other', 'app/domain/texts/nav.ts', "import { texts } from './index';\nexport const nav = texts.nav;", 'architecture/no-file-cycle'],
    ['the simulator: a behaviour imports the control API above it', 'simulator/zwave/probe.ts', "import { createControl } from '../control/createControl';\nexport const probe = createControl;", 'architecture/layers'],
    ['the simulator: the ground floor imports a behaviour', 'simulator/core/probe.ts', "import { putInMode } from '../zwave/physical';\nexport const probe = putInMode;", 'architecture/layers'],
    ['the simulator: a folder imports one of its own tier that its entry does not name', 'simulator/devices/probe.ts', "import { visibleUnit } from '../access/access';\nexport const probe = visibleUnit;", 'architecture/layers'],
    ['the simulator: the moments import the list that imports them', 'simulator/faults/moments.ts', "import type { HubBehaviourList } from './behaviourList';\nexport type Probe = HubBehaviourList;", 'architecture/no-file-cycle'],
    ['the simulator: a type import from the engine to the Simulator type closes a folder cycle', 'simulator/engine/probe.ts', "import type { Simulator } from '../core/simulator';\nexport type Probe = Simulator;", 'architecture/no-folder-cycle'],
    ['the simulator: a subfolder counts as its top folder', 'simulator/db/records/probe.ts', "import type { SeedPlan } from '../../seed/plan';\nexport type Probe = SeedPlan;", 'architecture/no-folder-cycle'],
  ])('%s: %s fails', async (_label, filePath, code, rule) => {
    expect(await lintProblems(filePath, code)).toContain(rule);
  }, 60_000);

  it('lets a feature use the layers below it', async () => {
    const code = [
      "import { useUnit } from '../../data/units';",
      "import { texts } from '../../domain/texts';",
      "import { Loading } from '../../ui/Loading';",
      'export const probe = [useUnit, texts, Loading];',
    ].join('\n');
    expect(await lintProblems('app/features/units/probe.ts', code)).toEqual([]);
  }, 60_000);

  it('lets the timer seam itself, and tests in app/, use the platform timers', async () => {
    const code = 'export const probe = globalThis.setTimeout(() => undefined, 0) && setInterval(() => undefined, 1_000);';
    expect(await lintProblems('app/lib/timers.ts', code)).toEqual([]);
    expect(await lintProblems('app/data/probe.test.ts', code)).toEqual([]);
  }, 60_000);

  it('lets a simulator behaviour use the floors below it, and a subfolder its own top folder', async () => {
    const behaviour = [
      "import type { Simulator } from '../core/simulator';",
      "import { findHub } from '../hub/hubActions';",
      "import { zwaveModel } from './nodes';",
      'export const probe = (sim: Simulator) => [findHub(sim, "HB2-1"), zwaveModel("x")];',
    ].join('\n');
    expect(await lintProblems('simulator/zwave/probe.ts', behaviour)).toEqual([]);
    expect(await lintProblems('simulator/seed/bulk/probe.ts', "import { deviceModels } from '../catalogues';\nexport const probe = deviceModels;")).toEqual([]);
    expect(await lintProblems('simulator/timeline/probe.ts', "import { putInMode } from '../zwave/physical';\nexport const probe = putInMode;")).toEqual([]);
  }, 60_000);

  it('lets a component test beside a feature render the app against the Node simulator', async () => {
    const code = [
      "import { renderApp } from '../../../tests/integration/support/renderApp';",
      "import { startNodeSimulator } from '../../../simulator/node';",
      'export const probe = [renderApp, startNodeSimulator];',
    ].join('\n');
    expect(await lintProblems('app/features/units/Probe.test.tsx', code)).toEqual([]);
  }, 60_000);
});

describe('reaches', () => {
  it.each([
    ['no edges', {}, 'a', 'b', false],
    ['itself', {}, 'a', 'a', true],
    ['one step', { a: ['b'] }, 'a', 'b', true],
    ['against the edge', { a: ['b'] }, 'b', 'a', false],
    ['through a third', { a: ['b'], b: ['c'] }, 'a', 'c', true],
    ['around a loop elsewhere', { a: ['b'], b: ['a'], c: ['d'] }, 'a', 'd', false],
  ])('%s', (_label, edges: Record<string, string[]>, from, to, expected) => {
    const graph = new Map(Object.entries(edges).map(([node, next]) => [node, new Set(next)]));
    expect(reaches(graph, from, to)).toBe(expected);
  });
});

describe('layer placement', () => {
  const root = '/r/app';
  it.each([
    ['/r/app/main.tsx', { layer: 0, feature: undefined }],
    ['/r/app/screens/unit/UnitScreen.tsx', { layer: 1, feature: undefined }],
    ['/r/app/features/units/UnitRow.tsx', { layer: 2, feature: 'units' }],
    ['/r/app/flags/useFlag.ts', { layer: 7, feature: undefined }],
    ['/r/app/unknown/x.ts', null],
    ['/r/simulator/node.ts', null],
  ])('%s', (file, expected) => {
    expect(placeOf(root, file)).toEqual(expected);
  });

  it.each([
    [{ layer: 5, feature: undefined }, { layer: 6, feature: undefined }, false],
    [{ layer: 5, feature: undefined }, { layer: 5, feature: undefined }, false],
    [{ layer: 6, feature: undefined }, { layer: 5, feature: undefined }, true],
    [{ layer: 2, feature: 'units' }, { layer: 2, feature: 'units' }, false],
    [{ layer: 2, feature: 'units' }, { layer: 2, feature: 'nest' }, true],
    [{ layer: 1, feature: undefined }, { layer: 2, feature: 'nest' }, false],
  ])('%o importing %o breaks the layers: %s', (from, to, expected) => {
    expect(layerViolation(from, to) !== null).toBe(expected);
  });
});

describe('simulator tiers', () => {
  const root = '/r/simulator';
  const tierOf = (folder: string) => simulatorTiers.findIndex((tier) => folder in tier.folders);

  it.each([
    ['/r/simulator/node.ts', ''],
    ['/r/simulator/seed/bulk/group.ts', 'seed'],
    ['/r/simulator/core/simulator.ts', 'core'],
    ['/r/simulator/handlers/calls/pairing.ts', 'handlers'],
  ])('%s is in the tier of %s', (file, folder) => {
    expect(placeOf(root, file, 'simulator')).toEqual({ layer: tierOf(folder), feature: undefined, folder });
  });

  it('every folder of simulator/ is in a tier, and an entry names only folders of its own tier', () => {
    const folders = readdirSync('simulator', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => tierOf(folder) < 0)).toEqual([]);
    const strays = simulatorTiers.flatMap((tier) => Object.values(tier.folders).flat().filter((folder) => !(folder in tier.folders)));
    expect(strays).toEqual([]);
  });

  it('names the tiers, the folders and the document when an import breaks them', () => {
    const at = (file: string) => placeOf(root, file, 'simulator');
    const core = at('/r/simulator/core/simulator.ts');
    const world = at('/r/simulator/world/createSimulator.ts');
    expect(layerViolation(core, world, 'simulator')).toBe("the world's shape may not import assembly and control (docs/simulator.md).");
    expect(layerViolation(world, core, 'simulator')).toBeNull();
    const hub = at('/r/simulator/hub/lifecycle.ts');
    const zwave = at('/r/simulator/zwave/nodes.ts');
    expect(layerViolation(zwave, hub, 'simulator')).toBeNull();
    expect(layerViolation(hub, zwave, 'simulator')).toBe("In the tier 'field behaviours', hub/ may import no other folder of its own tier, not zwave/ (docs/simulator.md).");
  });
});

describe('no-folder-cycle', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'folder-cycle-'));
  const write = (file: string, code: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  };
  // a/x imports b/y and b/z imports a/w: neither file cycles, the folders do. c only imports a.
  write('a/x.ts', "import { y } from '../b/y';\nexport const x = y;");
  write('a/w.ts', 'export const w = 1;');
  write('b/y.ts', 'export const y = 1;');
  write('b/z.ts', "import { w } from '../a/w';\nexport const z = w;");
  write('c/v.ts', "import { w } from '../a/w';\nexport const v = w;");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  RuleTester.describe = describe;
  RuleTester.it = it;
  RuleTester.itOnly = it.only;
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  const options = [{ root }];

  tester.run('no-folder-cycle', noFolderCycle, {
    valid: [
      { filename: path.join(root, 'c/v.ts'), code: "import { w } from '../a/w';\nexport const v = w;", options },
      { filename: path.join(root, 'a/w.ts'), code: 'export const w = 1;', options },
    ],
    invalid: [
      { filename: path.join(root, 'a/x.ts'), code: "import { y } from '../b/y';\nexport const x = y;", options, errors: [{ messageId: 'cycle' }] },
      { filename: path.join(root, 'b/z.ts'), code: "export { w } from '../a/w';", options, errors: [{ messageId: 'cycle' }] },
    ],
  });

  // With folders: 'top', p/sub is part of p; excluded files (tests) are neither in the graph nor checked.
  write('p/w.ts', 'export const w = 1;');
  write('p/sub/s.ts', "import { w } from '../w';\nexport const s = w;");
  write('q/y.ts', "import { s } from '../p/sub/s';\nexport const y = s;");
  write('p/z.test.ts', "import { y } from '../q/y';\nexport const z = y;");
  const top = [{ root, folders: 'top', exclude: '\\.test\\.ts$' }];
  tester.run('no-folder-cycle with top folders', noFolderCycle, {
    valid: [
      { filename: path.join(root, 'p/v.ts'), code: "import { s } from './sub/s';\nexport const v = s;", options: top },
      { filename: path.join(root, 'q/y.ts'), code: "import { s } from '../p/sub/s';\nexport const y = s;", options: top },
      { filename: path.join(root, 'p/z.test.ts'), code: "import { y } from '../q/y';\nexport const z = y;", options: top },
    ],
    invalid: [
      { filename: path.join(root, 'p/sub/s.ts'), code: "import { y } from '../../q/y';\nexport const s = y;", options: top, errors: [{ messageId: 'cycle' }] },
      // Folder by folder, p/sub leads back to p; and counting tests, q leads back to p through p/z.test.ts.
      { filename: path.join(root, 'p/v.ts'), code: "import { s } from './sub/s';\nexport const v = s;", options, errors: [{ messageId: 'cycle' }] },
      { filename: path.join(root, 'q/y.ts'), code: "import { s } from '../p/sub/s';\nexport const y = s;", options: [{ root, folders: 'top' }], errors: [{ messageId: 'cycle' }] },
    ],
  });

  tester.run('no-file-cycle', noFileCycle, {
    valid: [
      // Folders a and b cycle, but no file leads back to the importing file.
      { filename: path.join(root, 'a/x.ts'), code: "import { y } from '../b/y';\nexport const x = y;", options },
    ],
    invalid: [
      // y would import x, which imports y.
      { filename: path.join(root, 'b/y.ts'), code: "import { x } from '../a/x';\nexport const y = x;", options, errors: [{ messageId: 'cycle' }] },
    ],
  });
});

/**
 * Decision 0261: camelCase for modules, hooks, style sheets and data files, PascalCase.tsx for
 * components (camelCase.tsx for hooks and modules that return JSX); a role (.test, .spec, .bench,
 * .pw, .config) may stand before the extension; folders in kebab-case.
 */
function followsNaming(entry: { name: string; isDirectory(): boolean }): boolean {
  if (entry.isDirectory()) return /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(entry.name);
  const withoutRole = entry.name.replace(/\.(test|spec|bench|pw|config)(?=\.[a-z]+$)/, '');
  return /^([a-z][A-Za-z0-9]*\.(tsx?|css|json)|[A-Z][A-Za-z0-9]*\.tsx)$/.test(withoutRole);
}

describe('file names', () => {
  const file = (name: string) => ({ name, isDirectory: () => false });
  const folder = (name: string) => ({ name, isDirectory: () => true });

  it.each([
    [file('unitTodoStore.ts'), true],
    [file('useFinishDialog.tsx'), true],
    [file('UnitMenu.tsx'), true],
    [file('AssignHub.test.tsx'), true],
    [file('plain.css'), true],
    [file('Plain.css'), false],
    [folder('hub-admin'), true],
    [file('hub-markers.ts'), false],
    [file('HubMarkers.ts'), false],
    [file('unit_menu.tsx'), false],
    [folder('hubAdmin'), false],
    [folder('doorCodes'), false],
    [file('hubPower.spec.ts'), true],
    [file('hub-power.spec.ts'), false],
    [file('hubStream.test.ts'), true],
    [file('hub-stream.test.ts'), false],
    [file('seed.bench.ts'), true],
    [file('figures.pw.ts'), true],
    [file('playwright.config.ts'), true],
    [file('malformedScenario.json'), true],
    [file('malformed-scenario.json'), false],
    [file('hubPower.spec.js'), false],
  ])('%o follows the rule: %s', (entry, expected) => {
    expect(followsNaming(entry)).toBe(expected);
  });

  it.each(['app', 'simulator', 'tests'])('every file and folder in %s/ follows it', (root) => {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((entry) => !followsNaming(entry)).map((entry) => path.join(entry.parentPath, entry.name))).toEqual([]);
  });
});
