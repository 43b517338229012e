export interface CalibrationOptions {
  baseline: string;
  baselineQuiet: number;
  rounds: number;
  keep: boolean;
}
export interface CalibrationRun {
  which: 'baseline' | 'head';
  seconds: number;
  exit: number;
}
export type QuietEstimate = { ok: true; ratio: number; seconds: number; withinGoal: boolean } | { ok: false; reason: string };
export const DEFAULT_BASELINE: { commit: string; quietSeconds: number };
export const GOAL_SECONDS: number;
export const NOISE_MARGIN: number;
export const GOAL_WITH_MARGIN_SECONDS: number;
export function parseArgs(argv: string[]): CalibrationOptions;
export function quietEstimate(runs: CalibrationRun[], baselineQuiet: number): QuietEstimate;
export function runOrder(rounds: number): Array<'baseline' | 'head'>;
