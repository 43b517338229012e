import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRealTime } from '../clock/realTime';
import { createSimClock } from '../clock/simClock';
import { resolveScenario } from '../scenario/catalogue';
import { smallScenario } from '../testing/scenarios';
import { createSimulator } from './createSimulator';

const steps = vi.hoisted(() => [] as string[]);
vi.mock('../seed/buildSeed', async (original) => {
  const actual = await original<typeof import('../seed/buildSeed')>();
  return {
    ...actual,
    buildSeed: (...args: Parameters<typeof actual.buildSeed>) => {
      steps.push('seed');
      return actual.buildSeed(...args);
    },
  };
});

describe("the simulator's start in the page (issue 40)", () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    steps.length = 0;
  });

  it("builds a scenario's seed, starting or restoring, in a task of its own", async () => {
    const real = captureRealTime();
    const now = real.now();
    const clock = createSimClock({ target: null, real, anchor: { simTime: now, realTime: now, speed: 1, paused: true } });
    stop = () => clock.stop();
    const sim = createSimulator({ clock, saving: null, transport: null, pause: async () => void steps.push('pause') });
    const resolved = resolveScenario(smallScenario);
    if (!resolved.ok) throw new Error(resolved.error);

    expect(await sim.start(resolved.scenario)).toEqual({ ok: true });
    expect(steps.slice(0, 2)).toEqual(['pause', 'seed']);

    steps.length = 0;
    await sim.restore({ state: sim.active(), records: [], activity: null, events: null });
    expect(steps.slice(0, 2)).toEqual(['pause', 'seed']);
  });
});
