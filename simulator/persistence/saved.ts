/**
 * What survives a reload, under "simulator:" keys:
 * - state — the scenario and its start time;
 * - record:<collection>:<key> — one per record changed since the start (null once deleted), with
 *   the order in which records were first changed. Unchanged records are rebuilt from the
 *   deterministic seed instead: the large portfolio is about 9 MB of JSON, more than
 *   localStorage holds, and a sync ticking every second rewrites one small key, not a collection;
 * - events — the scheduler's pending events;
 * - activity — trace, faults with their counters, stream numbering, trigger counts;
 * - clock — the clock anchor.
 */
import { z } from 'zod';
import { collectionNames, type CollectionName } from '../db/schemas';
import { clockAnchorSchema, type ClockAnchor } from '../clock/anchor';
import { traceEntrySchema, type TraceEntry } from '../engine/trace';
import { scenarioSchema, type Scenario } from '../scenario/schema';
import { schedulerStateSchema, type SchedulerState } from '../engine/scheduler';
import type { SimulatorStorage } from './storage';
import type { HubStreamState } from '../core/hubStream';
import { faultBookStateSchema, type FaultBookState } from '../faults/faultBook';
import { timelineStateSchema, type TimelineState } from '../timeline/timeline';

/**
 * Bump when a stored shape changes, or the records a seed generates (saved records are changes
 * to them): older state is then dropped and the default scenario starts.
 */
const STATE_VERSION = 4;
const RECORD = 'record:';

const savedStateSchema = z.object({
  version: z.literal(STATE_VERSION),
  scenario: scenarioSchema,
  startedAt: z.number(),
});

const savedRecordSchema = z.object({
  order: z.number().int().min(0),
  /** The record as plain JSON (checked against its collection's schema on restore); null when deleted. */
  record: z.record(z.string(), z.unknown()).nullable(),
});
export type SavedRecordValue = z.infer<typeof savedRecordSchema>;

const savedActivitySchema = z.object({
  version: z.literal(STATE_VERSION),
  trace: z.array(traceEntrySchema),
  faults: faultBookStateSchema,
  stream: z.object({ nextConnection: z.number().int().min(0) }),
  timeline: timelineStateSchema,
});

export interface SavedState {
  scenario: Scenario;
  startedAt: number;
}

export interface SavedRecord extends SavedRecordValue {
  collection: CollectionName;
  key: string;
}

export interface SavedActivity {
  trace: TraceEntry[];
  faults: FaultBookState;
  stream: HubStreamState;
  timeline: TimelineState;
}

/** Everything a page load restores from. */
export interface Saved {
  state: SavedState;
  records: SavedRecord[];
  activity: SavedActivity | null;
  events: SchedulerState | null;
}

/** Each write answers whether the browser took it (false: storage is full). */
export interface Persistence {
  load(): Saved | null;
  saveState(state: SavedState): boolean;
  saveRecord(collection: CollectionName, key: string, value: SavedRecordValue): boolean;
  /** Forgets every saved record: a scenario start. */
  clearRecords(): void;
  saveActivity(activity: SavedActivity): boolean;
  saveEvents(events: SchedulerState): boolean;
  loadClock(): ClockAnchor | null;
  saveClock(anchor: ClockAnchor): boolean;
}

function recordKey(collection: CollectionName, key: string): string {
  return `${RECORD}${collection}:${key}`;
}

function parseRecordKey(stored: string): { collection: CollectionName; key: string } | null {
  const rest = stored.slice(RECORD.length);
  const colon = rest.indexOf(':');
  const collection = rest.slice(0, colon) as CollectionName;
  return colon > 0 && collectionNames.includes(collection) ? { collection, key: rest.slice(colon + 1) } : null;
}

export function createPersistence(storage: SimulatorStorage): Persistence {
  function loadRecords(): SavedRecord[] {
    return storage.keys(RECORD).flatMap((stored) => {
      const where = parseRecordKey(stored);
      const value = where && storage.read(stored, savedRecordSchema);
      return where && value ? [{ ...where, ...value }] : [];
    });
  }

  return {
    load() {
      const state = storage.read('state', savedStateSchema);
      if (!state) return null;
      return {
        state: { scenario: state.scenario, startedAt: state.startedAt },
        records: loadRecords(),
        activity: storage.read('activity', savedActivitySchema),
        events: storage.read('events', schedulerStateSchema),
      };
    },
    saveState: (state) => storage.write('state', { version: STATE_VERSION, ...state }),
    saveRecord: (collection, key, value) => storage.write(recordKey(collection, key), value),
    clearRecords: () => storage.keys(RECORD).forEach((key) => storage.remove(key)),
    saveActivity: (activity) => storage.write('activity', { version: STATE_VERSION, ...activity }),
    saveEvents: (events) => storage.write('events', events),
    loadClock: () => storage.read('clock', clockAnchorSchema),
    saveClock: (anchor) => storage.write('clock', anchor),
  };
}
