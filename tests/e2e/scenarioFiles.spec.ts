import { expect, test } from './support/fixtures';
import { openUnit } from './support/unit';
import { texts } from '../../app/domain/texts';

const MAPLE = /Maple Court Apartments/;

test.describe('scenarios the simulator cannot start leave the running one alone', () => {
  test('an unknown hub serial: startScenario answers { ok: false } naming the field, and the data stays', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    await sim.db((db) => db.update('communities', { name: 'Maple Court Apartments' }, { name: 'Maple Court Kept' }));
    const result = await sim.control((s) => s.startScenario({
      name: 'typo',
      description: 'a hub serial the seed lacks',
      extends: 'default',
      hubs: [{ serial: 'HB2-1000104' }, { serial: 'HB2-0000404', online: false }],
    }));
    expect(result).toEqual({ ok: false, error: 'Scenario "typo" is invalid: hubs[1].serial: the seed has no hub "HB2-0000404"' });
    expect(await sim.control((s) => s.scenario().name)).toBe('default');
    await page.reload();
    await expect(page.getByRole('button', { name: /Maple Court Kept/ })).toBeVisible();
  });

  test('20000 communities of 5000 units are refused at once, with the most the simulator holds', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const result = await sim.control((s) => s.startScenario({
      name: 'too-big',
      description: 'more than a tab can hold',
      extends: 'default',
      seed: { handwritten: true, bulk: { communities: 20_000, unitsPerCommunity: 5_000, seed: 1 } },
    }));
    expect(result).toEqual({
      ok: false,
      error: 'Scenario "too-big" is invalid: seed.bulk: at most 20000 units in all, the most the simulator can hold (this asks for up to 100000000)',
    });
    await sim.adoptSession();
    await sim.open('/');
    await expect(page.getByRole('button', { name: MAPLE })).toBeVisible();
  });
});

test('Continue with an empty Hub Serial Number shows the provider\'s answer in an installer\'s words', async ({ page, sim }) => {
  await openUnit(sim, 1001);
  await page.getByRole('button', { name: texts.assignHub.continue }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the serial number printed on the hub label.');
  expect((await sim.calls()).filter((call) => call.name === 'hubs.associate').map((call) => call.status)).toEqual([400]);
});
