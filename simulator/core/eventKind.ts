/**
 * What a scheduled event kind or a step is given when it runs: the simulator and the time it was
 * due. The table of kinds is put together above everything it calls (../world/eventKinds.ts);
 * the shape lives here so the parts that define kinds need nothing from up there (decision 0279).
 */
import type { z } from 'zod';
import type { Simulator } from './simulator';

export interface EngineContext<S extends Simulator = Simulator> {
  sim: S;
  /** Simulator time (ms) at which the event was due; the clock may be later after a jump. */
  at: number;
}

export interface EventKind<P, S extends Simulator = Simulator> {
  payload: z.ZodType<P>;
  run(ctx: EngineContext<S>, payload: P): void | Promise<void>;
}

/** A kind with its payload type erased, so kinds of different payloads share one table. */
export interface AnyEventKind<S extends Simulator = Simulator> {
  parse(payload: unknown): unknown;
  run(ctx: EngineContext<S>, payload: unknown): void | Promise<void>;
}

export function eventKind<P, S extends Simulator = Simulator>(kind: EventKind<P, S>): AnyEventKind<S> {
  return {
    parse: (payload) => kind.payload.parse(payload),
    run: (ctx, payload) => kind.run(ctx, kind.payload.parse(payload)),
  };
}
