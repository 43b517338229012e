/**
 * The trace: everything observable that happened, in simulator time and in order (calls with
 * their answers' status, stream traffic, fired steps, injected faults). It is the bus's history,
 * so a later event kind is traced as soon as it is announced. Two runs of a scripted scenario
 * with the same actions give the same trace.
 */
import { z } from 'zod';
import type { Bus, SimEvents, SimEventType } from './bus';

export type TraceEntry = { [K in SimEventType]: { type: K; at: number } & SimEvents[K] }[SimEventType];
export type TraceEntryOf<K extends SimEventType> = Extract<TraceEntry, { type: K }>;

/** Stored entries are checked for their common fields; their payloads are the simulator's own JSON. */
export const traceEntrySchema = z.looseObject({ type: z.string(), at: z.number() }).transform((entry) => entry as unknown as TraceEntry);

/** Polling screens add a call every few seconds; keep the recent past, not the whole day. */
export const TRACE_LIMIT = 2_000;

export type TraceListener = (entry: TraceEntry) => void;

export interface Trace {
  entries(): TraceEntry[];
  ofType<K extends SimEventType>(type: K): TraceEntryOf<K>[];
  subscribe(listener: TraceListener): () => void;
  clear(): void;
  replace(entries: readonly TraceEntry[]): void;
  /** Told after each change, so the trace can be saved. */
  onChange(listener: () => void): () => void;
}

/**
 * Where `entry` joins the trace. Calls the app sends at one simulated moment (a screen's queries,
 * polls that fall due together) travel side by side, and which the simulator answers first is the
 * browser's doing, not the scenario's. So a call joins the calls answered while it was on its way
 * (`sideBySide` of them, the last ones of the trace, at its moment) in a fixed order, by content;
 * a call sent after another's answer (a retry, the next step) and every other entry go last. Two
 * runs of the same steps record the same trace (decision 0394).
 */
export function placeInTrace(entries: readonly TraceEntry[], entry: TraceEntry, sideBySide: number): number {
  let index = entries.length;
  if (entry.type !== 'call') return index;
  const key = JSON.stringify(entry);
  const earliest = entries.length - sideBySide;
  for (let before = entries[index - 1]; index > earliest && before?.type === 'call' && before.at === entry.at && JSON.stringify(before) > key; before = entries[index - 1]) {
    index -= 1;
  }
  return index;
}

export function createTrace(bus: Bus, limit = TRACE_LIMIT): Trace {
  let entries: TraceEntry[] = [];
  const subscribers = new Set<TraceListener>();
  const changeListeners = new Set<() => void>();
  const changed = () => changeListeners.forEach((listener) => listener());

  bus.onAny((type, payload, at, { sideBySide = 0 }) => {
    const entry = { type, at, ...payload } as TraceEntry;
    entries.splice(placeInTrace(entries, entry, sideBySide), 0, entry);
    if (entries.length > limit) entries = entries.slice(-limit);
    changed();
    subscribers.forEach((listener) => {
      try {
        listener(structuredClone(entry));
      } catch (error) {
        console.error('Simulator: a trace subscriber failed', error);
      }
    });
  });

  return {
    entries: () => structuredClone(entries),
    ofType: <K extends SimEventType>(type: K) => structuredClone(entries.filter((entry): entry is TraceEntryOf<K> => entry.type === type)),
    subscribe(listener) {
      subscribers.add(listener);
      return () => void subscribers.delete(listener);
    },
    clear() {
      entries = [];
      changed();
    },
    replace(next) {
      entries = next.slice(-limit);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
  };
}
