import type { Rule } from 'eslint';

export interface Place {
  layer: number;
  feature: string | undefined;
  /** In the simulator: the top folder ('' for the root's own files). */
  folder?: string;
}
export type LayerTable = 'app' | 'simulator';
export const appLayers: Array<{ name: string; folders: string[] }>;
export const simulatorTiers: Array<{ name: string; folders: Record<string, string[]> }>;
export const simulatorLayers: Array<{ name: string; folders: string[] }>;
export function placeOf(root: string, file: string, table?: LayerTable): Place | null;
export function layerViolation(from: Place | null, to: Place | null, table?: LayerTable): string | null;
export const layerImports: Rule.RuleModule;
