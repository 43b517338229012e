/**
 * What a test may import (issue 37): product code, the shared test support (tests/support/), any
 * tier's support folder (tests/<tier>/support/), and the other modules of its own tier; never a
 * test, spec or bench file, and never another tier's own modules. So one test's internals cannot
 * become another's dependency by accident: what two tiers share is put in a support folder.
 */
import path from 'node:path';
import { importVisitors, resolveRelative } from './importGraph.js';

const TEST_FILE = /\.(test|spec|pw|bench)\.(ts|tsx|js|mjs)$/;

/** Why `from` (a file under testsRoot) may not import `to`, or null when it may. */
export function testImportViolation(testsRoot, from, to) {
  const target = path.relative(testsRoot, to);
  if (target.startsWith('..') || path.isAbsolute(target)) return null;
  if (TEST_FILE.test(to)) return `A test never imports another test file (${target}): move what both need to a support folder.`;
  const [tier, second] = target.split(path.sep);
  if (tier === 'support' || second === 'support') return null;
  const [ownTier] = path.relative(testsRoot, from).split(path.sep);
  if (tier === ownTier) return null;
  return `tests/${ownTier} may not import tests/${tier}'s own modules (${target}): only support folders are shared between tiers.`;
}

export const testImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Tests import product code, support folders and their own tier only' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { testImport: '{{why}}' },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const file = context.physicalFilename;
    if (path.relative(root, file).startsWith('..')) return {};
    return importVisitors((source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      const why = target && testImportViolation(root, file, target);
      if (why) context.report({ node: source, messageId: 'testImport', data: { why } });
    });
  },
};
