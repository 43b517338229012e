// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { devicePresetNames } from '../../app/domain/devicePresetNames';
import { texts } from '../../app/domain/texts';
import { specWords } from '../support/specTexts';
import { renderApp, type RenderedApp } from './support/renderApp';

const frontDoor = '/community/cmty-7d2f9a0e-maple-court/unit/1004/device/dev-1004-lock';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

describe('the device screen, against the Node simulator', { timeout: 60_000 }, () => {
  it('opens the sync dialog for a slow sync started by Resend pins, with its warning and its link (spec 02 §4, §8)', async () => {
    app = await renderApp(frontDoor, { scenario: 'door-code-sync-poor-cell-signal' });
    fireEvent.click(await screen.findByRole('button', { name: texts.deviceMenu.moreActions }));
    fireEvent.click(await screen.findByRole('menuitem', { name: texts.deviceMenu.resendPins }));

    const dialog = await screen.findByRole('dialog', { name: texts.doorCodes.title });
    expect(await within(dialog).findByText(specWords('Syncing slow due to poor cellular signal.'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: specWords("I'm out of time.") })).toBeInTheDocument();
    expect(within(dialog).getByText(texts.doorCodes.deviceScreenLockName, { exact: true })).toBeInTheDocument();
  });

  it('lists every preset name in the Device Name picker while the field holds the current name; typing narrows it', async () => {
    app = await renderApp(frontDoor);
    const field = await screen.findByRole('combobox', { name: texts.deviceDetail.deviceName });
    expect(field).toHaveValue('Front Door');
    fireEvent.mouseDown(field);
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(devicePresetNames.length);
    fireEvent.change(field, { target: { value: 'Garage' } });
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Garage', 'Garage Door']);
  });
});
