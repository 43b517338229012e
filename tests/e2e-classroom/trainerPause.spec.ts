import { expect, test, type APIRequestContext } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { classroom } from '../../playwright.classroom.config';
import { joinTexts } from '../../simulator/server/classroom/joinTexts';
import { traineeTexts } from '../../simulator/server/classroom/traineeTexts';
import { CLOCK_PATH } from '../../simulator/server/classroom/worldClock';
import { signIn } from '../e2e/support/fixtures';
import { assignHubAndSeeItOnline } from './support/trainees';

/**
 * Issue 36's proof: a trainee's page runs on their world's clock. The exercise's world starts
 * days before the real date, yet the hub the trainee assigns shows online; the trainer's pause
 * holds the inclusion countdown under a banner, resuming lets it go on, and a jump moves the page's time with the world's.
 */

/** A world of its own each run (a repeated run joins again in the same class). */
const traineeName = () => `Paused trainee ${test.info().repeatEachIndex + 1}.${test.info().retry}`;

async function trainer(request: APIRequestContext, call: string, ...args: unknown[]): Promise<unknown> {
  const headers = { Authorization: `Bearer ${classroom.controlToken}` };
  const control = (data: object) => request.post(`${classroom.baseURL}/__simulator/control`, { data, headers });
  const worlds = (await (await control({ call: 'worlds.list' })).json()) as { result: Array<{ id: string; name: string }> };
  const world = worlds.result.find(({ name }) => name === traineeName())?.id;
  const response = await control({ call, args, world });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: unknown }).result;
}

test("the trainer's pause holds the trainee's countdown under a banner, and the hub shows online in the exercise's world", async ({ page, request }) => {
  await page.goto('/join');
  await page.getByLabel(joinTexts.name).fill(traineeName());
  await page.getByLabel(joinTexts.code).fill(classroom.classCode);
  await page.getByRole('button', { name: joinTexts.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await assignHubAndSeeItOnline(page);
  await page.getByRole('tab', { name: texts.unitDetail.devicesTab }).click();
  await expect(page.getByRole('region', { name: texts.pairing.panelTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: texts.hub.offline })).toHaveCount(0);

  await page.getByRole('region', { name: texts.pairing.panelTitle }).getByRole('button', { name: texts.pairing.include, exact: true }).click();
  await page.getByRole('group', { name: texts.yale.question }).getByRole('button', { name: texts.yale.no, exact: true }).click();
  await page.getByRole('button', { name: texts.pairing.start }).click();
  const countdown = page.getByRole('timer', { name: texts.pairing.countdown });
  await expect(countdown).toBeVisible();

  const banner = page.getByRole('status').filter({ hasText: traineeTexts.paused });
  await trainer(request, 'clock.pause');
  await expect(banner).toBeVisible();
  const held = await countdown.textContent();
  // Two more readings of the world's clock (a second each): the countdown has not moved.
  for (let reading = 0; reading < 2; reading += 1) await page.waitForResponse((response) => new URL(response.url()).pathname === CLOCK_PATH);
  await expect(countdown).toHaveText(held!);

  await trainer(request, 'clock.resume');
  await expect(banner).toHaveCount(0);
  await expect.poll(async () => Number(await countdown.textContent())).toBeLessThan(Number(held));

  // A jump reaches the trainee's page too: paused again, its Date is the world's, an hour on.
  await trainer(request, 'clock.pause');
  const jumped = await trainer(request, 'clock.jump', 60 * 60_000);
  await expect.poll(() => page.evaluate(() => Date.now())).toBe(jumped);
});
