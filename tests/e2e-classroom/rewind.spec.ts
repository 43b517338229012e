import { expect, test, type Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { classroom } from '../../playwright.classroom.config';
import { panelTexts } from '../../simulator/panel/texts';
import { consoleTexts } from '../../simulator/server/classroom/consoleTexts';
import { signIn } from '../e2e/support/fixtures';
import { assignHubAndSeeItOnline, control, FREE_HUB, joinAs, MAPLE_COURT, markDocument, UNIT_101, worldOf } from './support/trainees';

/**
 * Issue 39, "Rewind and fork" (decision 0435): the trainer takes a trainee's hub offline (a
 * checkpoint is taken before it), the trainee's screen shows it offline, the trainer rewinds from
 * the console and the trainee's page follows back to before the fault; a fork of the world opens
 * on "the projector" (another browser) through its one-time link, and what happens there leaves
 * the trainee's world alone.
 */

const BEFORE_OFFLINE = `before fault: hub offline at ${FREE_HUB}`;
/** A world of its own each run (a repeated run joins again in the same class). */
const traineeName = () => `Rewound trainee ${test.info().repeatEachIndex + 1}.${test.info().retry}`;

const offlineAlert = (page: Page) => page.getByRole('alert').filter({ hasText: texts.hub.offline });

test("the trainer rewinds a trainee to before the fault and the trainee's screen follows; a fork opens on the projector without touching the trainee's world", async ({ browser, request }) => {
  const name = traineeName();
  const page = await joinAs(browser, name);
  const world = await worldOf(request, name);
  await signIn(page);
  await assignHubAndSeeItOnline(page);

  const trainer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await trainer.goto(`/console#token=${classroom.controlToken}`);
  const tile = trainer.getByRole('region', { name: `Trainee ${name}` });
  await tile.getByRole('button', { name: consoleTexts.details }).click();
  await expect(tile.getByLabel(`${name}: hub`)).toHaveValue(FREE_HUB);
  await tile.getByRole('button', { name: panelTexts.inject.offline, exact: true }).click();
  await expect(tile.getByRole('status')).toHaveText('Done: hub.setOnline');

  // The trainee fails: no heartbeat for more than ten minutes of the world's time.
  await control(request, 'clock.jump', [15 * 60_000], world);
  await expect(offlineAlert(page)).toBeVisible();

  const checkpoint = tile.getByLabel(`${name}: checkpoint`);
  await expect(checkpoint.getByRole('option', { name: BEFORE_OFFLINE })).toHaveCount(1);
  const beforeOffline = await checkpoint.getByRole('option', { name: BEFORE_OFFLINE }).getAttribute('value');
  await checkpoint.selectOption(beforeOffline!);
  const reloaded = page.waitForEvent('load');
  await tile.getByRole('button', { name: consoleTexts.rewind, exact: true }).click();
  await expect(tile.getByRole('status')).toHaveText(consoleTexts.rewound.replace('{label}', BEFORE_OFFLINE));
  await reloaded;
  // By the keyboard: in two full classroom runs of three under load, the reloaded page stood scrolled with
  // the tab row under the app bar, and every pointer click landed on the bar (not understood yet; a
  // trainee would scroll up). The tab's keys are the app's own (app/ui/PlainTabs.tsx).
  await page.getByRole('tab', { name: texts.unitDetail.hubTab }).press('Enter');
  await expect(page.getByLabel(texts.hub.lastHeartbeat, { exact: true })).toHaveValue(/^\d+ minutes? ago$/);
  await expect(offlineAlert(page)).toHaveCount(0);
  expect(await control<{ online: boolean }>(request, 'hub.get', [FREE_HUB], world)).toMatchObject({ online: true });

  if (process.env.REWIND_SCREENSHOT) await trainer.screenshot({ path: process.env.REWIND_SCREENSHOT });

  // Fork the trainee's world onto the projector, from the same checkpoint.
  await tile.getByRole('button', { name: consoleTexts.fork, exact: true }).click();
  const link = tile.getByRole('status').getByRole('link');
  await expect(link).toHaveAttribute('href', /\/__classroom\/open\?ticket=/);
  const projector = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await projector.goto((await link.getAttribute('href'))!);
  await expect(projector).toHaveURL(/\/login$/);
  await signIn(projector);
  await projector.goto(`/community/${MAPLE_COURT}/unit/${UNIT_101}`);
  await projector.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
  await expect(projector.getByLabel(texts.hub.lastHeartbeat, { exact: true })).toHaveValue(/^\d+ minutes? ago$/);

  // What the trainer does to the fork stays in the fork.
  const fork = await worldOf(request, `${name} (fork)`);
  expect(fork).not.toBe(world);
  await control(request, 'hub.setOnline', [FREE_HUB, false], fork);
  await control(request, 'clock.jump', [15 * 60_000], fork);
  await expect(offlineAlert(projector)).toBeVisible();
  expect(await control<{ online: boolean }>(request, 'hub.get', [FREE_HUB], world)).toMatchObject({ online: true });
  await expect(offlineAlert(page)).toHaveCount(0);
});

test('Rewind everyone puts each trainee with the checkpoint back and their page follows; one without it is named and left alone', async ({ browser, request }) => {
  const [faulted, spared] = [`Everyone rewound ${test.info().repeatEachIndex + 1}.${test.info().retry}`, `Everyone spared ${test.info().repeatEachIndex + 1}.${test.info().retry}`];
  const faultedPage = await joinAs(browser, faulted);
  const sparedPage = await joinAs(browser, spared);
  const [faultedWorld, sparedWorld] = [await worldOf(request, faulted), await worldOf(request, spared)];
  await control(request, 'hub.setOnline', [FREE_HUB, false], faultedWorld);

  const trainer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await trainer.goto(`/console#token=${classroom.controlToken}`);
  const everyone = trainer.getByRole('region', { name: 'Everyone' });
  await expect(everyone.getByLabel('Everyone: checkpoint').getByRole('option', { name: BEFORE_OFFLINE, exact: true })).toHaveCount(1);
  await everyone.getByLabel('Everyone: checkpoint').selectOption(BEFORE_OFFLINE);
  const reloaded = faultedPage.waitForEvent('load');
  const faultedReplaced = await markDocument(faultedPage);
  const sparedReplaced = await markDocument(sparedPage);
  await everyone.getByRole('button', { name: consoleTexts.rewindEveryone }).click();
  const outcome = everyone.getByRole('status').filter({ hasText: 'Rewound' });
  await expect(outcome).toContainText(/^Rewound \d+ of \d+ trainees/);
  await expect(outcome).toContainText(spared);
  await reloaded;
  expect(await faultedReplaced()).toBe(true);
  expect(await control<{ online: boolean }>(request, 'hub.get', [FREE_HUB], faultedWorld)).toMatchObject({ online: true });
  await expect(faultedPage).toHaveURL(/\/login$/);
  expect(await sparedReplaced()).toBe(false);
  expect(await control<unknown[]>(request, 'checkpoints.used', [], sparedWorld)).toEqual([]);
});
