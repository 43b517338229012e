/**
 * The flight recorder's memory (issue 26): the recent past, bounded in entries, bytes and age,
 * oldest dropped first. A poll's answer that repeats the previous answer of the same call and path
 * shares its text and costs no bytes, so a day of hub-status polls does not push the installer's
 * own steps out (decision 0293). Adding is a push and a few additions: it runs on every call.
 */
import type { FlightEvent } from '../lib/flightTap';

export type FlightEntry = FlightEvent & { at: number };

export interface FlightLimits {
  maxEntries: number;
  /** Characters of text held, about its size once serialized. */
  maxBytes: number;
  maxAgeMs: number;
}

export const flightLimits: FlightLimits = { maxEntries: 5000, maxBytes: 512 * 1024, maxAgeMs: 15 * 60_000 };

/** An entry's braces and time once serialized; each field adds its name, quotes and value. */
const ENTRY_OVERHEAD = 24;
const FIELD_OVERHEAD = 4;
/** A number or flag's characters, at most. */
const SCALAR_SIZE = 13;

/** A serialized entry whose answer is the one of an earlier entry (by its index in the same list). */
export type StoredFlightEntry = FlightEntry | (Omit<Extract<FlightEntry, { kind: 'call' }>, 'answer'> & { sameAnswerAs: number });

export interface FlightLog {
  add(entry: FlightEntry): void;
  /** The entries within the age bound at `now`, oldest first. */
  entries(now: number): FlightEntry[];
  bytes(): number;
  clear(): void;
  /** The entries with repeated answers written once, for storage and for the capture. */
  serialize(now: number): StoredFlightEntry[];
  /** Takes back what `serialize` wrote (after a reload). */
  restore(stored: readonly StoredFlightEntry[]): void;
}

function callKey(entry: Extract<FlightEntry, { kind: 'call' }>): string {
  return `${entry.call} ${entry.path}`;
}

function sizeOf(entry: FlightEntry, sharedAnswer: boolean): number {
  let size = ENTRY_OVERHEAD;
  for (const key in entry) {
    const value = entry[key as keyof FlightEntry];
    size += key.length + FIELD_OVERHEAD + (typeof value === 'string' ? (sharedAnswer && key === 'answer' ? 0 : value.length) : SCALAR_SIZE);
  }
  return size;
}

export function createFlightLog(limits: FlightLimits = flightLimits): FlightLog {
  let list: FlightEntry[] = [];
  let sizes: number[] = [];
  /** Index of the oldest entry still held; dropped entries are compacted away now and then. */
  let head = 0;
  let bytes = 0;
  const lastAnswers = new Map<string, string>();

  function dropOldest() {
    bytes -= sizes[head] ?? 0;
    head += 1;
    if (head > 1024 && head * 2 > list.length) {
      list = list.slice(head);
      sizes = sizes.slice(head);
      head = 0;
    }
  }

  function prune(now: number) {
    while (head < list.length && (list.length - head > limits.maxEntries || bytes > limits.maxBytes || (list[head]?.at ?? now) < now - limits.maxAgeMs)) dropOldest();
  }

  function add(entry: FlightEntry) {
    let shared = false;
    if (entry.kind === 'call' && entry.answer !== undefined) {
      const key = callKey(entry);
      const last = lastAnswers.get(key);
      if (last === entry.answer) {
        shared = true;
        entry = { ...entry, answer: last };
      } else lastAnswers.set(key, entry.answer);
    }
    const size = sizeOf(entry, shared);
    list.push(entry);
    sizes.push(size);
    bytes += size;
    prune(entry.at);
  }

  return {
    add,
    entries(now) {
      prune(now);
      return list.slice(head);
    },
    bytes: () => bytes,
    clear() {
      list = [];
      sizes = [];
      head = 0;
      bytes = 0;
      lastAnswers.clear();
    },
    serialize(now) {
      prune(now);
      const written = new Map<string, { text: string; index: number }>();
      return list.slice(head).map((entry, index): StoredFlightEntry => {
        if (entry.kind !== 'call' || entry.answer === undefined) return entry;
        const key = callKey(entry);
        const earlier = written.get(key);
        if (earlier?.text === entry.answer) {
          const { answer: _answer, ...rest } = entry;
          return { ...rest, sameAnswerAs: earlier.index };
        }
        written.set(key, { text: entry.answer, index });
        return entry;
      });
    },
    restore(stored) {
      const expanded: FlightEntry[] = [];
      for (const entry of stored) {
        if ('sameAnswerAs' in entry) {
          const { sameAnswerAs, ...rest } = entry;
          const earlier = expanded[sameAnswerAs];
          expanded.push({ ...rest, answer: earlier?.kind === 'call' ? earlier.answer : undefined });
        } else expanded.push(entry);
      }
      expanded.forEach(add);
    },
  };
}
