/**
 * Where simulator time stood at a known real moment. Simulator time at any later real moment
 * follows from it, which is how the clock survives a page reload without being saved every tick.
 * A paused anchor stays at `simTime` whatever the real time.
 */
import { z } from 'zod';

export const clockAnchorSchema = z.object({
  simTime: z.number(),
  realTime: z.number(),
  speed: z.number().positive(),
  paused: z.boolean().default(false),
});
export type ClockAnchor = z.infer<typeof clockAnchorSchema>;
/** An anchor as given: running unless it says paused. */
export type ClockAnchorInput = z.input<typeof clockAnchorSchema>;

export const MAX_SPEED = 1_000;

export function simTimeAt(anchor: ClockAnchorInput, realNow: number): number {
  return anchor.paused ? anchor.simTime : anchor.simTime + (realNow - anchor.realTime) * anchor.speed;
}

export function checkSpeed(speed: number): number {
  if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_SPEED) {
    throw new RangeError(`Clock speed must be a number above 0 and at most ${MAX_SPEED}, got ${speed}`);
  }
  return speed;
}
