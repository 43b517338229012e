import type { Page } from '@playwright/test';
import { expect, test, type Sim } from './support/fixtures';
import { hubPowerQuestions, openUnit, pickFromUnitMenu, startHubPowerFromMenu } from './support/unit';
import { texts } from '../../app/domain/texts';

const HUB = 'HB2-1000104';
const t = texts.hubPower;
/** Spec 02 §9: the hub update failure limit. */
const UPDATE_FAILURE_LIMIT = 5;

const screen = (page: Page, title: string) => page.getByRole('region', { name: title });
const tabs = (page: Page) => page.getByRole('tab', { name: texts.unitDetail.devicesTab });
const storedMarkers = (page: Page, key: string) =>
  page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>, `installer:${key}`);

async function percentOf(page: Page, title: string): Promise<number> {
  const text = (await screen(page, title).getByRole('status').textContent()) ?? '';
  const match = /(\d+)%/.exec(text);
  if (!match) throw new Error(`No percentage in '${text}'`);
  return Number(match[1]);
}

/**
 * Advances the clock step by step until the page reloads (at most `steps` steps), then waits for
 * the simulator of the new page. After each step it waits until the `poll` that fell due has been
 * answered, so the screen sees each answer before the next step; without a poll (restart) the
 * screen's own timer decides. A step may be cut short by the reload, which destroys its context.
 */
async function advanceUntilReload(page: Page, sim: Sim, { steps, stepMs, poll }: { steps: number; stepMs: number; poll?: string }): Promise<void> {
  let reloadedYet = false;
  const reloaded = page.waitForEvent('load').then(() => {
    reloadedYet = true;
  });
  const answered = async () => (poll ? (await sim.calls()).filter((call) => call.name === poll).length : 0);
  for (let i = 0; i < steps && !reloadedYet; i += 1) {
    const before = await answered().catch(() => 0);
    await sim.advanceClock(stepMs).catch(() => undefined);
    if (!poll) continue;
    const pollAnswered = expect
      .poll(() => answered().catch(() => Number.POSITIVE_INFINITY), { message: `a ${poll} answer after the step` })
      .toBeGreaterThan(before);
    await Promise.race([reloaded, pollAnswered]);
  }
  await reloaded;
  await page.waitForFunction(() => window.__simulator !== undefined);
}

/** Simulator time of the latest unit load: when the page last (re)loaded. */
async function lastLoadAt(sim: Sim): Promise<number> {
  const loads = (await sim.calls()).filter((call) => call.name === 'units.get');
  return loads[loads.length - 1]?.at ?? Number.NaN;
}

/** Starts a reboot or restart from the menu, confirmed, and waits for the reload into its progress screen. */
async function startFromMenu(page: Page, kind: 'reboot' | 'restart'): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await startHubPowerFromMenu(page, kind);
  await reloaded;
  await page.waitForFunction(() => window.__simulator !== undefined);
}

const questions: Array<[kind: 'reboot' | 'restart', call: string, text: string]> = [
  ['reboot', 'hubs.reboot', t.rebootConfirmText(4)],
  ['restart', 'hubs.restart', t.restartConfirmText(30)],
];
for (const [kind, call, text] of questions) {
  test(`${kind} asks first, saying how long the hub is offline; Cancel sends nothing`, async ({ page, sim }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await openUnit(sim, 1004);
    await expect(tabs(page)).toBeVisible();
    const { item, title } = hubPowerQuestions[kind];
    await pickFromUnitMenu(page, item);
    const question = page.getByRole('dialog', { name: title });
    await expect(question).toHaveAccessibleDescription(text);
    await question.getByRole('button', { name: t.cancel }).click();
    await expect(question).toBeHidden();
    await expect(tabs(page)).toBeVisible();
    expect((await sim.calls()).filter((entry) => entry.name === call)).toEqual([]);
  });
}

test('reboot: the hub goes down, the bar rises 1% per 2.4 s and jumps to 100 when the hub has booted, then the page reloads', async ({ page, sim }) => {
  await openUnit(sim, 1004);
  await expect(tabs(page)).toBeVisible();
  const bootBefore = await sim.control((s, serial) => s.hub.get(serial), HUB).then((hub) => hub.boot_time);
  await startFromMenu(page, 'reboot');

  await expect(screen(page, t.rebootTitle)).toContainText(t.doNotUnplug);
  expect((await sim.calls()).filter((call) => call.name === 'hubs.reboot').map((call) => call.status)).toEqual([200]);
  const marker = (await storedMarkers(page, 'rebootMarkers'))[HUB] as number;
  expect(typeof marker).toBe('number');

  let previous = await percentOf(page, t.rebootTitle);
  expect(previous).toBeLessThan(5);
  const updatePolls = async () => (await sim.calls()).filter((call) => call.name === 'hubs.updateStatus').length;
  const updatePollsBefore = await updatePolls();
  for (let step = 1; step <= 3; step += 1) {
    await sim.advanceClock(60_000);
    await expect.poll(() => percentOf(page, t.rebootTitle)).toBeGreaterThanOrEqual(previous + 24);
    previous = await percentOf(page, t.rebootTitle);
    expect(previous).toBeLessThan(100);
  }
  // The reboot screen cannot show an update (the hub is down): 180 s without update polls, but the
  // screen's load call, which may have landed after the count above.
  expect(await updatePolls()).toBeLessThanOrEqual(updatePollsBefore + 1);

  // The simulated hub boots 210 s after the reboot call; the next status poll sees it, before 240 s.
  await advanceUntilReload(page, sim, { steps: 6, stepMs: 10_000, poll: 'hubs.status' });
  expect((await lastLoadAt(sim)) - marker).toBeLessThan(240_000);
  await expect(tabs(page)).toBeVisible();
  expect(await storedMarkers(page, 'rebootMarkers')).toEqual({});
  const bootAfter = await sim.control((s, serial) => s.hub.get(serial), HUB).then((hub) => hub.boot_time);
  expect(Date.parse(String(bootAfter))).toBeGreaterThan(Date.parse(String(bootBefore)));
  expect(Date.parse(String(bootAfter))).toBeGreaterThan(marker);
});

test('restart: the bar follows elapsed time over 30 s, then the page reloads to the unit', async ({ page, sim }) => {
  await openUnit(sim, 1004);
  await expect(tabs(page)).toBeVisible();
  await startFromMenu(page, 'restart');

  await expect(screen(page, t.restartTitle)).toContainText(t.doNotUnplug);
  expect((await sim.calls()).filter((call) => call.name === 'hubs.restart').map((call) => call.status)).toEqual([200]);
  await sim.advanceClock(15_000);
  await expect.poll(() => percentOf(page, t.restartTitle)).toBeGreaterThanOrEqual(50);
  expect(await percentOf(page, t.restartTitle)).toBeLessThan(100);

  await advanceUntilReload(page, sim, { steps: 4, stepMs: 5_000 });
  await expect(tabs(page)).toBeVisible();
  expect(await storedMarkers(page, 'restartMarkers')).toEqual({});
});

test('update: processes download, then start; the screen polls every 5 s and reloads when no update is pending', async ({ page, sim }) => {
  await openUnit(sim, 1004, 'hub-update-in-progress');
  const update = screen(page, t.updateTitle);
  await expect(update).toContainText(t.doNotUnplug);
  await expect(update.getByRole('status')).toHaveText(/^0 of 3 processes updated \(\d+%\)$/);
  await expect(tabs(page)).toHaveCount(0);

  const polls = async () => (await sim.calls()).filter((call) => call.name === 'hubs.updateStatus').length;
  const before = await polls();
  await sim.advanceClock(5_000);
  await expect.poll(polls).toBe(before + 1);

  await sim.advanceClock(45_000);
  await expect(update.getByRole('status')).toHaveText(/^1 of 3 processes updated \(\d+%\)$/);
  await sim.advanceClock(60_000);
  await expect(update.getByRole('status')).toHaveText(/^[01] of 3 processes running$/);

  await advanceUntilReload(page, sim, { steps: 10, stepMs: 5_000, poll: 'hubs.updateStatus' });
  await expect(tabs(page)).toBeVisible();
  await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
  const commit = await sim.control((s, serial) => s.hub.get(serial), HUB).then((hub) => hub.balena_commit_hash);
  expect(commit).not.toBe('3f9c2e1b7a4d8c0e5f6a1b2c3d4e5f60718293a4');
  await expect(page.getByLabel(texts.hub.commit, { exact: true })).toHaveValue(String(commit));
});

test('update status failing: the screen says the hub is not answering, keeps the last progress, and reloads after 5 failed polls', async ({ page, sim }) => {
  await openUnit(sim, 1004, 'update-status-failing');
  const update = screen(page, t.updateTitle);
  await expect(update).toBeVisible();
  await expect(update.getByRole('status')).toHaveText(/^0 of 3 processes updated \(\d+%\)$/);
  const caption = await update.getByRole('status').textContent();
  const bar = await update.getByRole('progressbar').getAttribute('aria-valuenow');
  const notAnswering = update.getByRole('alert').filter({ hasNotText: t.doNotUnplug });
  await expect(notAnswering).toHaveCount(0);
  const failures = async () => (await sim.calls()).filter((call) => call.name === 'hubs.updateStatus' && call.status === 500).length;
  for (let step = 1; step <= 4; step += 1) {
    await sim.advanceClock(5_000);
    await expect.poll(failures).toBe(step);
    await expect(notAnswering).toHaveText(t.notAnswering(step, UPDATE_FAILURE_LIMIT));
    await expect(update.getByRole('status')).toHaveText(caption ?? '');
    await expect(update.getByRole('progressbar')).toHaveAttribute('aria-valuenow', bar ?? '');
  }
  await advanceUntilReload(page, sim, { steps: 1, stepMs: 5_000, poll: 'hubs.updateStatus' });
  expect(await failures()).toBeGreaterThanOrEqual(UPDATE_FAILURE_LIMIT);
  // The status still fails after the reload, so the unit screen shows its tabs.
  await expect(tabs(page)).toBeVisible();
});

test('update: the bar never goes back, from the downloads through the processes starting', async ({ page, sim }) => {
  await openUnit(sim, 1004, 'hub-update-in-progress');
  const update = screen(page, t.updateTitle);
  await expect(update.getByRole('status')).toHaveText(/^0 of 3 processes updated \(\d+%\)$/);
  // Every value the bar takes, recorded in the page, so none shown between two looks is missed.
  await update.getByRole('progressbar').evaluate((bar) => {
    const values = [Number(bar.getAttribute('aria-valuenow'))];
    (window as unknown as { barValues: number[] }).barValues = values;
    new MutationObserver(() => values.push(Number(bar.getAttribute('aria-valuenow')))).observe(bar, { attributeFilter: ['aria-valuenow'] });
  });
  const polls = async () => (await sim.calls()).filter((call) => call.name === 'hubs.updateStatus').length;
  const running = /^\d of 3 processes running$/;
  for (let step = 0; step < 40 && !running.test((await update.getByRole('status').textContent()) ?? ''); step += 1) {
    const before = await polls();
    await sim.advanceClock(5_000);
    await expect.poll(polls).toBeGreaterThan(before);
  }
  await expect(update.getByRole('status')).toHaveText(running);
  await expect(update.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const values = await page.evaluate(() => (window as unknown as { barValues: number[] }).barValues);
  expect(values.length).toBeGreaterThan(2);
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test('markers at load: a fresh restart marker shows the restart screen; stale, unreadable and foreign markers are removed', async ({ page, sim }) => {
  await openUnit(sim, 1004);
  await expect(tabs(page)).toBeVisible();
  await page.evaluate((serial) => {
    const now = Date.now();
    localStorage.setItem('installer:restartMarkers', JSON.stringify({ [serial]: now - 10_000 }));
    localStorage.setItem('installer:rebootMarkers', JSON.stringify({ [serial]: now - 300_000 }));
    localStorage.setItem('installer:unitTodo', JSON.stringify({ addressId: 1003, locksPaired: [], locksToPair: [] }));
  }, HUB);
  await page.reload();
  await expect(screen(page, texts.hubPower.restartTitle)).toBeVisible();
  expect(await percentOf(page, t.restartTitle)).toBeGreaterThanOrEqual(33);
  expect(await storedMarkers(page, 'rebootMarkers')).toEqual({});
  expect(await page.evaluate(() => localStorage.getItem('installer:unitTodo'))).toBeNull();

  await page.evaluate((serial) => localStorage.setItem('installer:restartMarkers', JSON.stringify({ [serial]: 'yesterday' })), HUB);
  await page.reload();
  await expect(tabs(page)).toBeVisible();
  expect(await storedMarkers(page, 'restartMarkers')).toEqual({});
});
