import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { texts } from '../../../app/domain/texts';
import { classroom } from '../../../playwright.classroom.config';
import { joinTexts } from '../../../simulator/server/classroom/joinTexts';
import { signIn } from '../../e2e/support/fixtures';

/** What the classroom specs share: a trainee joining on a phone, the trainer's control calls, the exercise's first step. */

export const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
export const UNIT_101 = 1001;
export const FREE_HUB = 'HB2-1000901';

/** A control call with the console's token, on world `world` (the default world without one). */
export async function control<R>(request: APIRequestContext, call: string, args: unknown[] = [], world?: string): Promise<R> {
  const response = await request.post(`${classroom.baseURL}/__simulator/control`, { data: { call, args, world }, headers: { Authorization: `Bearer ${classroom.controlToken}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: R }).result;
}

export const worldOf = async (request: APIRequestContext, name: string) => (await control<Array<{ id: string; name: string }>>(request, 'worlds.list')).find((world) => world.name === name)!.id;

/** A trainee joins in a phone-sized browser of their own and lands on the app's sign-in page. */
export async function joinAs(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await page.goto('/join');
  await page.getByLabel(joinTexts.name).fill(name);
  await page.getByLabel(joinTexts.code).fill(classroom.classCode);
  await page.getByRole('button', { name: joinTexts.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The URL turns to /login when the redirect commits; the document's load event can come later
  // (the page still loads the classroom's scripts), and a spec listening for a reload would count it.
  await page.waitForLoadState('load');
  return page;
}

/**
 * Marks the page's document and answers a check that is true once another document replaced it
 * (a reload). Unlike counting load events, a late load event of the marked document cannot pass
 * for a reload.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { classroomTestMark: true }));
  return () => page.evaluate(() => !('classroomTestMark' in window));
}

/**
 * The signed-in trainee assigns the free hub to unit 101 and sees it online on the hub tab. The
 * world's clock is days behind the real date: on the page's own clock the fresh hub's heartbeat
 * would be days old.
 */
export async function assignHubAndSeeItOnline(page: Page): Promise<void> {
  await page.goto(`/community/${MAPLE_COURT}/unit/${UNIT_101}`);
  await page.getByLabel(texts.hub.serial).fill(FREE_HUB);
  await page.getByRole('button', { name: texts.assignHub.continue }).click();
  await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
  await expect(page.getByLabel(texts.hub.lastHeartbeat, { exact: true })).toHaveValue(/^\d+ minutes? ago$/);
}

/**
 * A trainee joins, their world starts `exercise` (the first install unless named), and they sign
 * in and assign the free hub to unit 101, which opens the pairing screen.
 */
export async function traineeAtPairing(browser: Browser, request: APIRequestContext, name: string, exercise = 'exercise-first-install'): Promise<{ page: Page; world: string }> {
  const page = await joinAs(browser, name);
  const world = await worldOf(request, name);
  await control(request, 'startScenario', [exercise], world);
  await signIn(page);
  await page.goto(`/community/${MAPLE_COURT}/unit/${UNIT_101}`);
  await page.getByLabel(texts.hub.serial).fill(FREE_HUB);
  await page.getByRole('button', { name: texts.assignHub.continue }).click();
  await expect(page.getByRole('button', { name: texts.pairing.include, exact: true })).toBeVisible();
  return { page, world };
}
