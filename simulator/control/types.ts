/**
 * The simulator's control API: on `window.__simulator` in the browser (for Playwright's
 * page.evaluate and trainers at the console) and returned by startNodeSimulator in Vitest.
 * Everything goes in and comes out as plain JSON.
 */
import type { CallRecord } from '../core/call-log';
import type { CollectionName } from '../db/schemas';

export type { CallRecord } from '../core/call-log';
export type { CollectionName } from '../db/schemas';

export type JsonRecord = Record<string, unknown>;
export type StartResult = { ok: true } | { ok: false; error: string };

export interface DbControl {
  list(collection: CollectionName): JsonRecord[];
  /** Records whose fields equal every field of `where` (deep equality; {} matches all). */
  find(collection: CollectionName, where: JsonRecord): JsonRecord[];
  /** Merges `patch` into every matching record; throws if a result breaks the record schema. Returns the updated records. */
  update(collection: CollectionName, where: JsonRecord, patch: JsonRecord): Promise<JsonRecord[]>;
  /** Adds a record; throws naming the bad field if it breaks the record schema. */
  create(collection: CollectionName, record: JsonRecord): Promise<JsonRecord>;
  /** Deletes every matching record; returns how many. */
  remove(collection: CollectionName, where: JsonRecord): number;
}

export interface ClockControl {
  now(): number;
  speed(): number;
  setSpeed(speed: number): void;
  /** Fires every timer due within `ms`, in order; resolves with the new time. */
  advance(ms: number): Promise<number>;
  /** Moves `ms` ahead firing each due timer at most once; returns the new time. */
  jump(ms: number): number;
}

export interface SimulatorControl {
  scenarios(): string[];
  scenario(): { name: string; startedAt: number };
  /** Resets data, clock, call log and fault counters. In the page, reload afterwards. */
  startScenario(nameOrScenario: string | object): Promise<StartResult>;
  db: DbControl;
  /** Ends every session: the next call with any token answers 401. Returns how many ended. */
  expireSessions(): Promise<number>;
  clock: ClockControl;
  calls(): CallRecord[];
  clearCalls(): void;
  flags(): Record<string, boolean>;
}

declare global {
  interface Window {
    __simulator?: SimulatorControl;
  }
}
