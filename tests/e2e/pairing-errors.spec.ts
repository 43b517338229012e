import { texts } from '../../app/domain/texts';
import { expect, test } from './support/fixtures';
import { addDeviceToHub, manualPairing, openConnections, openSetupPage, push, recordHubActions } from './support/pairing';

test.use({ viewport: { width: 360, height: 780 } });

const shot = (name: string) => `test-results-h11a-shots/${name}.png`;
const words = texts.pairing.errors;
const button = (name: string) => ({ name, exact: true });

/** The error view: its heading, and exactly these buttons (by label) in order. */
async function expectErrorView(page: import('@playwright/test').Page, lines: string[], buttons: string[]) {
  const view = page.getByRole('alert').filter({ hasText: texts.errorView.title });
  await expect(view.getByRole('heading', { name: texts.errorView.title })).toBeVisible();
  for (const line of lines) await expect(view.getByText(line, { exact: true })).toBeVisible();
  await expect(view.getByRole('button')).toHaveText(buttons);
}

test('start error: the stream drops, reconnects once, drops again; Go Back returns to the unit with nothing open', async ({ page, sim }) => {
  const actions = recordHubActions(page);
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await sim.control((s) => s.stream.drop());
  await expect.poll(() => openConnections(sim)).toBe(1);
  await sim.control((s) => s.stream.drop());
  await expectErrorView(page, [words.start, texts.errorView.contactSupport('(888) 555-0142'), texts.errors.streamClosed], [texts.pairing.buttons.goBack]);
  await page.screenshot({ path: shot('e1-start-error'), fullPage: true });
  // The hub was including when the stream failed: the inclusion is aborted.
  await expect.poll(() => actions).toEqual(['inclusion start', 'inclusion abort']);
  expect(await openConnections(sim)).toBe(0);
  await page.getByRole('button', button(texts.pairing.buttons.goBack)).click();
  await expect(page.getByRole('region', { name: texts.pairing.panelTitle })).toBeVisible();
});

test('prep error: the start call fails; Try Again asks again and goes on', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'inclusion', manualPairing({}, [{ kind: 'http', call: 'hubs.inclusion', status: 504, nth: 1, body: { message: 'Hub unreachable' } }]));
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expectErrorView(page, [words.prep, 'Hub unreachable'], [texts.pairing.buttons.tryAgain]);
  await page.screenshot({ path: shot('e2-prep-error'), fullPage: true });
  await page.getByRole('button', button(texts.pairing.buttons.tryAgain)).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveText('90');
  expect((await sim.calls()).filter((call) => call.name === 'hubs.inclusion').map((call) => call.status)).toEqual([504, 200]);
});

test('exclude error: the 30 s run out; an exclusion asked for offers Try Again only', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'exclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveText('30');
  await sim.advanceClock(29_000);
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveText('1');
  await sim.advanceClock(1_000);
  await expectErrorView(page, [words.exclude], [texts.pairing.buttons.tryAgain]);
  await page.screenshot({ path: shot('e3-exclude-error'), fullPage: true });
});

test('excluding error: RemoveNode Failed offers Try Again', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'exclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await push(sim, { state: 'DetailedNodeTotals', status: '6' });
  await push(sim, { state: 'RemoveNode', status: 'Failed' });
  await expectErrorView(page, [words.exclude], [texts.pairing.buttons.tryAgain]);
});

test('include errors with the exclusion hint: Exclude only from the second attempt; exclusion first, Skip Exclusion, include again', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await sim.advanceClock(90_000);
  await expectErrorView(page, [words.include], [texts.pairing.buttons.tryAgain]);
  await page.screenshot({ path: shot('e4-include-error-first'), fullPage: true });

  await page.getByRole('button', button(texts.pairing.buttons.tryAgain)).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await push(sim, { state: 'AddNode', status: 'ProtocolDone' });
  await push(sim, { state: 'AddNode', status: 'Failed' });
  await expectErrorView(page, [words.include, words.excludeHint], [texts.pairing.buttons.tryAgain, texts.pairing.buttons.exclude]);
  await page.screenshot({ path: shot('e5-include-error-second'), fullPage: true });

  await page.getByRole('button', button(texts.pairing.buttons.exclude)).click();
  await expect(page.getByRole('heading', { name: texts.pairing.excludeTitle })).toBeVisible();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveText('30');
  await sim.advanceClock(30_000);
  await expectErrorView(page, [words.exclude, words.skipHint], [texts.pairing.buttons.tryAgain, texts.pairing.buttons.skipExclusion]);
  await page.screenshot({ path: shot('e6-exclusion-start-error-including'), fullPage: true });

  await page.getByRole('button', button(texts.pairing.buttons.skipExclusion)).click();
  await expect(page.getByRole('heading', { name: texts.pairing.includeTitle })).toBeVisible();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveText('90');
});

test('include error without the exclusion hint offers Exclude at once; the device excluded, inclusion follows', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'inclusion', manualPairing({ 'exclusion-hint': false }));
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await push(sim, { state: 'AddNode', status: 'Failed' });
  await expectErrorView(page, [words.include, words.excludeHint], [texts.pairing.buttons.tryAgain, texts.pairing.buttons.exclude]);
  await page.getByRole('button', button(texts.pairing.buttons.exclude)).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveText('30');
  await push(sim, { state: 'RemoveNode', status: 'Done' });
  await page.getByRole('button', { name: texts.pairing.includeNow }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveText('90');
});

test('sensors error: the new device is never listed within 90 s; Exclude', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await push(sim, { state: 'AddNode', status: 'Done', nodeId: 45 });
  await expect(page.getByText(texts.pairing.instructions.deviceInfo)).toBeVisible();
  await sim.advanceClock(89_000);
  await expect(page.getByText(texts.pairing.instructions.deviceInfo)).toBeVisible();
  await sim.advanceClock(1_000);
  await expectErrorView(page, [words.sensors], [texts.pairing.buttons.exclude]);
  await page.screenshot({ path: shot('e7-sensors-error'), fullPage: true });
});

test('sensors failed: the device is listed but never reports; Exclude', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await push(sim, { state: 'AddNode', status: 'Done', nodeId: 46 });
  await addDeviceToHub(sim, { uid: 'dev-silent', localId: '46', deviceType: 'binary_sensor', model: 'Ecolink Motion Detector', sensors: [] });
  await sim.advanceClock(90_000);
  await expectErrorView(page, [words.sensors], [texts.pairing.buttons.exclude]);
  await page.getByRole('button', button(texts.pairing.buttons.exclude)).click();
  await expect(page.getByRole('heading', { name: texts.pairing.excludeTitle })).toBeVisible();
});
