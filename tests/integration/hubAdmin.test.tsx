// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../app/domain/texts';
import { reloadPage } from '../../app/lib/reload';
import { renderApp, type RenderedApp } from './support/renderApp';
import { MAPLE_COURT, openUnitScreen, pickFromUnitMenu, scenarioWith, unitPath } from './support/unitScreen';

/**
 * The unit and device screens' hub and device administration, moved from the browser tier (issue
 * 36, decision 0415): the same journeys and assertions against the Node simulator. What needs a
 * browser stays in tests/e2e/hubAdmin.spec.ts: the real clipboard and a real page reload.
 */

// The actions that succeed by reloading the page: the test reloads the app itself once asked (decision 0287).
vi.mock('../../app/lib/reload', () => ({ reloadPage: vi.fn() }));

const GW_105 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0105';
const FREE_GW = '3b6a1e52-9c4d-4f1a-8e27-5d0c9b7a6f01';
const t = { assign: texts.assignHub, remove: texts.removeHub, menu: texts.hubMenu, device: texts.deviceMenu };

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
  vi.mocked(reloadPage).mockClear();
});

const opened = () => {
  if (!app) throw new Error('No app rendered');
  return app;
};
const unitRecord = (id: number) => opened().sim.control.db.find('units', { id })[0];
const statusesOf = (name: string) =>
  opened()
    .sim.control.calls()
    .filter((call) => call.name === name)
    .map((call) => call.status);
const serialField = () => screen.getByLabelText(texts.hub.serial);
/** Waits for a notice (an alert) that says `text`. */
const notice = (text: string) => waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining(text)));
const zWaveButtons = () => within(screen.getByRole('list', { name: texts.unitDetail.zWaveDevices })).getAllByRole('button');
const gone = (role: 'dialog', name: string) => waitFor(() => expect(screen.queryByRole(role, { name })).toBeNull());

/** Waits for the app to ask for a reload, then reloads it as the page would. */
async function afterReload() {
  await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  opened().reload();
}

/** Opens unit `addressId` (no hub yet) and waits for Assign Hub. */
async function openAssignHub(addressId: number, scenario: string | object = 'default') {
  app = await renderApp(unitPath(addressId), { scenario });
  expect(await screen.findByRole('heading', { name: t.assign.title }, { timeout: 30_000 })).toBeInTheDocument();
}

function submitSerial(serial: string) {
  fireEvent.change(serialField(), { target: { value: serial } });
  fireEvent.click(screen.getByRole('button', { name: t.assign.continue }));
}

// The first render transforms and loads the whole unit screen: seconds on a busy 2-core machine.
describe('Assign Hub, against the Node simulator', { timeout: 60_000 }, () => {
  it('a free serial becomes the unit hub: the page reloads into the hub unit screen', async () => {
    await openAssignHub(1001);
    expect(screen.getByRole('img', { name: t.assign.labelImage })).toBeInTheDocument();
    submitSerial('HB2-1000901');
    await afterReload();

    expect(await screen.findByRole('tab', { name: texts.unitDetail.devicesTab }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.assign.title })).toBeNull();
    expect(unitRecord(1001)).toMatchObject({ hub_serial: 'HB2-1000901', gatewayId: FREE_GW });
    const call = opened()
      .sim.control.calls()
      .find((entry) => entry.name === 'hubs.associate');
    expect(call).toMatchObject({ method: 'POST', path: '/v4/address/associate/', status: 200 });
  });

  it.each([
    ['an unknown serial shows the server message', 'HB2-0000000', 'Hub serial not found'],
    ['a serial assigned elsewhere shows the custom text', 'HB2-1000104', 'This hub is already assigned to another unit.'],
  ])('%s and keeps the typed serial', async (_title, serial, message) => {
    await openAssignHub(1001);
    submitSerial(serial);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(serialField()).toHaveValue(serial);
    expect(statusesOf('hubs.associate')).toEqual([400]);
    expect(unitRecord(1001)?.gatewayId).toBeNull();
  });

  it('an answer without custom or message names the status in the sentence', async () => {
    await openAssignHub(1001, scenarioWith('associate-500', { faults: [{ call: 'hubs.associate', status: 500, body: {} }] }));
    submitSerial('HB2-1000901');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.errors.assignHub('500'));
    expect(serialField()).toHaveValue('HB2-1000901');
  });
});

describe('Remove Hub, against the Node simulator', { timeout: 60_000 }, () => {
  it('explains the prerequisites and the warning; Remove hub frees the hub and the reload shows Assign Hub', async () => {
    app = await openUnitScreen(1005);
    await pickFromUnitMenu(t.remove.title);
    const dialog = await screen.findByRole('dialog', { name: t.remove.title });
    for (const text of [t.remove.physicalAccess, t.remove.replacementHub, t.remove.cannotUndo]) expect(dialog).toHaveTextContent(text);
    expect(window.location.pathname).toBe(unitPath(1005));
    // Unit 105's ticket is already submitted: nothing to finish as Incomplete (finishEntryPoints.spec.ts has the open case).
    expect(within(dialog).queryByRole('button', { name: t.remove.incomplete })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: t.remove.remove }));
    await afterReload();
    expect(await screen.findByRole('heading', { name: t.assign.title }, { timeout: 30_000 })).toBeInTheDocument();
    expect(unitRecord(1005)).toMatchObject({ gatewayId: null, hub_serial: null });
    const call = opened()
      .sim.control.calls()
      .find((entry) => entry.name === 'hubs.disassociate');
    expect(call).toMatchObject({ path: '/v4/address/disassociate/', status: 200 });
  });
});

describe('the unit header menu, against the Node simulator', { timeout: 60_000 }, () => {
  it('offers Level 0, a divider, then Level 2', async () => {
    app = await openUnitScreen(1004);
    fireEvent.click(screen.getByRole('button', { name: texts.unitDetail.moreActions }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      t.menu.repairNetwork,
      texts.units.communityInfo,
      texts.info.unitInfo,
      texts.hubPower.restartHub,
      texts.hubPower.rebootHub,
      t.menu.resetController,
      t.remove.title,
      t.menu.transferPermissions,
    ]);
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  });

  it('Community Info and Unit Info open their dialogs', async () => {
    app = await openUnitScreen(1004);
    await pickFromUnitMenu(texts.units.communityInfo);
    const community = await screen.findByRole('dialog', { name: texts.units.communityInfo });
    expect(await within(community).findByText(/4120 Maple Court Drive, Austin, TX 78745/)).toBeInTheDocument();
    fireEvent.click(within(community).getByRole('button', { name: texts.info.close }));
    await gone('dialog', texts.units.communityInfo);
    await pickFromUnitMenu(texts.info.unitInfo);
    expect(await within(await screen.findByRole('dialog')).findByText(/Second visit: finish pairing the sensors\./)).toBeInTheDocument();
  });

  it('Repair Z-wave network shows the answer and removes nothing', async () => {
    app = await openUnitScreen(1004);
    await waitFor(() => expect(zWaveButtons()).toHaveLength(7));
    await pickFromUnitMenu(t.menu.repairNetwork);
    await notice('Z-Wave network repair started.');
    expect(statusesOf('hubs.repairNetwork')).toEqual([200]);
    expect(zWaveButtons()).toHaveLength(7);
  });

  it.each([
    ['the answer message', undefined, 'Simulated failure (500)'],
    ['the support text when unreadable', {}, texts.errors.generic],
  ])('a failed repair shows %s', async (_title, body, shown) => {
    app = await openUnitScreen(1004, scenarioWith('repair-fails', { faults: [{ call: 'hubs.repairNetwork', status: 500, ...(body ? { body } : {}) }] }));
    await pickFromUnitMenu(t.menu.repairNetwork);
    await notice(shown);
  });

  it('Reset controller asks first; confirmed, every Z-Wave device is gone', async () => {
    app = await openUnitScreen(1004);
    await waitFor(() => expect(zWaveButtons()).toHaveLength(7));
    await pickFromUnitMenu(t.menu.resetController);
    const confirm = await screen.findByRole('dialog', { name: t.menu.resetTitle });
    expect(confirm).toHaveTextContent(t.menu.resetText);
    fireEvent.click(within(confirm).getByRole('button', { name: t.menu.cancel }));
    await gone('dialog', t.menu.resetTitle);
    expect(statusesOf('hubs.resetNetwork')).toEqual([]);

    await pickFromUnitMenu(t.menu.resetController);
    fireEvent.click(within(await screen.findByRole('dialog', { name: t.menu.resetTitle })).getByRole('button', { name: t.menu.reset }));
    await notice('Z-Wave network reset.');
    expect(await screen.findByText(texts.unitDetail.noZWaveDevices)).toBeInTheDocument();
    expect(statusesOf('hubs.resetNetwork')).toEqual([200]);
  });

  it('a failed reset shows the support text and keeps the devices', async () => {
    app = await openUnitScreen(1004, scenarioWith('reset-fails', { faults: [{ call: 'hubs.resetNetwork', status: 500, body: {} }] }));
    await pickFromUnitMenu(t.menu.resetController);
    fireEvent.click(within(await screen.findByRole('dialog', { name: t.menu.resetTitle })).getByRole('button', { name: t.menu.reset }));
    await notice(texts.errors.generic);
    await waitFor(() => expect(zWaveButtons()).toHaveLength(7));
  });

  it('Transfer permissions needs the old gateway id; a refusal shows its custom text in the dialog', async () => {
    app = await openUnitScreen(1004);
    await pickFromUnitMenu(t.menu.transferPermissions);
    const dialog = await screen.findByRole('dialog', { name: t.menu.transferTitle });
    const field = within(dialog).getByLabelText(t.menu.oldGatewayId, { exact: false });
    const transfer = within(dialog).getByRole('button', { name: t.menu.transfer });
    expect(transfer).toBeDisabled();
    fireEvent.change(field, { target: { value: '   ' } });
    expect(transfer).toBeDisabled();

    fireEvent.change(field, { target: { value: GW_105 } });
    fireEvent.click(transfer);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The old hub is still assigned to a unit. Remove it first.');
    expect(field).toHaveValue(GW_105);

    fireEvent.change(field, { target: { value: FREE_GW } });
    fireEvent.click(transfer);
    await gone('dialog', t.menu.transferTitle);
    await notice('Permissions transferred to the hub of unit 104.');
    expect(statusesOf('permissions.transfer')).toEqual([400, 200]);
  });
});

describe('the device menu, against the Node simulator', { timeout: 60_000 }, () => {
  const devicePath = (uid: string) => `/community/${MAPLE_COURT}/unit/1004/device/${uid}`;

  /** Opens a device of unit 104 and waits for its node id. */
  async function openDevice(uid: string, nodeId: string, scenario: string | object = 'default') {
    app = await renderApp(devicePath(uid), { scenario });
    expect(await screen.findByText(t.device.nodeId(nodeId), {}, { timeout: 30_000 })).toBeInTheDocument();
  }
  async function pickDevice(item: string) {
    fireEvent.click(screen.getByRole('button', { name: t.device.moreActions }));
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  }
  const menuItems = async () => within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
  async function failDevice() {
    await pickDevice(t.device.failDevice);
    fireEvent.click(within(await screen.findByRole('dialog', { name: t.device.failConfirmTitle })).getByRole('button', { name: t.device.failConfirm }));
  }

  it('a lock: name, node id, Resend pins, Refresh status and Fail device with their answers', async () => {
    await openDevice('dev-1004-lock', '5');
    expect(screen.getByRole('heading', { name: 'Front Door' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.device.moreActions }));
    expect(await menuItems()).toEqual([t.device.resendPins, t.device.refreshStatus, t.device.failDevice]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await pickDevice(t.device.resendPins);
    // The resent pins start a sync of this lock, and the device screen shows its dialog (spec 02 §4), over the screen's notice.
    const sync = await screen.findByRole('dialog', { name: texts.doorCodes.title });
    fireEvent.click(within(sync).getByRole('button', { name: texts.doorCodes.close }));
    await gone('dialog', texts.doorCodes.title);
    await notice('Pins resent to 1 lock.');
    await pickDevice(t.device.refreshStatus);
    await notice('Status refresh requested for Front Door.');
    // Fail device asks first, naming the device and the list delay; Cancel sends nothing.
    await pickDevice(t.device.failDevice);
    const question = await screen.findByRole('dialog', { name: t.device.failConfirmTitle });
    expect(question).toHaveAccessibleDescription(t.device.failConfirmText('Front Door'));
    fireEvent.click(within(question).getByRole('button', { name: t.device.cancel }));
    await gone('dialog', t.device.failConfirmTitle);
    expect(statusesOf('hubs.failDevice')).toEqual([]);
    await failDevice();
    await notice('Node 5 (Front Door) was marked failed and removed.');
    await gone('dialog', t.device.failConfirmTitle);
    expect(opened().sim.control.db.find('devices', { uid: 'dev-1004-lock' })).toEqual([]);
    const fail = opened()
      .sim.control.calls()
      .find((call) => call.name === 'hubs.failDevice');
    expect(fail).toMatchObject({ path: '/v4/hub/HB2-1000104/faildevice/', status: 200 });
  });

  it('another device offers Refresh status and Fail device only', async () => {
    await openDevice('dev-1004-switch', '7');
    fireEvent.click(screen.getByRole('button', { name: t.device.moreActions }));
    expect(await menuItems()).toEqual([t.device.refreshStatus, t.device.failDevice]);
  });

  it('failures show the message or the support text; a silent Fail Device success tells about the 2-minute delay', async () => {
    await openDevice(
      'dev-1004-lock',
      '5',
      scenarioWith('device-actions', {
        faults: [
          { call: 'devices.refreshStatus', status: 500, body: {} },
          { call: 'doorCodes.resendPins', status: 504 },
          { call: 'hubs.failDevice', status: 200, body: {} },
        ],
      }),
    );
    await pickDevice(t.device.refreshStatus);
    await notice(texts.errors.generic);
    await pickDevice(t.device.resendPins);
    await notice('Simulated failure (504)');
    await failDevice();
    await notice(t.device.failDeviceDelay);
  });
});
