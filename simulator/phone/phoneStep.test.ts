// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { startNodeSimulator } from '../node';
import { createSimulator } from '../world/createSimulator';
import { captureRealTime } from '../clock/realTime';
import { createSimClock } from '../clock/simClock';
import { stepKinds } from '../timeline/steps';
import { FILLER_PREFIX } from './phone';

afterEach(() => localStorage.clear());

describe("the 'phone.fillStorage' step", () => {
  it("fills the page's storage where the simulator runs beside the app (jsdom here), so the app's next write is refused", async () => {
    const sim = await startNodeSimulator();
    try {
      localStorage.setItem('installer:session', '{}');
      expect(await sim.control.steps.run({ 'phone.fillStorage': {} })).toEqual({ ok: true });
      expect(Object.keys(localStorage).some((key) => key.startsWith(FILLER_PREFIX))).toBe(true);
      expect(localStorage.getItem('installer:session')).toBe('{}');
      expect(() => localStorage.setItem('installer:kept:u1:yaleMasterCode:1008', '"123456"')).toThrow();
    } finally {
      sim.close();
    }
  });

  it('fails, saying why, in a world with no phone beside it (the simulator server)', () => {
    const real = captureRealTime();
    const clock = createSimClock({ target: null, real, anchor: { simTime: real.now(), realTime: real.now(), speed: 1 } });
    const sim = createSimulator({ clock, saving: null, transport: null });
    try {
      expect(sim.phone).toBeNull();
      expect(() => stepKinds['phone.fillStorage']?.run({ sim, at: 0 }, {})).toThrow('This world has no phone beside it to fill');
    } finally {
      clock.stop();
    }
  });
});
