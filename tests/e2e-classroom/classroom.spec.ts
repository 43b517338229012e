import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page, type WebSocket } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { classroom } from '../../playwright.classroom.config';
import { consoleTexts } from '../../simulator/server/classroom/consoleTexts';
import { joinTexts } from '../../simulator/server/classroom/joinTexts';
import type { Logged } from '../../simulator/handlers/contractLog';
import { assertConforms } from '../e2e/support/contractListener';
import { signIn } from '../e2e/support/fixtures';

/**
 * Issue 28's proof: three trainees and the trainer console on one classroom server. The console
 * starts the first-install exercise for all, drops trainee 2's stream and sends trainee 3 a hint;
 * each trainee's browser sees only what their own world did; the console follows them live and
 * exports the summary.
 */

const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
const UNIT_101 = 1001;
const FREE_HUB = 'HB2-1000901';
const FIRST_OBJECTIVE = 'Unit 101 has its hub (HB2-1000901)';

interface Trainee {
  name: string;
  page: Page;
  /** Hub-stream sockets of this browser, and how many closed. */
  sockets: WebSocket[];
  closed: () => number;
}

async function control<R>(request: APIRequestContext, call: string, ...args: unknown[]): Promise<R> {
  const response = await request.post(`${classroom.baseURL}/__simulator/control`, { data: { call, args }, headers: { Authorization: `Bearer ${classroom.controlToken}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: R }).result;
}

async function joinAs(browser: Browser, name: string): Promise<Trainee> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sockets: WebSocket[] = [];
  let closed = 0;
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('close', () => void closed++);
  });
  await page.goto('/join');
  await page.getByLabel(joinTexts.name).fill(name);
  await page.getByLabel(joinTexts.code).fill(classroom.classCode);
  await page.getByRole('button', { name: joinTexts.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  return { name, page, sockets, closed: () => closed };
}

test('three trainees in worlds of their own, followed and steered from the console', async ({ browser, request }) => {
  const trainees = [await joinAs(browser, 'Trainee 1'), await joinAs(browser, 'Trainee 2'), await joinAs(browser, 'Trainee 3')];
  const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const trainer = await consoleContext.newPage();
  trainer.on('dialog', (dialog) => void dialog.accept());
  await trainer.goto(`/console#token=${classroom.controlToken}`);
  const card = (trainee: Trainee) => trainer.getByRole('region', { name: `Trainee ${trainee.name}` });
  for (const trainee of trainees) await expect(card(trainee)).toBeVisible();
  // Each trainee is a compact tile; the trainer opens the details to follow and steer them.
  for (const trainee of trainees) await card(trainee).getByRole('button', { name: consoleTexts.details }).click();

  // The console starts the exercise for everyone (before they sign in: a start ends sessions).
  const everyone = trainer.getByRole('region', { name: 'Everyone' });
  await everyone.getByLabel('Everyone: scenario').selectOption('exercise-first-install');
  await everyone.getByRole('button', { name: 'Start this scenario' }).click();
  await expect(everyone.getByRole('status')).toHaveText('Start this scenario: 3 of 3 trainees');

  // The same free hub serial, assigned by each trainee in their own world: all three succeed.
  // Flags come from each trainee's world (its scenario, keyed by the e-mail), not from the build.
  for (const { page } of trainees) {
    const flags = page.waitForResponse((response) => new URL(response.url()).pathname === '/flags/ofrep/v1/evaluate/flags');
    await signIn(page);
    const evaluated = (await (await flags).json()) as { flags: Array<{ key: string; value: unknown }> };
    expect(evaluated.flags).toContainEqual(expect.objectContaining({ key: 'yale-lock-master-codes', value: true }));
    await page.goto(`/community/${MAPLE_COURT}/unit/${UNIT_101}`);
    await page.getByLabel(texts.hub.serial).fill(FREE_HUB);
    await page.getByRole('button', { name: texts.assignHub.continue }).click();
    await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
  }
  // A trainee who reloads, or loses the network and gets it back, is in the same world: still
  // signed in, and the unit still has the hub (its Devices tab, not the Assign Hub form).
  const first = trainees[0]!.page;
  await first.context().setOffline(true);
  await first.context().setOffline(false);
  await first.reload();
  await expect(first.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
  await expect(first.getByLabel(texts.hub.serial)).toHaveCount(0);

  // The trainee's page is the product: no simulator, no panel, no answers.
  for (const { page } of trainees) {
    expect(await page.evaluate(() => '__simulator' in window)).toBe(false);
    await expect(page.getByRole('button', { name: 'Trainer' })).toHaveCount(0);
  }
  // The console follows each one live: the first objective is met in every world.
  for (const trainee of trainees) {
    await expect(card(trainee).getByRole('list', { name: `Objectives of ${trainee.name}` }).getByRole('listitem').first()).toContainText(`✓ ${FIRST_OBJECTIVE}`);
  }

  // Every trainee opens the Z-Wave panel: the hub stream is open in each world.
  for (const { page } of trainees) {
    await page.getByRole('region', { name: texts.pairing.panelTitle }).getByRole('button', { name: texts.pairing.include, exact: true }).click();
    // The world's flags include the Yale lock flow, so the app asks first.
    await page.getByRole('group', { name: texts.yale.question }).getByRole('button', { name: texts.yale.no, exact: true }).click();
    await expect(page.getByRole('button', { name: texts.pairing.start })).toBeEnabled();
  }
  for (const trainee of trainees) await expect(card(trainee)).toContainText(`Screen /community/${MAPLE_COURT}/unit/${UNIT_101}`);

  // A stream drop injected into trainee 2's world reaches trainee 2's browser only.
  const second = card(trainees[1]!);
  await second.getByLabel('Trainee 2: hub').selectOption(FREE_HUB);
  await second.getByRole('button', { name: 'Drop its stream' }).click();
  await expect(second.getByRole('status')).toHaveText('Done: stream.drop');
  await expect.poll(() => trainees[1]!.closed()).toBeGreaterThan(0);
  await expect(second.getByRole('list', { name: 'Recent events of Trainee 2' })).toContainText(`${FREE_HUB}: stream closed by the simulator (1006`);
  for (const other of [trainees[0]!, trainees[2]!]) {
    expect(other.closed()).toBe(0);
    await expect(card(other).getByRole('list', { name: `Recent events of ${other.name}` })).not.toContainText('stream closed');
  }

  // A hint to trainee 3 shows on trainee 3's screen only.
  await card(trainees[2]!).getByRole('button', { name: 'Show a hint' }).click();
  const hint = trainees[2]!.page.getByRole('status', { name: 'From your trainer' });
  await expect(hint).toContainText('Assign Hub asks for the serial');
  await expect(card(trainees[2]!)).toContainText('Hints used: 1 of 4');
  for (const other of [trainees[0]!, trainees[1]!]) {
    await expect(card(other)).toContainText('Hints used: 0 of 4');
    await expect(other.page.getByRole('status', { name: 'From your trainer' })).toHaveCount(0);
  }

  // The summary: on the page, and exported as CSV.
  const summary = trainer.getByRole('table', { name: 'Class summary' });
  await expect(summary.getByRole('row')).toHaveCount(4);
  const download = trainer.waitForEvent('download');
  await everyone.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const rows = csv.trim().split('\r\n').slice(1).map((line) => line.split(','));
  expect(rows.map((row) => [row[0], row[2], row[6]])).toEqual([
    ['Trainee 1', '1', '0'],
    ['Trainee 2', '1', '0'],
    ['Trainee 3', '1', '1'],
  ]);

  // A trainer following the class on a phone: at 360 px nothing is wider than the screen (the summary scrolls in its box).
  await trainer.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => trainer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // What every trainee's world was sent and answered held to the contract (decision 0334; the server runs with --contract-log).
  const worlds = await control<Array<{ id: string }>>(request, 'worlds.list');
  expect(worlds).toHaveLength(3);
  for (const { id } of worlds) {
    const logged = (await control<Logged[] | null>(request, 'worlds.contractLog', id)) ?? [];
    expect(logged.length, `world ${id} logged nothing: is the server started with --contract-log?`).toBeGreaterThan(0);
    await assertConforms(logged, `the classroom's world ${id}`);
  }
});
