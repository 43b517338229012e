import type { Rule } from 'eslint';

export interface Place {
  layer: number;
  feature: string | undefined;
}
export type LayerTable = 'app' | 'simulator';
export const appLayers: Array<{ name: string; folders: string[] }>;
export const simulatorLayers: Array<{ name: string; folders: string[] }>;
export function placeOf(root: string, file: string, table?: LayerTable): Place | null;
export function layerViolation(from: Place | null, to: Place | null, table?: LayerTable): string | null;
export const layerImports: Rule.RuleModule;
