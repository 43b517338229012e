/**
 * The expect runner's own failure messages (tests/e2e/support/expectRunner.ts): what a scenario
 * author reads when an entry is not met must point at the entry's real mistake.
 */
import type { ExpectEntry } from '../../simulator/scenario/expectSchema';
import { expect, test } from './support/fixtures';
import { createExpectRunner } from './support/expectRunner';

const UNIT_104 = '/community/cmty-7d2f9a0e-maple-court/unit/1004';

test.describe('expect runner: a click with "in" that finds nothing', () => {
  // Each waits the runner's 5 minutes of simulator time, moved 5 s at a time.
  test.setTimeout(90_000);

  test.beforeEach(async ({ sim }) => {
    await sim.open('/login', { scenario: 'door-code-sync-lock-offline' });
    await sim.control((s) => s.clock.pause());
  });

  test('names the scope that is not on screen, the scopes that are, and that the button is there outside them', async ({ page, sim }) => {
    const entries: ExpectEntry[] = [{ open: UNIT_104 }, { click: 'Include', in: 'Add or Remove Z-Wave Devices' }];
    const [, click] = await createExpectRunner(page, sim).run(entries);
    expect(click?.outcome).toBe('failed');
    expect(click?.detail).toContain('no region, dialog or group named "Add or Remove Z-Wave Devices" on screen');
    expect(click?.detail).toContain('"Add or Remove Z-Wave Device"');
    expect(click?.detail).toContain('"Include" is on screen outside them: leave "in" out');
  });

  test('says only that the button is missing when the scope is there', async ({ page, sim }) => {
    const entries: ExpectEntry[] = [{ open: UNIT_104 }, { click: 'Pair', in: 'Add or Remove Z-Wave Device' }];
    const [, click] = await createExpectRunner(page, sim).run(entries);
    expect(click?.outcome).toBe('failed');
    expect(click?.detail).toMatch(/^not found after 5 min of simulator time; the screen shows: /);
  });
});
