import { expect, test, type APIRequestContext } from '@playwright/test';
import { classroom } from '../../playwright.classroom.config';
import { consoleTexts } from '../../simulator/server/classroom/consoleTexts';

/**
 * Issue 39: a trainee's finished exercises are kept by class and name, and the console's trainee
 * card shows them (decision 0395). The trainee's steps go over the API; the trainer reads the card.
 */

const NAME = 'Hana History';
/** The app's `hubSerialKey` for the product the builds are named for (.env: VITE_PRODUCT_NAME=Hearth); app/config/env.ts reads import.meta.env, which Playwright lacks. */
const HUB_SERIAL_KEY = 'hearth_hub_serial';
/** An exercise of one objective: the hub HB2-1000901 at unit 101 (address 1001). */
const ONE_STEP = {
  name: 'one-step',
  extends: 'exercise-first-install',
  exercise: { objectives: [{ text: 'Unit 101 has its hub', check: { 'hub.assigned': { unit: 1001 } } }], hints: ['Assign Hub'] },
};

async function control<R>(request: APIRequestContext, world: string | undefined, call: string, ...args: unknown[]): Promise<R> {
  const response = await request.post(`${classroom.baseURL}/__simulator/control`, { data: { call, args, world }, headers: { Authorization: `Bearer ${classroom.controlToken}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: R }).result;
}

test("the console shows a trainee's history of finished exercises", async ({ browser, playwright }) => {
  const trainee = await playwright.request.newContext({ baseURL: classroom.baseURL });
  const joined = await trainee.post('/join', { form: { name: NAME, code: classroom.classCode }, maxRedirects: 0 });
  expect(joined.status()).toBe(303);
  const worlds = await control<Array<{ id: string; name: string }>>(trainee, undefined, 'worlds.list');
  const id = worlds.find((world) => world.name === NAME)!.id;
  await control(trainee, id, 'startScenario', ONE_STEP);
  await control(trainee, id, 'exercise.showHint');
  const login = await trainee.post('/api/v4/installer/login/', { data: { email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' } });
  const { token } = (await login.json()) as { token: string };
  const assigned = await trainee.post('/api/v4/address/associate/', { data: { [HUB_SERIAL_KEY]: 'HB2-1000901', address_id: 1001 }, headers: { Authorization: `Token ${token}` } });
  expect(assigned.status()).toBe(200);

  const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const trainer = await consoleContext.newPage();
  await trainer.goto(`/console#token=${classroom.controlToken}`);
  const card = trainer.getByRole('region', { name: `Trainee ${NAME}` });
  await card.getByRole('button', { name: consoleTexts.details }).click();
  await expect(card.getByRole('listitem').filter({ hasText: '✓ Unit 101 has its hub' })).toBeVisible();
  await card.getByRole('button', { name: 'History' }).click();
  await expect(card.getByRole('region', { name: `History of ${NAME}` })).toContainText(/one-step: 1 of 1 objectives in [\d.]+ simulator minutes, hints 1, errors \d+/);

  // Ended, the world leaves the console; its history stays in the class's records.
  await control(trainee, undefined, 'worlds.end', id);
  const history = await trainee.post('/__classroom/history', { data: { name: NAME }, headers: { Authorization: `Bearer ${classroom.controlToken}` } });
  expect(((await history.json()) as { results: unknown[] }).results.length).toBeGreaterThanOrEqual(1);
  await consoleContext.close();
  await trainee.dispose();
});
