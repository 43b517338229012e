// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { renderApp, type RenderedApp } from './support/renderApp';
import { openUnitScreen, pickFromUnitMenu, unitPath } from './support/unitScreen';

/**
 * The failure scenarios of hub administration (scenarios/hub-assignment-fails,
 * scenarios/hub-actions-fail) as an installer meets them, against the Node simulator: moved from the
 * browser tier, which proved nothing here a browser alone proves (issue 36, decision 0415).
 */

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

/** Waits for a notice (an alert, in `scope` if given) that says `text`. */
const notice = (text: string, scope: HTMLElement = document.body) =>
  waitFor(() => expect(within(scope).getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining(text)));

/** Picks `item` of the unit menu and waits for its dialog. */
async function dialogFromMenu(item: string, title: string) {
  await pickFromUnitMenu(item);
  return screen.findByRole('dialog', { name: title });
}

/** Picks a hub power item and confirms its question. */
async function confirmedFromMenu(item: string, title: string, confirm: string) {
  fireEvent.click(within(await dialogFromMenu(item, title)).getByRole('button', { name: confirm }));
}

// The first render transforms and loads the whole unit screen: seconds on a busy 2-core machine.
describe('hub-assignment-fails, against the Node simulator', { timeout: 60_000 }, () => {
  it('each failure text of Assign Hub in turn, the serial kept', async () => {
    app = await renderApp(unitPath(1001), { scenario: 'hub-assignment-fails' });
    const serial = await screen.findByLabelText(texts.hub.serial, {}, { timeout: 30_000 });
    fireEvent.change(serial, { target: { value: 'HB2-1000901' } });
    const shown = ['This hub is registered to another property. Call support.', 'Hub serial not recognised.', texts.errors.assignHub('500')];
    for (const text of shown) {
      fireEvent.click(screen.getByRole('button', { name: texts.assignHub.continue }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(serial).toHaveValue('HB2-1000901');
    }
  });

  it('Remove hub shows the unknown-error text and keeps the hub', async () => {
    app = await openUnitScreen(1005, 'hub-assignment-fails');
    const dialog = await dialogFromMenu(texts.removeHub.title, texts.removeHub.title);
    fireEvent.click(within(dialog).getByRole('button', { name: texts.removeHub.remove }));
    await notice(texts.errors.removeHub, dialog);
    expect(app.sim.control.db.find('units', { id: 1005 })[0]?.hub_serial).toBe('HB2-1000105');
  });
});

describe('hub-actions-fail, against the Node simulator', { timeout: 60_000 }, () => {
  const { hubPower, hubMenu } = texts;
  it.each([
    [hubPower.rebootHub, () => confirmedFromMenu(hubPower.rebootHub, hubPower.rebootConfirmTitle, hubPower.rebootConfirm)],
    [hubPower.restartHub, () => confirmedFromMenu(hubPower.restartHub, hubPower.restartConfirmTitle, hubPower.restartConfirm)],
    [hubMenu.repairNetwork, () => pickFromUnitMenu(hubMenu.repairNetwork)],
  ])("'%s' shows the support text and the unit stays", async (_item, run) => {
    app = await openUnitScreen(1004, 'hub-actions-fail');
    await run();
    await notice(texts.errors.generic);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeInTheDocument();
  });

  it('a refused permission transfer shows its custom text', async () => {
    app = await openUnitScreen(1004, 'hub-actions-fail');
    const dialog = await dialogFromMenu(hubMenu.transferPermissions, hubMenu.transferTitle);
    fireEvent.change(within(dialog).getByLabelText(hubMenu.oldGatewayId, { exact: false }), { target: { value: 'old-gateway-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: hubMenu.transfer }));
    await notice('The old hub still holds active permissions. Remove it first.');
  });
});
