import { expect, test, type APIRequestContext } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { classroom } from '../../playwright.classroom.config';
import { consoleTexts } from '../../simulator/server/classroom/consoleTexts';
import { traineeTexts } from '../../simulator/server/classroom/traineeTexts';
import { demoInstaller, signIn } from '../e2e/support/fixtures';
import { MAPLE_COURT, traineeAtPairing, UNIT_101 } from './support/trainees';

/**
 * Issue 39, "The debrief": a trainee's run is recorded in their page and replayed in the console
 * beside their world's events, with scrubbing, speeds and seeking by event; what they typed at
 * sign-in is nowhere in the recording (decision 0440); a moment of it opens as a fork (decision 0435).
 */

const NAME = 'Debrief trainee';
/** Where the debrief's screenshots go, for a person to look at (outside the repository). */
const SHOTS = process.env.DEBRIEF_SHOTS_DIR;

async function recordingText(request: APIRequestContext, world: string): Promise<string> {
  const response = await request.post(`${classroom.baseURL}/__classroom/debrief`, { data: { id: world }, headers: { Authorization: `Bearer ${classroom.controlToken}` } });
  expect(response.status()).toBe(200);
  return JSON.stringify(((await response.json()) as { events: unknown[] }).events);
}

test('the trainer replays what a trainee saw and pressed, scrubs it and seeks by the world’s events; the password typed at sign-in is not in the recording', async ({ browser, request }) => {
  const { world } = await traineeAtPairing(browser, request, NAME);

  // The page sends its batches every 2 s of real time: the pairing screen arrives.
  await expect.poll(() => recordingText(request, world), { timeout: 20_000 }).toContain(texts.pairing.include);
  const recorded = await recordingText(request, world);
  expect(recorded).toContain(texts.signIn.submit);
  // The classroom's own restart note names the demo password: what was typed is what must not be there.
  const typed = recorded.replaceAll(JSON.stringify(traineeTexts.restarted).slice(1, -1), '');
  expect(typed.indexOf(demoInstaller.password), typed.slice(typed.indexOf(demoInstaller.password) - 300, typed.indexOf(demoInstaller.password) + 50)).toBe(-1);
  expect(recorded).toContain(`"value":"${'*'.repeat(demoInstaller.password.length)}"`);

  const trainer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await trainer.goto(`/console#token=${classroom.controlToken}`);
  const tile = trainer.getByRole('region', { name: `Trainee ${NAME}` });
  const [debrief] = await Promise.all([trainer.context().waitForEvent('page'), tile.getByRole('link', { name: consoleTexts.debrief }).click()]);
  await expect(debrief.getByRole('heading', { name: `Debrief: ${NAME}` })).toBeVisible();

  // At its start the replay shows the sign-in screen, with the password field masked.
  const screen = debrief.frameLocator('.replayer-wrapper iframe');
  await expect(screen.getByRole('button', { name: texts.signIn.submit, exact: true })).toBeAttached();
  await expect(screen.getByRole('button', { name: texts.pairing.include, exact: true })).toHaveCount(0);
  const scrubber = debrief.getByRole('slider', { name: 'Replay position' });
  const events = debrief.getByRole('list', { name: `Events of ${NAME}` });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  if (SHOTS) await debrief.screenshot({ path: `${SHOTS}/debrief-start.png` });

  // Scrubbed to the end: the pairing screen the trainee reached, and the events it passed lit.
  const end = Number(await scrubber.getAttribute('max'));
  expect(end).toBeGreaterThan(0);
  await scrubber.fill(String(end));
  await expect(screen.getByRole('button', { name: texts.pairing.include, exact: true })).toBeAttached();
  await expect(events.locator('li.current')).toHaveCount(1);
  if (SHOTS) await debrief.screenshot({ path: `${SHOTS}/debrief-end.png` });

  // That moment opens as a fork of the trainee's world, beside the trainees in the console.
  await debrief.getByRole('button', { name: 'Open as fork' }).click();
  const forked = debrief.getByRole('status').filter({ hasText: 'Forked at simulator' });
  await expect(forked).toContainText(`“${NAME} (fork)”`);
  await expect(trainer.getByRole('region', { name: `Trainee ${NAME} (fork)` })).toBeVisible();
  // Its one-time link lands the trainer in the app, on the fork: the hub the trainee had assigned is there.
  const link = forked.getByRole('link', { name: 'Open the fork in the app' });
  await expect(link).toHaveAttribute('href', /\/__classroom\/open\?ticket=/);
  const [app] = await Promise.all([debrief.context().waitForEvent('page'), link.click()]);
  await expect(app).toHaveURL(/\/login$/);
  await signIn(app);
  await app.goto(`/community/${MAPLE_COURT}/unit/${UNIT_101}`);
  await expect(app.getByRole('button', { name: texts.pairing.include, exact: true })).toBeVisible();

  // An event seeks the replay to its moment; speeds and play run it from there.
  await events.getByRole('listitem').first().click();
  await expect.poll(async () => Number(await scrubber.inputValue())).toBeLessThan(end);
  await debrief.getByRole('button', { name: '8×' }).click();
  await expect(debrief.getByRole('button', { name: '8×' })).toHaveAttribute('aria-pressed', 'true');
  const before = Number(await scrubber.inputValue());
  await debrief.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => Number(await scrubber.inputValue())).toBeGreaterThan(before);
  if (SHOTS) await debrief.screenshot({ path: `${SHOTS}/debrief-playing.png` });
});
