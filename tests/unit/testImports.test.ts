// @vitest-environment node
/**
 * The test-import rule (eslint/testImports.js, issue 37) fails on a planted violation: the
 * project's own ESLint config is run on test files that import another test or another tier's
 * own modules, and passes those that import product code, support folders and their own tier.
 */
import { describe, expect, it } from 'vitest';
import { testImportViolation } from '../../eslint/testImports.js';
import { lintProblems } from '../support/lintProblems';


describe('what a test may import, in the project config', () => {
  it.each([
    ['another test file', 'tests/unit/probe.test.ts', "import '../e2e/signIn.spec';"],
    ['a test file of its own tier', 'tests/e2e/probe.spec.ts', "import './signIn.spec';"],
    ["another tier's own module", 'tests/unit/probe.test.ts', "import { test } from '../e2e-production/world';\nexport const probe = test;"],
  ])('%s fails', async (_label, file, code) => {
    expect(await lintProblems(file, code)).toContain('architecture/test-imports');
  }, 60_000);

  it.each([
    ['product code and the shared support', 'tests/unit/probe.test.ts', "import { texts } from '../../app/domain/texts';\nimport { screenStates } from '../support/specTexts';\nexport const probe = [texts, screenStates];"],
    ["another tier's support folder", 'tests/e2e-production/probe.spec.ts', "import { signIn } from '../e2e/support/fixtures';\nexport const probe = signIn;"],
    ['its own tier', 'tests/e2e-production/probe.spec.ts', "import { test } from './world';\nexport const probe = test;"],
  ])('%s passes', async (_label, file, code) => {
    expect(await lintProblems(file, code)).not.toContain('architecture/test-imports');
  }, 60_000);
});

describe('testImportViolation', () => {
  const root = '/r/tests';
  it.each([
    ['/r/tests/unit/a.test.ts', '/r/app/x.ts', false],
    ['/r/tests/unit/a.test.ts', '/r/tests/support/x.ts', false],
    ['/r/tests/unit/a.test.ts', '/r/tests/bench/support/measure.ts', false],
    ['/r/tests/e2e/support/a.ts', '/r/tests/e2e/support/b.ts', false],
    ['/r/tests/unit/a.test.ts', '/r/tests/bench/browser/figures.pw.ts', true],
    ['/r/tests/unit/a.test.ts', '/r/tests/support/b.test.ts', true],
    ['/r/tests/integration/a.test.ts', '/r/tests/e2e-production/world.ts', true],
  ])('%s importing %s breaks the rule: %s', (from, to, expected) => {
    expect(testImportViolation(root, from, to) !== null).toBe(expected);
  });
});
