/**
 * What survives a reload, under three keys:
 * - simulator:state — the scenario, its start time and every collection changed since the start.
 *   Unchanged collections are rebuilt from the deterministic seed instead of stored: the large
 *   portfolio is about 9 MB of JSON, beyond what localStorage holds.
 * - simulator:activity — call log and fault counters (small, written after every request).
 * - simulator:events — the scheduler's pending events.
 * - simulator:clock — the clock anchor (written when speed or time is changed by hand).
 */
import { z } from 'zod';
import { collectionNames, recordSchemas } from '../db/schemas';
import type { DatabaseSnapshot } from '../db/database';
import { clockAnchorSchema, type ClockAnchor } from '../clock/anchor';
import { traceEntrySchema, type TraceEntry } from '../engine/trace';
import { scenarioSchema, type Scenario } from '../scenario/schema';
import { schedulerStateSchema, type SchedulerState } from '../engine/scheduler';
import type { SimulatorStorage } from './storage';
import type { HubStreamState } from '../stream/hubStream';
import { faultBookStateSchema, type FaultBookState } from '../faults/faultBook';
import { timelineStateSchema, type TimelineState } from '../timeline/timeline';

/** Bump when a stored shape changes: older state is then dropped and the default scenario starts. */
const STATE_VERSION = 2;

const changedCollectionsSchema = z.object(
  Object.fromEntries(collectionNames.map((name) => [name, z.array(recordSchemas[name])])),
).partial();

const savedStateSchema = z.object({
  version: z.literal(STATE_VERSION),
  scenario: scenarioSchema,
  startedAt: z.number(),
  changed: changedCollectionsSchema,
});

const savedActivitySchema = z.object({
  version: z.literal(STATE_VERSION),
  trace: z.array(traceEntrySchema),
  faults: faultBookStateSchema,
  stream: z.object({ nextConnection: z.number().int().min(0) }).default({ nextConnection: 0 }),
  timeline: timelineStateSchema.default({ triggers: [] }),
});

export interface SavedState {
  scenario: Scenario;
  startedAt: number;
  changed: Partial<DatabaseSnapshot>;
}

export interface SavedActivity {
  trace: TraceEntry[];
  faults: FaultBookState;
  stream: HubStreamState;
  timeline: TimelineState;
}

export interface Persistence {
  loadState(): SavedState | null;
  saveState(state: SavedState): void;
  loadActivity(): SavedActivity | null;
  saveActivity(activity: SavedActivity): void;
  loadEvents(): SchedulerState | null;
  saveEvents(events: SchedulerState): void;
  loadClock(): ClockAnchor | null;
  saveClock(anchor: ClockAnchor): void;
}

export function createPersistence(storage: SimulatorStorage): Persistence {
  return {
    loadState: () => storage.read('state', savedStateSchema) as SavedState | null,
    saveState: (state) => storage.write('state', { version: STATE_VERSION, ...state }),
    loadActivity: () => storage.read('activity', savedActivitySchema),
    saveActivity: (activity) => storage.write('activity', { version: STATE_VERSION, ...activity }),
    loadEvents: () => storage.read('events', schedulerStateSchema),
    saveEvents: (events) => storage.write('events', events),
    loadClock: () => storage.read('clock', clockAnchorSchema),
    saveClock: (anchor) => storage.write('clock', anchor),
  };
}
