import type { Rule } from 'eslint';

export interface Place {
  layer: number;
  feature: string | undefined;
}
export const layers: Array<{ name: string; folders: string[] }>;
export function placeOf(root: string, file: string): Place | null;
export function layerViolation(from: Place | null, to: Place | null): string | null;
export const layerImports: Rule.RuleModule;
