// The trainer's director panel (issue 15, first slice): beside or below the app, never over it;
// the scenario, the clock and the timeline, each checked through the control API.
import type { Locator, Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { JUMPS, SPEEDS, speedLabel } from '../../simulator/panel/clockChoices';
import { panelTexts } from '../../simulator/panel/texts';
import { checkAccessibility } from './support/axe';
import { expect, test, type Sim } from './support/fixtures';
import { HUB, manualPairing, openSetupPage } from './support/pairing';

const PANEL_CONTEXT = '.sim-panel';

// Each test is a whole journey (several screens, a scenario start and a reload).
test.describe.configure({ timeout: 60_000 });

async function openPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('complementary', { name: panelTexts.region });
  const toggle = panel.getByRole('button', { name: panelTexts.toggle, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('heading', { name: panelTexts.heading })).toBeVisible();
  return panel;
}

/** The panel's box and the app's column share no pixel. */
async function expectApart(page: Page, panel: Locator) {
  const column = await page.getByRole('main').boundingBox();
  const box = await panel.boundingBox();
  if (!column || !box) throw new Error('the column or the panel has no box');
  const apart =
    box.x >= column.x + column.width || box.x + box.width <= column.x || box.y >= column.y + column.height || box.y + box.height <= column.y;
  expect(apart, `panel ${JSON.stringify(box)} overlaps the column ${JSON.stringify(column)}`).toBe(true);
  return { column, box };
}

/** The shown simulator time, as its machine-readable attribute (whole seconds, time-zone free). */
const shownTime = (panel: Locator) => panel.getByTestId('sim-panel-time');
const secondOf = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
const simNow = (sim: Sim) => sim.control((s) => s.clock.now());

test('at 1280 px the panel stands beside the column; its clock moves the app, its timeline lists the app’s calls', async ({ page, sim }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  const countdown = page.getByRole('timer', { name: texts.pairing.countdown });
  await expect(countdown).toHaveText('90');

  const panel = await openPanel(page);
  const { column, box } = await expectApart(page, panel);
  expect(box.x).toBeGreaterThanOrEqual(column.x + column.width);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);

  const scenario = manualPairing();
  await expect(panel.getByTestId('sim-panel-scenario')).toHaveText(scenario.name);
  await expect(panel.getByText(scenario.description)).toBeVisible();
  // The demo build's list is fixed: it says so, and how to run a newer file.
  const built = await sim.control((s) => s.scenarios().length);
  await expect(panel.getByText(panelTexts.scenario.fixedFiles(built))).toBeVisible();

  // The scenario starts paused: the panel says so and shows the standing time.
  await expect(panel.getByText(panelTexts.clock.paused, { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: panelTexts.clock.pause })).toBeDisabled();
  const start = await simNow(sim);
  await expect(shownTime(panel)).toHaveAttribute('datetime', secondOf(start));

  const speeds = panel.getByRole('group', { name: panelTexts.clock.speed });
  for (const speed of SPEEDS) {
    await speeds.getByRole('button', { name: speedLabel(speed), exact: true }).click();
    await expect(speeds.getByRole('button', { name: speedLabel(speed), exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await sim.control((s) => ({ speed: s.clock.speed(), paused: s.clock.paused() }))).toEqual({ speed, paused: true });
  }
  await expect(speeds.getByRole('button', { name: speedLabel(SPEEDS[0]), exact: true })).toHaveAttribute('aria-pressed', 'false');

  const jumps = panel.getByRole('group', { name: panelTexts.clock.jump });
  const [thirtySeconds, fiveMinutes] = JUMPS;
  await jumps.getByRole('button', { name: thirtySeconds.label }).click();
  await expect(countdown).toHaveText('60');
  expect(await simNow(sim)).toBe(start + thirtySeconds.ms);
  await expect(shownTime(panel)).toHaveAttribute('datetime', secondOf(start + thirtySeconds.ms));

  // Resumed at 1× the countdown and the shown time run; paused, a jump moves both by exactly its length.
  await speeds.getByRole('button', { name: '1×', exact: true }).click();
  await panel.getByRole('button', { name: panelTexts.clock.resume }).click();
  await expect(panel.getByText(panelTexts.clock.running('1×'))).toBeVisible();
  expect(await sim.control((s) => s.clock.paused())).toBe(false);
  await expect(countdown).not.toHaveText('60');
  await expect(shownTime(panel)).not.toHaveAttribute('datetime', secondOf(start + thirtySeconds.ms));
  await panel.getByRole('button', { name: panelTexts.clock.pause }).click();
  await expect(panel.getByText(panelTexts.clock.paused, { exact: true })).toBeVisible();
  expect(await sim.control((s) => s.clock.paused())).toBe(true);
  const pausedAt = await simNow(sim);
  const left = Number(await countdown.textContent());
  await jumps.getByRole('button', { name: thirtySeconds.label }).click();
  await expect(countdown).toHaveText(String(left - 30));
  expect(await simNow(sim)).toBe(pausedAt + thirtySeconds.ms);
  await jumps.getByRole('button', { name: fiveMinutes.label }).click();
  await expect(shownTime(panel)).toHaveAttribute('datetime', secondOf(pausedAt + thirtySeconds.ms + fiveMinutes.ms));
  await expect(countdown).toHaveCount(0);

  // The timeline, newest first: the app's start call and the panel's own clock changes.
  const timeline = panel.getByRole('list', { name: panelTexts.timeline.heading });
  await expect(timeline.getByText('hubs.inclusion → 200').first()).toBeVisible();
  const rows = await timeline.getByRole('listitem').allTextContents();
  const newest = (text: string) => rows.findIndex((row) => row.includes(text));
  const oldest = (text: string) => rows.findLastIndex((row) => row.includes(text));
  // The start call came before the pause; the countdown ending after the 5 min jump sent abort, a newer call of the same name.
  expect(oldest('hubs.inclusion → 200')).toBeGreaterThan(newest('clock paused (speed 1×)'));
  expect(newest('clock paused (speed 1×)')).toBeGreaterThanOrEqual(0);

  // Injected now, without a reload.
  const inject = panel.getByRole('region', { name: panelTexts.inject.heading });
  const outcome = inject.getByRole('status');
  await inject.getByLabel(panelTexts.inject.hub).selectOption(HUB);
  await inject.getByRole('button', { name: panelTexts.inject.offline }).click();
  await expect(outcome).toHaveText(panelTexts.inject.wentOffline(HUB));
  expect(await sim.control((s, serial) => s.hub.get(serial).then((hub) => hub.online), HUB)).toBe(false);
  await inject.getByRole('button', { name: panelTexts.inject.online }).click();
  await expect(outcome).toHaveText(panelTexts.inject.cameOnline(HUB));
  expect(await sim.control((s, serial) => s.hub.get(serial).then((hub) => hub.online), HUB)).toBe(true);
  await inject.getByLabel(panelTexts.inject.call).selectOption('units.get');
  await inject.getByLabel(panelTexts.inject.status, { exact: true }).fill('503');
  await inject.getByRole('button', { name: panelTexts.inject.failNext }).click();
  await expect(outcome).toHaveText(panelTexts.inject.failing('units.get', 503));
  const injected = await sim.control((s) => s.faults.list().filter((fault) => fault.source === 'injected').map((fault) => fault.fault));
  expect(injected).toEqual([expect.objectContaining({ kind: 'http', call: 'units.get', status: 503, times: 1 })]);
  await inject.getByRole('button', { name: panelTexts.inject.expire }).click();
  await expect(outcome).toHaveText(/^[1-9]\d* session\(s\) expired\.$/);
  await expect(timeline.getByText(/session\(s\) expired/)).toBeVisible();

  const { ids, summary } = await checkAccessibility(page, { context: PANEL_CONTEXT });
  expect(ids, summary).toEqual([]);
});

test('at 360 px the panel opens below the app; starting another scenario from it shows that scenario’s data', async ({ page, sim }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await sim.openSignedIn('/', { scenario: 'default' });
  await expect(page.getByText('Maple Court').first()).toBeVisible();

  const panel = await openPanel(page);
  const { column, box } = await expectApart(page, panel);
  expect(box.y).toBeGreaterThanOrEqual(column.y + column.height);
  expect(box.width).toBeLessThanOrEqual(360);
  await expect(panel.getByTestId('sim-panel-scenario')).toHaveText('default');
  await expect(panel.getByRole('list', { name: panelTexts.timeline.heading }).getByText('communities.list → 200').first()).toBeVisible();

  const { ids, summary } = await checkAccessibility(page, { context: PANEL_CONTEXT });
  expect(ids, summary).toEqual([]);

  await panel.getByLabel(panelTexts.scenario.pick).selectOption('empty-portfolio');
  await panel.getByRole('button', { name: panelTexts.scenario.restart }).click();
  // The page reloads with the panel still open; every session ended with the start.
  await expect(panel.getByTestId('sim-panel-scenario')).toHaveText('empty-portfolio');
  await expect(panel.getByText('No communities at all')).toBeVisible();
  await expect(page.getByLabel(texts.signIn.email)).toBeVisible();
  expect(await sim.control((s) => s.scenario().name)).toBe('empty-portfolio');

  await sim.adoptSession();
  await sim.open('/');
  await expect(page.getByText(texts.communities.none, { exact: true })).toBeVisible();
  await expect(panel.getByRole('list', { name: panelTexts.timeline.heading }).getByText('communities.list → 200').first()).toBeVisible();
});
