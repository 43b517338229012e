/**
 * Events at a simulator time. An event is data (id, kind, due time, JSON payload), never a
 * closure, so what is pending is state: it is saved, restored after a reload and listed to
 * trainers. Each kind's handler lives in a table (../world/eventKinds.ts).
 *
 * One timer on the simulator clock waits for the earliest event. When it fires, every event due
 * by then runs in order of due time, then of scheduling; handlers run one at a time, each after
 * the previous one's promise settles. So `clock.advance` runs events in time order among the
 * page's own timers, and `clock.jump` runs each due event once, at the jump's end.
 */
import { z } from 'zod';
import type { SimClock } from '../clock/simClock';
import { jsonValueSchema, type JsonValue } from './json';

export const scheduledEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Simulator time (ms) at which it is due. */
  at: z.number(),
  /** Scheduling order: breaks ties between events due at the same time. */
  seq: z.number().int(),
  payload: jsonValueSchema,
});
export type ScheduledEvent = z.infer<typeof scheduledEventSchema>;

export const schedulerStateSchema = z.object({
  nextSeq: z.number().int().min(0),
  events: z.array(scheduledEventSchema),
});
export type SchedulerState = z.infer<typeof schedulerStateSchema>;

export interface SchedulerOptions {
  clock: Pick<SimClock, 'now' | 'at'>;
  /** Checks a kind and its payload; throws with a readable message when either is wrong. */
  validate(kind: string, payload: unknown): void;
  /** Runs one due event. */
  execute(event: ScheduledEvent): void | Promise<void>;
}

export interface Scheduler {
  schedule(kind: string, at: number, payload: JsonValue): ScheduledEvent;
  cancel(id: string): boolean;
  /** Pending events, earliest first. */
  pending(): ScheduledEvent[];
  /** Resolves once every event that has fallen due so far has run. */
  settled(): Promise<void>;
  state(): SchedulerState;
  /** Replaces everything pending: a scenario start (empty) or a restore after a reload (events it cannot run are dropped). */
  load(state: SchedulerState): void;
  /** Told after each change, so the pending events can be saved. */
  onChange(listener: () => void): () => void;
}

const byDue = (a: ScheduledEvent, b: ScheduledEvent) => a.at - b.at || a.seq - b.seq;

export function createScheduler({ clock, validate, execute }: SchedulerOptions): Scheduler {
  let events: ScheduledEvent[] = [];
  let nextSeq = 0;
  let disarm: (() => void) | null = null;
  let armedAt = Infinity;
  let draining = false;
  let queue: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  function disarmTimer(): void {
    disarm?.();
    disarm = null;
    armedAt = Infinity;
  }

  function arm(): void {
    const first = events[0];
    if (draining || (first && first.at === armedAt)) return;
    disarmTimer();
    if (!first) return;
    armedAt = first.at;
    disarm = clock.at(first.at, () => {
      disarm = null;
      armedAt = Infinity;
      queue = queue.then(drain);
    });
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      for (let next = events[0]; next && next.at <= clock.now(); next = events[0]) {
        events.shift();
        changed();
        try {
          await execute(next);
        } catch (error) {
          console.error(`Simulator: the scheduled event "${next.kind}" (${next.id}) failed`, error);
        }
      }
    } finally {
      draining = false;
      arm();
    }
  }

  return {
    schedule(kind, at, payload) {
      validate(kind, payload);
      const event: ScheduledEvent = { id: `ev-${nextSeq}`, kind, at, seq: nextSeq, payload: structuredClone(payload) };
      nextSeq += 1;
      events.push(event);
      events.sort(byDue);
      arm();
      changed();
      return structuredClone(event);
    },
    cancel(id) {
      const before = events.length;
      events = events.filter((event) => event.id !== id);
      if (events.length === before) return false;
      arm();
      changed();
      return true;
    },
    pending: () => structuredClone(events),
    settled: () => queue,
    state: () => ({ nextSeq, events: structuredClone(events) }),
    load(state) {
      events = structuredClone(state.events).filter((event) => {
        try {
          validate(event.kind, event.payload);
          return true;
        } catch (error) {
          // A saved event this version cannot run (its kind was renamed or removed) must not lose the rest.
          console.warn(`Simulator: dropped the saved event ${event.id}`, error);
          return false;
        }
      }).sort(byDue);
      nextSeq = state.nextSeq;
      disarmTimer();
      arm();
      changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
