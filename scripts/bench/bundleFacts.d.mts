import type { Rolldown } from 'vite';

export function gzipSize(text: string): number;
export function chunksOf(outputs: unknown): Rolldown.OutputChunk[];
export function originOf(id: string, root: string): string;
export function chunksBeforeRender(chunks: Rolldown.OutputChunk[], awaited: readonly string[], root: string): Rolldown.OutputChunk[];
export function composition(chunks: Rolldown.OutputChunk[], root: string): { origin: string; gzip: number }[];
export function simulatorParts(chunks: Rolldown.OutputChunk[], simulatorModule: string, root: string): { atStart: Rolldown.OutputChunk[]; onDemand: Rolldown.OutputChunk[] };
export function simulatorChunks(chunks: Rolldown.OutputChunk[], simulatorModule: string, root: string): Rolldown.OutputChunk[];
export function totalGzip(chunks: Rolldown.OutputChunk[]): number;
export function kb(bytes: number): string;
export function chunkName(chunk: Rolldown.OutputChunk): string;
export interface WeighUp {
  total: number;
  chunks: Record<string, number>;
  origins: Record<string, number>;
}
export function weighUp(chunks: Rolldown.OutputChunk[], root: string): WeighUp;
export interface WeightChange {
  kind: 'chunk' | 'origin';
  name: string;
  before: number;
  after: number;
  delta: number;
}
export function weightChanges(before: WeighUp, after: WeighUp, least?: number): WeightChange[];
export const awaitedBeforeSignIn: { production: string[]; simulator: string[] };
