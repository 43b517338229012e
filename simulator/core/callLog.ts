/** Every request the simulator answered, newest last, for tests and trainers to inspect. */
import { z } from 'zod';
import { callNames, type CallName } from '../../app/api/calls';

export const callRecordSchema = z.object({
  /** The call from app/api/calls.ts, or null when the request matched none. */
  name: z.enum(callNames as [CallName, ...CallName[]]).nullable(),
  method: z.string(),
  /** Path below the API base URL. */
  path: z.string(),
  query: z.record(z.string(), z.string()),
  /** 0 when a network fault failed the request (`failure` says how). */
  status: z.number().int(),
  failure: z.enum(['error', 'hang']).optional(),
  /** Simulator time (ms) when the request arrived. */
  at: z.number(),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

/** Polling screens add a record every few seconds; keep the recent past, not the whole day. */
const CALL_LOG_LIMIT = 1_000;

export interface CallLog {
  add(record: CallRecord): void;
  all(): CallRecord[];
  clear(): void;
  replace(records: CallRecord[]): void;
}

export function createCallLog(limit = CALL_LOG_LIMIT): CallLog {
  let records: CallRecord[] = [];
  return {
    add(record) {
      records.push(record);
      if (records.length > limit) records = records.slice(-limit);
    },
    all: () => records.map((record) => ({ ...record, query: { ...record.query } })),
    clear() {
      records = [];
    },
    replace(next) {
      records = next.slice(-limit);
    },
  };
}
