/** The clock as tests and trainers drive it; moving time waits for the scheduled events it fired. */
import type { RunningSimulator } from '../world/runningSimulator';
import type { ClockControl } from './types';

export function createClockControl(sim: RunningSimulator): ClockControl {
  const settled = async (time: number) => {
    await sim.scheduler.settled();
    await sim.timeline.settled();
    return time;
  };
  const announce = () => sim.bus.emit('clock.changed', { paused: sim.clock.paused(), speed: sim.clock.speed() });
  return {
    now: () => sim.clock.now(),
    speed: () => sim.clock.speed(),
    setSpeed(speed) {
      sim.clock.setSpeed(speed);
      announce();
    },
    paused: () => sim.clock.paused(),
    pause() {
      sim.clock.pause();
      announce();
    },
    resume() {
      sim.clock.resume();
      announce();
    },
    advance: async (ms) => settled(await sim.clock.advance(ms)),
    jump: (ms) => settled(sim.clock.jump(ms)),
    step: async (ms) => settled(await sim.clock.step(ms)),
  };
}
