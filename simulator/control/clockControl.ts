/** The clock as tests and trainers drive it; moving time waits for the scheduled events it fired. */
import type { RunningSimulator } from '../world/runningSimulator';
import type { ClockControl } from './types';

/**
 * The time to move by, checked before the clock sees it: the fake timers read a negative or
 * non-numeric span in ways of their own (a throw deep inside, or "1:30" as minutes), and the
 * server answers a refused call 400 with this reason (issue 35).
 */
function span(call: string, ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new RangeError(`clock.${call} takes a number of milliseconds from 0, got ${JSON.stringify(ms) ?? String(ms)}`);
  return ms;
}

export function createClockControl(sim: RunningSimulator): ClockControl {
  const settled = async (time: number) => {
    await sim.scheduler.settled();
    await sim.timeline.settled();
    return time;
  };
  const state = () => ({ paused: sim.clock.paused(), speed: sim.clock.speed() });
  /**
   * Only a change is announced: pausing a paused clock is no event, and a trace that recorded it
   * would differ between two runs wherever the call landed among the app's first requests.
   */
  const changing = (change: () => void) => {
    const before = state();
    change();
    const after = state();
    if (after.paused !== before.paused || after.speed !== before.speed) sim.bus.emit('clock.changed', after);
  };
  return {
    now: () => sim.clock.now(),
    speed: () => sim.clock.speed(),
    setSpeed: (speed) => changing(() => sim.clock.setSpeed(speed)),
    paused: () => sim.clock.paused(),
    pause: () => changing(() => sim.clock.pause()),
    resume: () => changing(() => sim.clock.resume()),
    advance: async (ms) => settled(await sim.clock.advance(span('advance', ms))),
    jump: (ms) => settled(sim.clock.jump(span('jump', ms))),
    step: async (ms) => settled(await sim.clock.advance(span('step', ms))),
    async idle() {
      await sim.clock.idle();
      return settled(sim.clock.now());
    },
  };
}
