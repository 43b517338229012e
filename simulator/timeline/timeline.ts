/**
 * Runs a scenario's timeline: at a scenario start, each `at` entry becomes a scheduled "step"
 * event (so it is pending state that survives a reload and `advance`/`jump` reach it); each
 * `when` entry counts the bus events its trigger listens to and runs its step at the Nth, once.
 * Steps run one at a time, from wherever they come (timeline, trigger, control API), and each is
 * announced on the bus: `step.fired`, or `step.failed` with the reason (a step never throws).
 */
import { z } from 'zod';
import type { Simulator } from '../core/simulator';
import type { SimEventType, StepSource } from '../engine/bus';
import type { JsonValue } from '../engine/json';
import { firstProblem } from '../validation/issues';
import type { TimelineEntry } from './schema';
import { stepCallSchema, stepKinds, stepOf, type StepCall } from './steps';
import { triggerKinds, triggerOf, type TriggerCall } from './triggers';

export const timelineStateSchema = z.object({
  /** Per `when` entry (by its place in the timeline): events counted, and whether its step has run. */
  triggers: z.array(z.object({ entry: z.number().int().min(0), seen: z.number().int().min(0), fired: z.boolean() })),
});
export type TimelineState = z.infer<typeof timelineStateSchema>;

export type StepResult = { ok: true } | { ok: false; error: string };

/** A step still to come: at a simulator time (scheduled), or when its trigger has counted `nth` events. */
export type PendingStep =
  | { entry: number | null; do: StepCall; at: number; event: string }
  | { entry: number; do: StepCall; when: TriggerCall; seen: number; nth: number };

export interface Timeline {
  /** Schedules the scenario's `at` entries from `startedAt` and arms its triggers from zero. */
  start(entries: readonly TimelineEntry[], startedAt: number): void;
  /** After a reload: the scheduled entries are in the scheduler already; the trigger counts come back here. */
  load(state: TimelineState): void;
  state(): TimelineState;
  /** Runs a step now (`at`: when it counts as happening); validated like a scenario's. */
  run(call: unknown, source: StepSource, entry: number | null, at: number): Promise<StepResult>;
  pending(): PendingStep[];
  /** Resolves once every step started so far has run. */
  settled(): Promise<void>;
  onChange(listener: () => void): () => void;
}

export const STEP_EVENT = 'step';

/** `entries` reads the running scenario's timeline, which the simulator owns (../world/createSimulator.ts). */
export function createTimeline(sim: Simulator, entries: () => readonly TimelineEntry[]): Timeline {
  let triggers: TimelineState['triggers'] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  async function execute(call: StepCall, source: StepSource, entry: number | null, at: number): Promise<StepResult> {
    const { name, params } = stepOf(call);
    const announced = { step: name, source, entry };
    try {
      const kind = stepKinds[name];
      if (!kind) throw new Error(`unknown step "${name}"`);
      sim.bus.emit('step.fired', { ...announced, params: (params ?? null) as JsonValue });
      await kind.run({ sim, at }, params);
      return { ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      sim.bus.emit('step.failed', { ...announced, error: message });
      return { ok: false, error: message };
    }
  }

  function run(call: unknown, source: StepSource, entry: number | null, at: number): Promise<StepResult> {
    const parsed = stepCallSchema.safeParse(call, { reportInput: true });
    if (!parsed.success) return Promise.resolve({ ok: false, error: `Invalid step: ${firstProblem(parsed.error)}` });
    const result = queue.then(() => execute(parsed.data, source, entry, at));
    queue = result;
    return result;
  }

  function heard(event: SimEventType, payload: unknown): void {
    let counted = false;
    triggers.forEach((trigger) => {
      const when = entries()[trigger.entry]?.when;
      if (trigger.fired || !when) return;
      const { name, nth, params } = triggerOf(when);
      const kind = triggerKinds[name];
      if (kind?.event !== event || !kind.matches(params, payload)) return;
      trigger.seen += 1;
      counted = true;
      if (trigger.seen < nth) return;
      trigger.fired = true;
      const entry = entries()[trigger.entry];
      if (entry?.afterMs) sim.scheduler.schedule(STEP_EVENT, sim.clock.now() + entry.afterMs, { entry: trigger.entry, do: entry.do as JsonValue });
      else if (entry) void run(entry.do, 'trigger', trigger.entry, sim.clock.now());
    });
    if (counted) changed();
  }

  new Set(Object.values(triggerKinds).map((kind) => kind.event)).forEach((event) => {
    sim.bus.on(event, (payload) => heard(event, payload));
  });

  return {
    start(timeline, startedAt) {
      timeline.forEach((entry, index) => {
        if (entry.at !== undefined) sim.scheduler.schedule(STEP_EVENT, startedAt + entry.at, { entry: index, do: entry.do as JsonValue });
      });
      triggers = timeline.flatMap((entry, index) => (entry.when ? [{ entry: index, seen: 0, fired: false }] : []));
      changed();
    },
    load(state) {
      triggers = structuredClone(state.triggers);
    },
    state: () => ({ triggers: structuredClone(triggers) }),
    run,
    pending() {
      const scheduled = sim.scheduler.pending().filter((event) => event.kind === STEP_EVENT).map((event) => {
        const { entry, do: call } = event.payload as { entry: number | null; do: StepCall };
        return { entry, do: call, at: event.at, event: event.id };
      });
      const waiting = triggers.filter((trigger) => !trigger.fired).flatMap((trigger) => {
        const entry = entries()[trigger.entry];
        return entry?.when ? [{ entry: trigger.entry, do: entry.do, when: entry.when, seen: trigger.seen, nth: triggerOf(entry.when).nth }] : [];
      });
      return [...scheduled, ...waiting];
    },
    settled: () => queue.then(() => undefined),
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
