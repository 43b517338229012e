// @vitest-environment node
/**
 * The layer rules of docs/architecture.md fail on a violation: the project's own ESLint config
 * is run on code that breaks each rule, and the folder-cycle rule on small trees on disk. The
 * app's files and folders follow the naming rule.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noFileCycle, noFolderCycle } from '../../eslint/cycles.js';
import { reaches } from '../../eslint/importGraph.js';
import { layerViolation, placeOf } from '../../eslint/layers.js';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

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
    ['two files import each other', 'app/domain/texts/nav.ts', "import { texts } from './index';\nexport const nav = texts.nav;", 'architecture/no-file-cycle'],
  ])('%s: %s fails', async (_label, filePath, code, rule) => {
    expect(await problems(filePath, code)).toContain(rule);
  }, 60_000);

  it('lets a feature use the layers below it', async () => {
    const code = [
      "import { useUnit } from '../../data/units';",
      "import { texts } from '../../domain/texts';",
      "import { Loading } from '../../ui/Loading';",
      'export const probe = [useUnit, texts, Loading];',
    ].join('\n');
    expect(await problems('app/features/units/probe.ts', code)).toEqual([]);
  }, 60_000);

  it('lets a component test beside a feature render the app against the Node simulator', async () => {
    const code = [
      "import { renderApp } from '../../../tests/integration/support/renderApp';",
      "import { startNodeSimulator } from '../../../simulator/node';",
      'export const probe = [renderApp, startNodeSimulator];',
    ].join('\n');
    expect(await problems('app/features/units/Probe.test.tsx', code)).toEqual([]);
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

/** camelCase.ts for modules and hooks, PascalCase.tsx for components (camelCase.tsx for hooks and modules that return JSX), camelCase.css for style sheets; folders in kebab-case. */
function followsNaming(entry: { name: string; isDirectory(): boolean }): boolean {
  if (entry.isDirectory()) return /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(entry.name);
  return /^([a-z][A-Za-z0-9]*\.(tsx?|css)|[A-Z][A-Za-z0-9]*\.tsx)$/.test(entry.name.replace(/\.test(?=\.tsx?$)/, ''));
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
  ])('%o follows the rule: %s', (entry, expected) => {
    expect(followsNaming(entry)).toBe(expected);
  });

  it('every file and folder in app/ follows it', () => {
    const entries = readdirSync('app', { recursive: true, withFileTypes: true });
    expect(entries.filter((entry) => !followsNaming(entry)).map((entry) => path.join(entry.parentPath, entry.name))).toEqual([]);
  });
});
