// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../app/domain/texts';
import { reloadPage } from '../../app/lib/reload';
import { renderApp, type RenderedApp } from './support/renderApp';
import { MAPLE_COURT, openUnitScreen, pickFromUnitMenu } from './support/unitScreen';

/**
 * Every action that calls the server sends once per intent: a double tap on its button, menu item
 * or confirmation sends one request (the simulator's call log counts them), and the outcome shown
 * is that request's. The two clicks land before TanStack Query tells React the call is under way,
 * as a phone's double tap does (app/data/useSingleMutation.ts).
 */

// The actions that succeed by reloading the page: the reload is what they end in here (decision 0287).
vi.mock('../../app/lib/reload', () => ({ reloadPage: vi.fn() }));

const GATEWAY_104 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const FREE_GATEWAY = '3b6a1e52-9c4d-4f1a-8e27-5d0c9b7a6f01';
const nest104 = { uid: 'dev-nest-double', localId: '09AA01AC1234', gatewayId: GATEWAY_104, name: 'Nest thermostat', model: 'Nest Learning Thermostat', deviceType: 'nest' };

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
  vi.mocked(reloadPage).mockClear();
});

function doubleTap(target: HTMLElement) {
  fireEvent.click(target);
  fireEvent.click(target);
}

const reloaded = () => vi.waitFor(() => expect(reloadPage).toHaveBeenCalled());
/**
 * Waits for a notice (an alert) that says `text`. A query, not a get: vi.waitFor polls without
 * Testing Library's quiet mode, so each miss of a get built an error listing every role on the
 * page with its accessible name, a fifth of this file's CPU (decision 0526).
 */
const notice = (text: string) => vi.waitFor(() => expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining(text)), { timeout: 30_000 });

async function openDeviceMenu() {
  app = await renderApp(`/community/${MAPLE_COURT}/unit/1004/device/dev-1004-lock`);
  expect(await screen.findByText(texts.deviceMenu.nodeId('5'), {}, { timeout: 30_000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: texts.deviceMenu.moreActions }));
}

interface Case {
  action: string;
  call: string;
  /** Brings the action up, double-taps it and waits for its outcome. */
  run(): Promise<void>;
}

/** How an action ends when it went well: the page reloads, or a notice says so. */
type Outcome = 'reload' | { notice: string };
const ended = (outcome: Outcome) => (outcome === 'reload' ? reloaded() : notice(outcome.notice));

/** An item of the unit screen's menu that asks first: the double tap lands on the dialog's button. */
interface ConfirmedItem {
  action: string;
  call: string;
  unit: number;
  item: string;
  dialog: string;
  confirm: string;
  outcome: Outcome;
}

const confirmedUnitMenuItem = ({ action, call, unit, item, dialog, confirm, outcome }: ConfirmedItem): Case => ({
  action: `${action} (confirmed)`,
  call,
  async run() {
    app = await openUnitScreen(unit);
    await pickFromUnitMenu(item);
    doubleTap(within(await screen.findByRole('dialog', { name: dialog })).getByRole('button', { name: confirm }));
    await ended(outcome);
  },
});

const confirmedUnitMenuItems: ConfirmedItem[] = [
  { action: texts.hubPower.rebootHub, call: 'hubs.reboot', unit: 1004, item: texts.hubPower.rebootHub, dialog: texts.hubPower.rebootConfirmTitle, confirm: texts.hubPower.rebootConfirm, outcome: 'reload' },
  { action: texts.hubPower.restartHub, call: 'hubs.restart', unit: 1004, item: texts.hubPower.restartHub, dialog: texts.hubPower.restartConfirmTitle, confirm: texts.hubPower.restartConfirm, outcome: 'reload' },
  { action: 'Reset controller', call: 'hubs.resetNetwork', unit: 1004, item: texts.hubMenu.resetController, dialog: texts.hubMenu.resetTitle, confirm: texts.hubMenu.reset, outcome: { notice: 'Z-Wave network reset.' } },
  { action: 'Remove hub', call: 'hubs.disassociate', unit: 1005, item: texts.removeHub.title, dialog: texts.removeHub.title, confirm: texts.removeHub.remove, outcome: 'reload' },
];

/** An item of the lock's device menu that calls at once and says how it went. */
const deviceMenuItem = (action: string, call: string, item: string, outcome: string): Case => ({
  action: `${action} (menu item)`,
  call,
  async run() {
    await openDeviceMenu();
    doubleTap(await screen.findByRole('menuitem', { name: item }));
    await notice(outcome);
  },
});

const cases: Case[] = [
  {
    action: 'Assign Hub (Continue)',
    call: 'hubs.associate',
    async run() {
      app = await renderApp(`/community/${MAPLE_COURT}/unit/1001`);
      fireEvent.change(await screen.findByLabelText(texts.hub.serial, {}, { timeout: 30_000 }), { target: { value: 'HB2-1000901' } });
      doubleTap(screen.getByRole('button', { name: texts.assignHub.continue }));
      await reloaded();
    },
  },
  ...confirmedUnitMenuItems.map(confirmedUnitMenuItem),
  {
    action: 'Repair Z-wave network (menu item)',
    call: 'hubs.repairNetwork',
    async run() {
      app = await openUnitScreen(1004);
      fireEvent.click(screen.getByRole('button', { name: texts.unitDetail.moreActions }));
      doubleTap(await screen.findByRole('menuitem', { name: texts.hubMenu.repairNetwork }));
      await notice('Z-Wave network repair started.');
    },
  },
  {
    action: 'Transfer permissions',
    call: 'permissions.transfer',
    async run() {
      app = await openUnitScreen(1004);
      await pickFromUnitMenu(texts.hubMenu.transferPermissions);
      const dialog = await screen.findByRole('dialog', { name: texts.hubMenu.transferTitle });
      fireEvent.change(within(dialog).getByLabelText(texts.hubMenu.oldGatewayId, { exact: false }), { target: { value: FREE_GATEWAY } });
      doubleTap(within(dialog).getByRole('button', { name: texts.hubMenu.transfer }));
      await notice('Permissions transferred to the hub of unit 104.');
    },
  },
  {
    action: 'Nest provisioning (Next)',
    call: 'nest.provision',
    async run() {
      app = await openUnitScreen(1004);
      fireEvent.click(await screen.findByRole('tab', { name: texts.unitDetail.nestTab }));
      fireEvent.click(await screen.findByRole('button', { name: texts.nest.add }));
      fireEvent.change(await screen.findByLabelText(texts.nest.serialField), { target: { value: nest104.localId } });
      doubleTap(screen.getByRole('button', { name: texts.nest.next }));
      await screen.findByText(texts.nest.provisioned, { selector: '[role="status"], [role="status"] *' });
    },
  },
  {
    action: 'Nest removal (confirmed)',
    call: 'nest.remove',
    async run() {
      app = await openUnitScreen(1004);
      await app.sim.control.db.create('devices', nest104);
      fireEvent.click(await screen.findByRole('tab', { name: texts.unitDetail.nestTab }));
      fireEvent.click(within(await screen.findByRole('list', { name: texts.nest.thermostat })).getByRole('button'));
      fireEvent.click(await screen.findByRole('button', { name: texts.nest.remove }));
      doubleTap(within(await screen.findByRole('dialog', { name: texts.nest.removeTitle })).getByRole('button', { name: texts.nest.remove }));
      expect(await screen.findByText(texts.nest.none)).toBeInTheDocument();
    },
  },
  ...([
    ['Resend pins', 'doorCodes.resendPins', texts.deviceMenu.resendPins, 'Pins resent to 1 lock.'],
    ['Refresh status', 'devices.refreshStatus', texts.deviceMenu.refreshStatus, 'Status refresh requested for Front Door.'],
  ] as const).map(([action, call, item, outcome]) => deviceMenuItem(action, call, item, outcome)),
  {
    action: 'Fail device (confirmed)',
    call: 'hubs.failDevice',
    async run() {
      await openDeviceMenu();
      fireEvent.click(await screen.findByRole('menuitem', { name: texts.deviceMenu.failDevice }));
      doubleTap(within(await screen.findByRole('dialog', { name: texts.deviceMenu.failConfirmTitle })).getByRole('button', { name: texts.deviceMenu.failConfirm }));
      await notice('Node 5 (Front Door) was marked failed and removed.');
    },
  },
];

// The first render of each screen compiles its lazy chunk: seconds on a busy 2-core machine.
describe('a double tap sends once', { timeout: 60_000 }, () => {
  it.each(cases)('a double tap on $action sends $call once', async ({ call, run }) => {
    await run();
    expect(app?.sim.control.calls().filter((entry) => entry.name === call)).toHaveLength(1);
    // The outcome shown is the one request's: no failure notice from a second call.
    expect(screen.queryByText(texts.errors.generic)).toBeNull();
  });
});
