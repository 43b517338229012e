/**
 * One trace entry as a timeline row: what kind of thing happened and a one-line account of it.
 * Framework-free so the wording is tested in Vitest's node environment.
 */
import type { TraceEntry } from '../engine/trace';

export type TimelineKind = 'call' | 'hub' | 'fault' | 'step' | 'simulator';

export interface TimelineRow {
  /** Counts up from the first row, so a row keeps its key when older ones fall off. */
  seq: number;
  at: number;
  kind: TimelineKind;
  text: string;
}

export const KIND_LABELS: Record<TimelineKind, string> = {
  call: 'API',
  hub: 'Hub',
  fault: 'Fault',
  step: 'Step',
  simulator: 'Simulator',
};

/** Messages are shown on one line; a long one is cut, the trace keeps it whole. */
export const MESSAGE_LIMIT = 120;

function brief(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT - 1)}…` : text;
}

function callText(entry: Extract<TraceEntry, { type: 'call' }>): string {
  const what = entry.name ?? `${entry.method} ${entry.path}`;
  const answer = entry.failure ? `network ${entry.failure}` : String(entry.status);
  return `${what} → ${answer}`;
}

/** The row for `entry`, or null for entries another row already tells (a controller message that reached the app). */
export function timelineRow(entry: TraceEntry, seq = 0): TimelineRow | null {
  const row = (kind: TimelineKind, text: string): TimelineRow => ({ seq, at: entry.at, kind, text });
  switch (entry.type) {
    case 'call':
      return row('call', callText(entry));
    case 'stream.sent':
      return row('hub', `${entry.serial} → app: ${brief(entry.message)}`);
    case 'stream.received':
      return row('hub', `app → ${entry.serial}: ${brief(entry.message)}`);
    case 'stream.opened':
      return row('hub', `${entry.serial}: stream opened (${entry.connection})`);
    case 'stream.refused':
      return row('hub', `${entry.serial}: stream refused: ${entry.reason}`);
    case 'stream.closed':
      return row('hub', `${entry.serial}: stream closed by the ${entry.by} (${entry.code}${entry.reason ? ` ${entry.reason}` : ''})`);
    case 'zwave.message':
      return entry.reached > 0 ? null : row('hub', `${entry.serial} → nobody listening: ${brief(entry.message)}`);
    case 'zwave.started':
      return row('hub', `${entry.serial}: ${entry.mode} started`);
    case 'zwave.ended':
      return row('hub', `${entry.serial}: ${entry.mode} ended (${entry.outcome}${entry.nodeId === null ? '' : `, node ${entry.nodeId}`})`);
    case 'zwave.deviceInMode':
      return row('hub', `${entry.serial}: ${entry.device} in ${entry.mode} mode (${entry.outcome})`);
    case 'fault.hit':
      return row('fault', `${entry.kind} fault hit (${entry.id})`);
    case 'fault.added':
      return row('fault', `fault added (${entry.id}): ${brief(entry.fault)}`);
    case 'fault.removed':
      return row('fault', `fault removed (${entry.id})`);
    case 'step.fired':
      return row('step', `${entry.step} fired (${entry.source}) ${brief(entry.params)}`);
    case 'step.failed':
      return row('step', `${entry.step} failed (${entry.source}): ${entry.error}`);
    case 'scenario.started':
      return row('simulator', `scenario ${entry.name} started`);
    case 'clock.changed':
      return row('simulator', entry.paused ? `clock paused (speed ${entry.speed}×)` : `clock runs at ${entry.speed}×`);
    case 'exercise.objectiveMet':
      return row('simulator', `objective met: ${entry.text}`);
    case 'exercise.hintShown':
      return row('simulator', `hint ${entry.index + 1} shown`);
    case 'exercise.finished':
      return row('simulator', `exercise finished: ${entry.met} of ${entry.total} objectives`);
    case 'doorCodes.progress':
      return row('hub', `${entry.deviceUid}: door codes ${entry.status}, sent ${entry.sent_percent} %, verified ${entry.verified_percent} %`);
    case 'sessions.expired':
      return row('simulator', `${entry.count} session(s) expired`);
    default:
      return row('simulator', (entry as { type: string }).type);
  }
}

/** How many rows the panel keeps: the trace holds more, and a page of rows is what a trainer reads. */
export const TIMELINE_LIMIT = 200;

/** Adds `entry` on top of `rows` (newest first), keeping at most `limit` rows. */
export function prependRow(rows: readonly TimelineRow[], entry: TraceEntry, limit = TIMELINE_LIMIT): readonly TimelineRow[] {
  const row = timelineRow(entry, (rows[0]?.seq ?? 0) + 1);
  return row ? [row, ...rows].slice(0, limit) : rows;
}

/** The rows for a whole trace (oldest first, as `trace()` gives it), newest first. */
export function rowsOf(entries: readonly TraceEntry[], limit = TIMELINE_LIMIT): readonly TimelineRow[] {
  return entries.reduce<readonly TimelineRow[]>((rows, entry) => prependRow(rows, entry, limit), []);
}
