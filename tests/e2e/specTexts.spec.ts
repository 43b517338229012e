import type { Locator, Page } from '@playwright/test';
import { demoInstaller, expect, test, type Sim } from './support/fixtures';
import { MAPLE_COURT, MAPLE_COURT_PATH, leaveUnitUnfinished, unitRow } from './support/lists';
import { breakUnitScreenCode, openUnit } from './support/unit';
import { UNIT, includeByHand, manualPairing, newSensor, newThermostat, openConnections, openFromPanel, openSetupPage } from './support/pairing';
import { texts } from '../../app/domain/texts';
import { filledIn, specText, specTexts } from '../support/specTexts';
import { browserStates, type BrowserState } from '../journeys/support/specTextStates';

/**
 * The specification's quoted texts as the app renders them (tests/support/specTexts.ts), on the
 * screen states only a real browser shows (tests/journeys/support/specTextStates.ts); the others
 * are checked in the Node tier, tests/journeys/specTexts.test.tsx (decision 0515). The texts are
 * looked up on screen in the spec's own words, never through the catalogue, so a typo in the
 * catalogue fails here. Navigation uses the catalogue like every other test.
 */

interface Check {
  page: Page;
  sim: Sim;
  /**
   * Expects the spec text (placeholders filled in from `values`) on screen, or as the text or
   * value of `within`.
   */
  sees(text: string, options?: { values?: Record<string, string | RegExp>; within?: Locator }): Promise<void>;
}

async function expectShown(page: Page, expected: string | RegExp, within: Locator | undefined) {
  if (!within) {
    await expect(page.getByText(expected, { exact: true }).first()).toBeVisible();
    return;
  }
  const isField = await within.evaluate((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  if (isField) await expect(within).toHaveValue(expected);
  else await expect(within).toHaveText(expected);
}

const reach: Record<BrowserState, (check: Check) => Promise<void>> = {
  async 'sign-in and lists'({ page, sim, sees }) {
    await sim.open('/login', { scenario: 'default' });
    await page.getByLabel(texts.signIn.email).fill(demoInstaller.email);
    await page.getByLabel(texts.signIn.password).fill('not-the-password');
    await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
    await sees('Invalid Username or Password', { within: page.getByRole('alert') });

    await sim.adoptSession();
    await sim.open('/');
    await page.getByLabel(texts.communities.search).fill('no community is called this');
    await sees('No communities match');

    await sim.open(MAPLE_COURT_PATH);
    await sees('Vacant', { within: unitRow(page, '103').getByText(/Vacant/) });
    await sees('PTE Notes');
    await sees('Notes to Technician');
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await sees('Switch community', { within: page.getByRole('button', { name: texts.nav.switchCommunity }) });
    await sees('Sign out', { within: page.getByRole('button', { name: texts.nav.signOut }) });
    await page.keyboard.press('Escape');
    await page.getByLabel(texts.units.search).fill('999');
    await sees('No units match');
    await page.getByLabel(texts.units.search).fill('');

    // Work started on unit 104 holds up opening another unit.
    await unitRow(page, '104').getByRole('button').first().click();
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await leaveUnitUnfinished(page);
    await unitRow(page, '1204').getByRole('button').first().click();
    await sees('Please mark unit {unit} at {community} as complete or incomplete before proceeding to the next unit.', {
      values: { '{unit}': '104', '{community}': MAPLE_COURT.name },
      within: page.getByRole('dialog').getByText(/^Please mark unit/),
    });

    await sim.db((db, communityId) => db.remove('units', { communityId }), MAPLE_COURT.uid);
    await page.reload();
    await sees('No units');
  },

  async 'error page'({ page, sim, sees }) {
    await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
    await breakUnitScreenCode(page);
    await unitRow(page, '103').getByRole('button').first().click();
    await sees("We're sorry — something's gone wrong.", { within: page.getByRole('heading', { level: 1 }) });
    await sees('Our team has been notified, but click here fill out a report.');
  },

  async pairing({ page, sim, sees }) {
    await openUnit(sim, UNIT, manualPairing());
    await sees('Add or Remove Z-Wave Device', { within: page.getByRole('region', { name: texts.pairing.panelTitle }).getByRole('heading') });
    await openFromPanel(page, sim, 'exclusion');
    await sees('Exclude Z-wave device', { within: page.getByRole('heading', { level: 2 }) });
    // The stream drops, the one reconnect opens, then it drops again.
    await sim.control((s) => s.stream.drop());
    // The reconnect itself, not the dropped socket still counted as open.
    await expect.poll(() => sim.control((s) => s.trace().filter((entry) => entry.type === 'stream.opened').length)).toBe(2);
    await expect.poll(() => openConnections(sim)).toBe(1);
    await sim.control((s) => s.stream.drop());
    await sees('We are unable to establish a line of direct communication with the hub.');
    await sees('Connection to AWS was unexpectedly closed.');
  },

  async 'device naming'({ page, sim, sees }) {
    await openSetupPage(page, sim, 'inclusion');
    await includeByHand(page, sim, newSensor);
    await sees('What is this sensor for?');
    await sees('Where is it located?', { within: page.getByRole('heading', { name: texts.pairing.naming.located }) });
    await sees('Device Location', { within: page.getByText(texts.pairing.naming.deviceLocation, { exact: true }).first() });
    await sees('More...', { within: page.getByRole('button', { name: texts.pairing.naming.more }) });
  },

  async 'thermostat naming'({ page, sim, sees }) {
    await openSetupPage(page, sim, 'inclusion', manualPairing({ 'location-selection': false }));
    await includeByHand(page, sim, newThermostat);
    await sees('Device Name', { within: page.getByText(texts.pairing.naming.deviceName, { exact: true }).first() });
    await sees('Unnamed', { within: page.getByLabel(texts.pairing.naming.deviceName) });
  },

};

for (const state of browserStates) {
  test(`the spec's texts on the ${state} screens, word for word`, async ({ page, sim }) => {
    const seen = new Set<string>();
    const sees: Check['sees'] = async (text, { values, within } = {}) => {
      const entry = specText(text);
      expect(entry.shown, `'${text}' is listed for another screen state`).toBe(state);
      await expectShown(page, filledIn(entry, values), within);
      seen.add(text);
    };
    await reach[state]({ page, sim, sees });
    const listed = specTexts.filter((entry) => entry.shown === state).map((entry) => entry.text);
    expect(listed.filter((text) => !seen.has(text)), 'texts listed for this state but not checked').toEqual([]);
  });
}
