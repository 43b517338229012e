/**
 * The Yale lock at a hub's door, for trainers (the keypad panel) and tests: read it and press its
 * keypad. Presses go through the timeline as the step `yale.press`, so they are traced like any step.
 */
import type { RunningSimulator } from '../world/runningSimulator';
import { toJson } from '../engine/json';
import { findKeypadLock } from '../yale/yaleLock';
import type { JsonRecord, YaleControl } from './types';

export function createYaleControl(sim: RunningSimulator): YaleControl {
  return {
    locks: () => sim.db.yaleLocks.findMany((q) => q.where({})).map((lock) => toJson(lock) as unknown as JsonRecord),
    lock: (serial) => toJson(findKeypadLock(sim, serial)) as unknown as JsonRecord,
    press: (keys, serial) => sim.timeline.run({ 'yale.press': serial === undefined ? { keys } : { serial, keys } }, 'control', null, sim.clock.now()),
  };
}
