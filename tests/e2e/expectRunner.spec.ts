/**
 * The expect runner's own failure messages (simulator/expect/runner.ts, on a page through tests/e2e/support/expectPage.ts): what a scenario
 * author reads when an entry is not met must point at the entry's real mistake.
 */
import { readFileSync } from 'node:fs';
import { texts } from '../../app/domain/texts';
import type { ExpectEntry } from '../../simulator/scenario/expectSchema';
import { expect, test, type ScenarioObject, type Sim } from './support/fixtures';
import { formatReport } from '../../simulator/expect/report';
import { createExpectRunner } from './support/expectPage';
import { MAPLE_COURT, unitPath } from './support/unit';

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

/** A scenario file as `scenario:test FILE` reads it. */
const scenarioFile = (name: string) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as ScenarioObject;

/** Starts the file's scenario and answers its expect section as the page parsed it (durations in ms), as `scenario:test` plays it. */
async function startFile(sim: Sim, name: string): Promise<{ name: string; entries: ExpectEntry[] }> {
  await sim.open('/login', { scenario: scenarioFile(name) });
  await sim.control((s) => s.clock.pause());
  const running = await sim.control((s) => s.scenario());
  return { name: running.name, entries: (running.expect ?? []) as ExpectEntry[] };
}

test.describe('expect runner: a scenario whose actions reload the page', () => {
  test.setTimeout(90_000);

  test('plays on across the reload after Assign Hub\'s Continue, a call\'s body checked and a minute waited', async ({ page, sim, contract }) => {
    const { name, entries } = await startFile(sim, 'assignHubExpect.json');
    const reports = await createExpectRunner(page, sim, { sent: contract.logged }).run(entries);
    const report = formatReport(name, reports);
    expect(reports.map((entry) => entry.outcome), report).toEqual(['done', 'done', 'done', 'met', 'met', 'met', 'done', 'met']);
    expect(reports[6]?.detail, report).toMatch(/^60 s of simulator time passed/);
  });

  test('a call whose body differs fails, listing the bodies that were sent', async ({ page, sim, contract }) => {
    const { entries } = await startFile(sim, 'assignHubExpect.json');
    const wrongUnit: ExpectEntry = { call: 'hubs.associate', status: 200, body: { address_id: 1002 }, within: 10_000 };
    const reports = await createExpectRunner(page, sim, { sent: contract.logged }).run([...entries.slice(0, 3), wrongUnit]);
    expect(reports[3]?.outcome).toBe('failed');
    expect(reports[3]?.detail).toMatch(/^0 of 1 with that body within 10 s of simulator time; hubs\.associate sent: 200 \{.*"address_id":1001/);
  });
});

test.describe('expect runner: a press the page cannot take', () => {
  test('a disabled button fails at once, naming the control and its state, the rest not reached', async ({ page, sim }) => {
    // Well under the 120 s a scenario test has: a press on a disabled button used to wait all of it.
    test.setTimeout(30_000);
    await sim.open('/login', { scenario: 'default' });
    await sim.control((s) => s.clock.pause());
    const entries: ExpectEntry[] = [
      { open: unitPath(1003) },
      { click: texts.ring.setUp },
      { click: 'Confirm and Install', in: texts.ring.titles.create },
      { text: texts.ring.titles.installationSteps },
    ];
    const reports = await createExpectRunner(page, sim).run(entries);
    expect(reports.map((entry) => entry.outcome)).toEqual(['done', 'done', 'failed', 'not reached']);
    expect(reports[2]?.detail).toMatch(/^the button "Confirm and Install" is on screen but disabled: it cannot be pressed; the screen shows: /);
    expect(formatReport('disabled', reports)).toContain('✗  3. {"click":"Confirm and Install"');
  });

  test('an entry still under way when the test\'s real time runs out is reported failed, with the rest', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await sim.control((s) => s.clock.pause());
    const reports = await createExpectRunner(page, sim, { deadline: Date.now() }).run([{ open: unitPath(1003) }, { text: texts.ring.setUp }]);
    expect(reports).toEqual([
      { entry: { open: unitPath(1003) }, outcome: 'failed', detail: 'still under way when the test\'s real time ran out' },
      { entry: { text: texts.ring.setUp }, outcome: 'not reached', detail: '' },
    ]);
  });
});

test.describe('expect runner: wait', () => {
  for (const clock of ['advance', 'step'] as const) {
    test(`moves simulator time by the duration through the clock's ${clock}`, async ({ page, sim }) => {
      await sim.open('/login', { scenario: 'default' });
      await sim.control((s) => s.clock.pause());
      const runner = createExpectRunner(page, sim, { clock });
      const [opened] = await runner.run([{ open: unitPath(1003) }]);
      expect(opened?.outcome).toBe('done');
      const before = await sim.control((s) => s.clock.now());
      const [waited] = await runner.run([{ wait: 90_000 }]);
      expect(waited?.outcome).toBe('done');
      expect((await sim.control((s) => s.clock.now())) - before).toBe(90_000);
    });
  }
});

test.describe('expect runner: a press by place, as the flight recorder writes it (decision 0408)', () => {
  // The wrong place waits the runner's 5 minutes of simulator time, moved 5 s at a time.
  test.setTimeout(90_000);

  test.beforeEach(async ({ sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await sim.control((s) => s.clock.pause());
  });

  test("presses the last unit row's info button, then the dialog's first button", async ({ page, sim }) => {
    // The list shows the community's units as the simulator holds them; only those with notes have an info button.
    const withInfo = await sim.control((s, community) => s.db.list('units').filter((unit) => unit.communityId === community).map((unit) => unit.installerPreviewData !== null), MAPLE_COURT);
    const row = withInfo.lastIndexOf(true) + 1;
    const title = `${texts.info.unitInfo} — `;
    const runner = createExpectRunner(page, sim);
    const opened = await runner.run([{ open: `/community/${MAPLE_COURT}` }, { press: { role: 'button', row, nth: 2 } }, { text: title }]);
    expect(opened.map((entry) => entry.outcome), formatReport('by place', opened)).toEqual(['done', 'done', 'met']);
    // The dialog is that row's: its title names the unit the row shows first (the page under the dialog is hidden from roles).
    const unit = (await page.getByRole('dialog').getByRole('heading').innerText()).replace(title, '');
    await expect(page.locator(`[aria-posinset="${row}"] button`).first()).toHaveText(new RegExp(`^${unit}\\D`));

    const closed = await runner.run([{ press: { role: 'button', nth: 1 } }, { noText: title }]);
    expect(closed.map((entry) => entry.outcome), formatReport('by place', closed)).toEqual(['done', 'met']);
  });

  test('scrolls a long list to the row, as the recorder counted it (aria-posinset)', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'large-portfolio' });
    await sim.control((s) => s.clock.pause());
    const big = await sim.db((db) => {
      const units = new Map<string, unknown[]>();
      db.list('units').forEach((unit) => units.set(String(unit.communityId), [...(units.get(String(unit.communityId)) ?? []), unit.id]));
      const [uid, ids] = [...units].find(([, of]) => of.length === 2000) ?? ['', []];
      return { uid, ids };
    });
    const reports = await createExpectRunner(page, sim).run([
      { open: `/community/${big.uid}` },
      { press: { role: 'button', row: 1500, nth: 1 } },
      { route: `/community/:community/:style/${String(big.ids[1499])}` },
    ]);
    expect(reports.map((entry) => entry.outcome), formatReport('long list', reports)).toEqual(['done', 'done', 'met']);
  });

  test('a disabled control at the place fails at once, naming its place and state', async ({ page, sim }) => {
    const runner = createExpectRunner(page, sim);
    const opened = await runner.run([{ open: unitPath(1003) }, { click: texts.ring.setUp }, { text: texts.ring.titles.create }]);
    expect(opened.map((entry) => entry.outcome), formatReport('disabled', opened)).toEqual(['done', 'done', 'met']);
    const names = await page.getByRole('dialog', { name: texts.ring.titles.create }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.textContent));
    const nth = names.indexOf('Confirm and Install') + 1;
    const [pressed] = await runner.run([{ press: { role: 'button', nth, in: texts.ring.titles.create } }]);
    expect(pressed?.outcome).toBe('failed');
    expect(pressed?.detail).toMatch(new RegExp(`^the button ${nth} in "${texts.ring.titles.create}" is on screen but disabled: it cannot be pressed; the screen shows: `));
  });

  test('a place with no such control fails, saying what is there instead', async ({ page, sim }) => {
    const reports = await createExpectRunner(page, sim).run([{ open: `/community/${MAPLE_COURT}` }, { press: { role: 'button', row: 1, nth: 5 } }, { text: texts.info.unitInfo }]);
    expect(reports.map((entry) => entry.outcome)).toEqual(['done', 'failed', 'not reached']);
    expect(reports[1]?.detail).toMatch(/^the button 5 of row 1 in its list: not found after 5 min of simulator time; there is instead: row 1 of the list ".+" has 3 buttons; the screen shows: /);
    expect(formatReport('wrong place', reports)).toContain('✗  2. {"press":{"role":"button","row":1,"nth":5}}');
  });
});
