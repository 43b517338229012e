// Where a simulated minute's real time goes (issue 36, item 4): `npm run bench:clock:profile` takes a
// Chromium CPU profile of one warm pairing minute through `clock.advance` and prints the functions
// with the most time of their own; the profile itself is kept in the test's output folder, for
// DevTools' Performance panel. Printed, never asserted.
import { writeFileSync } from 'node:fs';
import { texts } from '../../../app/domain/texts';
import { expect, test } from '../../e2e/support/fixtures';
import { openSetupPage } from '../../e2e/support/pairing';

const SIMULATED_MS = 60_000;
const SHOWN = 30;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Own time per function (name, file, line), most first. */
function ownTimes(profile: CpuProfile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const own = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
    own.set(key, (own.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...own].sort((one, other) => other[1] - one[1]);
}

test('pairing: where a warm minute of the countdown and the status polls goes', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await sim.advanceClock(SIMULATED_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const started = performance.now();
  await sim.advanceClock(SIMULATED_MS);
  const realMs = performance.now() - started;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const saved = test.info().outputPath('pairing-minute.cpuprofile');
  writeFileSync(saved, JSON.stringify(profile));
  console.log(`[profile] clock.advance(${SIMULATED_MS / 1000} s), profiled: ${Math.round(realMs)} ms real; profile in ${saved}`);
  ownTimes(profile).slice(0, SHOWN).forEach(([where, ms]) => console.log(`[profile] ${ms.toFixed(1).padStart(8)} ms  ${where}`));
});
