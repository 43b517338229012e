import type { Rule } from 'eslint';

export function testImportViolation(testsRoot: string, from: string, to: string): string | null;
export const testImports: Rule.RuleModule;
