/**
 * What the console makes of a trainee's trace (issue 39): the errors they met, apart from those
 * the trainer caused (an injected fault, a dropped stream, expired sessions), the few recent events
 * worth a trainer's glance (routine polls left out), the unit on their screen's hub and sensor,
 * and whether their page still reports.
 */
import type { TraceEntry } from '../../engine/trace';
import { timelineRow } from '../../panel/timelineEntry';
import { hubOnScreen } from '../../panel/unitOnScreen';

export interface ErrorCount {
  /** Failed calls and streams the simulator closed, the trainee's own to handle. */
  trainee: number;
  /** Those that followed a trainer's action. */
  trainer: number;
}

const failed = (entry: Extract<TraceEntry, { type: 'call' }>) => entry.status >= 400 || entry.failure !== undefined;

/**
 * A failed call is the trainer's when it took an injected fault (the console's "fail the next
 * call", ids `injected-N`) or answered 401 after the trainer expired the sessions and before the
 * next successful call; a stream the simulator closed is the trainer's unless a scenario step fired
 * at that instant (a drop from the console or panel is no step).
 */
export function errorsOf(entries: readonly TraceEntry[]): ErrorCount {
  const count = { trainee: 0, trainer: 0 };
  let injectedHits = 0;
  let expired = false;
  let scenarioStepAt: number | null = null;
  for (const entry of entries) {
    if (entry.type === 'fault.hit' && entry.id.startsWith('injected-')) injectedHits += 1;
    else if (entry.type === 'sessions.expired') expired = true;
    else if (entry.type === 'step.fired' && entry.source !== 'control') scenarioStepAt = entry.at;
    else if (entry.type === 'stream.closed' && entry.by === 'simulator') count[scenarioStepAt === entry.at ? 'trainee' : 'trainer'] += 1;
    else if (entry.type === 'call') {
      if (!failed(entry)) {
        expired = false;
        continue;
      }
      if (injectedHits > 0) {
        injectedHits -= 1;
        count.trainer += 1;
      } else count[expired && entry.status === 401 ? 'trainer' : 'trainee'] += 1;
    }
  }
  return count;
}

/** Polls answered as expected and the stream's routine messages: a page of them hides what matters. */
export function isRoutine(entry: TraceEntry): boolean {
  if (entry.type === 'call') return entry.method === 'GET' && !failed(entry);
  return entry.type === 'stream.sent' || entry.type === 'stream.received' || entry.type === 'doorCodes.progress';
}

export interface RecentRow {
  at: number;
  kind: string;
  text: string;
}

export function recentEvents(entries: readonly TraceEntry[], limit: number): RecentRow[] {
  return entries
    .filter((entry) => !isRoutine(entry))
    .map((entry) => timelineRow(entry))
    .filter((row) => row !== null)
    .slice(-limit)
    .map(({ at, kind, text }) => ({ at, kind, text }));
}

/** A trainee's page reports every 2 s: after this long without a report it is closed or offline. */
export const OFFLINE_AFTER_MS = 10_000;

/** Since when (wall clock) the trainee's page has not reported, or null while it reports. */
export function offlineSince(lastReport: number | null, now: number): number | null {
  return lastReport !== null && now - lastReport > OFFLINE_AFTER_MS ? lastReport : null;
}

/** The hub and a sensor at it of the unit on screen, for the console to preselect. */
export function focusOf(path: string | undefined, hubs: ReadonlyArray<{ serial: string; addressId: number }>, sensors: ReadonlyArray<{ uid: string; serial: string }>): { hub: string | null; sensor: string | null } {
  const hub = hubOnScreen(path, hubs);
  return { hub, sensor: hub === null ? null : (sensors.find((sensor) => sensor.serial === hub)?.uid ?? null) };
}
