import type { Rule } from 'eslint';

export const noFileCycle: Rule.RuleModule;
export const noFolderCycle: Rule.RuleModule;
