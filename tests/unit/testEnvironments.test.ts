import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOM_DOCBLOCK, domTestFiles, isolatedTestFiles, sharedDomTestFiles, testFiles } from '../../scripts/testSupport/testEnvironments';

const ROOTS = ['app', 'simulator', 'tests/unit', 'tests/integration'];

describe('the jsdom test files (decision 0326)', () => {
  const dom = domTestFiles(ROOTS);

  it('are found by their first line, and Node files are not', () => {
    expect(dom).toContain('tests/integration/assignHub.test.tsx');
    expect(dom).toContain('app/features/pairing/PairingPage.test.tsx');
    expect(dom).not.toContain('app/domain/hubModes.test.ts');
    expect(dom).not.toContain('tests/unit/testEnvironments.test.ts');
  });

  it('name their environment in the first line, where the split reads it', () => {
    const sayingJsdomAnywhere = testFiles(ROOTS).filter((file) => readFileSync(file, 'utf8').includes(DOM_DOCBLOCK));
    expect(sayingJsdomAnywhere).toEqual(dom);
  });
});

describe('the files run with modules of their own (decision 0458)', () => {
  const isolated = isolatedTestFiles(ROOTS);

  it('are the files that mock a module, whose mock a shared module would miss, in Node or in jsdom', () => {
    expect(isolated).toContain('app/data/queryClient.test.ts');
    expect(isolated).toContain('simulator/world/createSimulator.test.ts');
    expect(isolated).toContain('tests/integration/doubleTap.test.tsx');
    expect(isolated).not.toContain('tests/unit/testEnvironments.test.ts');
    expect(isolated).not.toContain('app/features/pairing/PairingPage.test.tsx');
  });
});

describe('the jsdom files that share their worker (decision 0528)', () => {
  const shared = sharedDomTestFiles(ROOTS);

  it('are every jsdom file that mocks no module', () => {
    expect(shared).toContain('app/features/pairing/PairingPage.test.tsx');
    expect(shared).toContain('tests/integration/assignHub.test.tsx');
    expect([...shared, ...domTestFiles(ROOTS).filter((file) => isolatedTestFiles(ROOTS).includes(file))].sort()).toEqual(domTestFiles(ROOTS));
    expect(shared.filter((file) => isolatedTestFiles(ROOTS).includes(file))).toEqual([]);
  });
});
