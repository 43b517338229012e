import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOM_DOCBLOCK, domTestFiles, testFiles } from '../../scripts/testSupport/testEnvironments';

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
