import type { Rule } from 'eslint';

export function resolveRelative(fromFile: string, specifier: string): string | null;
export function folderGraph(root: string): Map<string, Set<string>>;
export function folderCycles(graph: Map<string, Set<string>>): string[][];
export const noFolderCycle: Rule.RuleModule;
