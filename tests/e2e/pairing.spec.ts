import { texts } from '../../app/domain/texts';
import { expect, test } from './support/fixtures';
import { addDeviceToHub, openConnections, openSetupPage, push, recordHubActions } from './support/pairing';

test.use({ viewport: { width: 360, height: 780 } });

const shot = (name: string) => `test-results-h11a-shots/${name}.png`;

test('a binary sensor included by hand: countdown, progress, device info, placement and location, then its screen', async ({ page, sim }) => {
  const actions = recordHubActions(page);
  await openSetupPage(page, sim, 'inclusion');
  await expect(page.getByRole('heading', { name: texts.pairing.includeTitle })).toBeVisible();
  await page.screenshot({ path: shot('1-pairing-start'), fullPage: true });

  await page.getByRole('button', { name: texts.pairing.start }).click();
  const timer = page.getByRole('timer', { name: texts.pairing.countdown });
  await expect(timer).toHaveText('90');
  await expect(page.getByText(texts.pairing.instructions.inclusionMode(90))).toBeVisible();
  await page.screenshot({ path: shot('2-inclusion-start'), fullPage: true });
  await sim.advanceClock(10_000);
  await expect(timer).toHaveText('80');

  await push(sim, { state: 'AddNode', status: 'GettingNodeInfo' });
  await expect(page.getByText(texts.pairing.instructions.including)).toBeVisible();
  await page.screenshot({ path: shot('3-including'), fullPage: true });

  await push(sim, { state: 'AddNode', status: 'Done', nodeId: 40 });
  await expect(page.getByText(texts.pairing.instructions.deviceInfo)).toBeVisible();
  await page.screenshot({ path: shot('4-device-info'), fullPage: true });

  await addDeviceToHub(sim, { uid: 'dev-new-sensor', localId: '40', deviceType: 'binary_sensor', model: 'Ecolink Door/Window Sensor', sensors: [{ sensorType: 'DoorLocked', value: 'True' }] });
  await sim.advanceClock(3_000);
  await expect(page.getByText('What is this sensor for?')).toBeVisible();
  await expect(page.getByText('Where is it located?')).toBeVisible();
  const next = page.getByRole('button', { name: texts.pairing.naming.save });
  await expect(next).toBeDisabled();
  await page.screenshot({ path: shot('5-inclusion-success'), fullPage: true });

  await page.getByRole('radio', { name: 'Sliding Door' }).check();
  // The preset names (the simulator does not serve install locations), less those the unit uses: the lock is Front Door.
  const suggestions = page.getByRole('group', { name: texts.pairing.naming.suggestions });
  await expect(suggestions.getByRole('button', { name: 'Front Door' })).toHaveCount(0);
  await expect(suggestions.getByRole('button', { name: 'Dining Room' })).toHaveCount(0);
  await suggestions.getByRole('button', { name: 'More...' }).click();
  await expect(suggestions.getByRole('button', { name: 'Dining Room' })).toBeVisible();
  await suggestions.getByRole('button', { name: 'Back Door' }).click();
  await expect(page.getByLabel('Device Location')).toHaveValue('Back Door');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/device\/dev-new-sensor$/);
  const [saved] = await sim.db((db) => db.find('devices', { uid: 'dev-new-sensor' }));
  expect(saved).toMatchObject({ name: 'Back Door', metadata_id: 34 });
  expect(actions).toEqual(['inclusion start']);
  expect(await openConnections(sim)).toBe(0);
});
