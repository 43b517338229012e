import type { Rolldown } from 'vite';

export function gzipSize(text: string): number;
export function chunksOf(outputs: unknown): Rolldown.OutputChunk[];
export function originOf(id: string, root: string): string;
export function chunksBeforeRender(chunks: Rolldown.OutputChunk[], awaited: readonly string[], root: string): Rolldown.OutputChunk[];
export function composition(chunks: Rolldown.OutputChunk[], root: string): { origin: string; gzip: number }[];
export function simulatorChunks(chunks: Rolldown.OutputChunk[], simulatorModule: string, root: string): Rolldown.OutputChunk[];
export function totalGzip(chunks: Rolldown.OutputChunk[]): number;
export function kb(bytes: number): string;
export const awaitedBeforeSignIn: { production: string[]; simulator: string[] };
