/** Pure arithmetic of a sync's progress: percentages and the lock's counts after `progressMs` of work. */
import type { Dcm } from '../../app/api/schemas';
import { SEND_MS, VERIFY_MS } from './timing';

export const TOTAL_MS = SEND_MS + VERIFY_MS;

export function percentages(progressMs: number): { sent_percent: number; verified_percent: number } {
  const sent = Math.min(1, progressMs / SEND_MS);
  const verified = Math.min(1, Math.max(0, progressMs - SEND_MS) / VERIFY_MS);
  return { sent_percent: Math.floor(sent * 100), verified_percent: Math.floor(verified * 100) };
}

/** Codes count as synced once verified; the master code goes last, with the final verification. */
export function dcmAfter(dcm: Dcm, progressMs: number): Dcm {
  const { verified_percent } = percentages(progressMs);
  return {
    ...dcm,
    codesSynced: Math.floor((dcm.codesExpected * verified_percent) / 100),
    masterCodeSynced: dcm.masterCodeExpected && verified_percent >= 100,
  };
}
