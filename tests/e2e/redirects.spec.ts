import { expect, test } from './support/fixtures';
import { MAPLE_COURT, openUnit, unitPath } from './support/unit';
import { texts } from '../../app/domain/texts';


test.describe('route rules', () => {
  test('a unit that does not exist leads to the community picker', async ({ page, sim }) => {
    await sim.openSignedIn(unitPath(999999), { scenario: 'default' });
    await expect(page).toHaveURL(/\/$/);
  });

  test("a unit opened under another community's route leads to the community picker", async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const [other] = await sim.db((db, maple) => db.list('communities').filter((c) => c.uid !== maple), MAPLE_COURT);
    await sim.adoptSession();
    await sim.open(`/community/${String(other?.uid)}/unit/1004`);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a community that does not exist leads to the community picker', async ({ page, sim }) => {
    await sim.openSignedIn('/community/no-such-community', { scenario: 'default' });
    await expect(page).toHaveURL(/\/$/);
  });

  test('a device id that is not on the hub goes back to the unit', async ({ page, sim }) => {
    await sim.openSignedIn(`${unitPath(1004, 'unit_v2')}/device/no-such-device`, { scenario: 'default' });
    await expect(page).toHaveURL(unitPath(1004, 'unit_v2'));
  });

  test('a failed background poll keeps the installer on the unit screen', async ({ page, sim }) => {
    await openUnit(sim, 1004, {
      name: 'device-polls-fail',
      description: 'Every device list poll after the first answers 500.',
      seed: { handwritten: true },
      faults: [{ call: 'devices.listByHub', status: 500, nth: 2, times: 1000 }],
    });
    await expect(page.getByRole('button', { name: /Front Door/ })).toBeVisible();
    await expect
      .poll(async () => {
        await sim.advanceClock(3_000);
        return (await sim.calls()).filter((c) => c.name === 'devices.listByHub').map((c) => c.status);
      })
      .toContain(500);
    await expect(page.getByText(texts.errorView.deviceDetailsMissing)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Front Door/ })).toBeVisible();
    await expect(page).toHaveURL(unitPath(1004));
  });
});
