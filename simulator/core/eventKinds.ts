/**
 * What each kind of scheduled event does, by name: the scheduler stores only the name and a JSON
 * payload (../engine/scheduler.ts), and looks the handler up here when the event falls due.
 * A later part of the simulator (the hub's inclusion, the door-code sync) adds its kinds here.
 */
import { z } from 'zod';
import { jsonValueSchema } from '../engine/json';
import { STEP_EVENT } from '../timeline/timeline';
import { stepCallSchema } from '../timeline/steps';
import type { Simulator } from './simulator';

export interface EngineContext {
  sim: Simulator;
  /** Simulator time (ms) at which the event was due; the clock may be later after a jump. */
  at: number;
}

export interface EventKind<P> {
  payload: z.ZodType<P>;
  run(ctx: EngineContext, payload: P): void | Promise<void>;
}

/** A kind with its payload type erased, so kinds of different payloads share one table. */
export interface AnyEventKind {
  parse(payload: unknown): unknown;
  run(ctx: EngineContext, payload: unknown): void | Promise<void>;
}

export function eventKind<P>(kind: EventKind<P>): AnyEventKind {
  return {
    parse: (payload) => kind.payload.parse(payload),
    run: (ctx, payload) => kind.run(ctx, kind.payload.parse(payload)),
  };
}

export const eventKinds: Record<string, AnyEventKind> = {
  /** A timeline step at its time (`entry`: its place in the scenario's timeline; null when scheduled otherwise). */
  [STEP_EVENT]: eventKind({
    payload: z.object({ entry: z.number().int().min(0).nullable(), do: stepCallSchema }),
    run: async ({ sim, at }, { entry, do: call }) => void (await sim.timeline.run(call, 'timeline', entry, at)),
  }),
  /** A hub-stream message held back by a delay fault reaches its connection (if it is still open). */
  'stream.deliver': eventKind({
    payload: z.object({ connection: z.string(), message: jsonValueSchema }),
    run: ({ sim }, { connection, message }) => void sim.stream.send(connection, message),
  }),
  /** A drop fault closes its connection (if it is still open). */
  'stream.drop': eventKind({
    payload: z.object({ connection: z.string() }),
    run: ({ sim }, { connection }) => void sim.stream.dropConnection(connection),
  }),
};

export function eventKindOf(name: string): AnyEventKind {
  const kind = eventKinds[name];
  if (!kind) throw new Error(`Unknown scheduled event kind "${name}". Kinds: ${Object.keys(eventKinds).join(', ') || 'none'}`);
  return kind;
}
