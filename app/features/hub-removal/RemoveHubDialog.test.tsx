// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../domain/texts';
import { openUnitScreen, pickFromUnitMenu, scenarioWith } from '../../../tests/integration/support/unitScreen';
import type { RenderedApp } from '../../../tests/integration/support/renderApp';

const t = texts.removeHub;
const GW_104 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function openRemoveHub(addressId: number, scenario: string | object) {
  app = await openUnitScreen(addressId, scenario);
  await pickFromUnitMenu(t.title);
  return screen.findByRole('dialog', { name: t.title });
}

const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const removalCalls = () => app?.sim.control.calls().filter((call) => call.name === 'hubs.disassociate') ?? [];

function clipboardThat(answer: 'copies' | 'refuses') {
  const writeText = vi.fn(() => (answer === 'copies' ? Promise.resolve() : Promise.reject(new Error('Not allowed'))));
  // jsdom has no clipboard: the page's own, as a browser with clipboard permission has it.
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

// The first render loads the whole unit screen: seconds on a busy 2-core machine.
describe('the support removal wizard (flag customer-support-user)', { timeout: 60_000 }, () => {
  it('checks the unit name, then a resident e-mail, and names what is wrong', async () => {
    const dialog = await openRemoveHub(1004, 'support-tools');
    const continueButton = button(dialog, t.continue);
    expect(continueButton).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: t.back })).toBeNull();
    type(dialog, t.unitNameField, '105');
    expect(dialog).toHaveTextContent(t.wrongUnit);
    expect(continueButton).toBeDisabled();
    type(dialog, t.unitNameField, ' 104 ');
    expect(dialog).not.toHaveTextContent(t.wrongUnit);
    fireEvent.click(continueButton);

    for (const wrong of ['vacant', 'avery.thompson@example.com', 'sam.whitaker']) {
      type(dialog, t.residentField, wrong);
      expect(dialog).toHaveTextContent(t.invalidEntry);
      expect(button(dialog, t.continue)).toBeDisabled();
    }
    type(dialog, t.residentField, 'SAM.Whitaker@example.com');
    expect(dialog).not.toHaveTextContent(t.invalidEntry);
    // Enter on the phone keyboard continues as the button does.
    fireEvent.submit(within(dialog).getByLabelText(t.residentField));
    expect(within(dialog).getByLabelText(texts.hub.gatewayId)).toHaveValue(GW_104);
    expect(dialog).toHaveTextContent(t.cannotUndo);
  });

  it('Back returns to each page with what was typed there, and the copy is asked again', async () => {
    const writeText = clipboardThat('copies');
    const dialog = await openRemoveHub(1004, 'support-tools');
    type(dialog, t.unitNameField, '104');
    fireEvent.click(button(dialog, t.continue));
    type(dialog, t.residentField, 'sam.whitaker@example.com');
    fireEvent.click(button(dialog, t.continue));
    const remove = () => button(dialog, t.confirmRemove);
    expect(remove()).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(t.copyToEnable);
    fireEvent.click(button(dialog, t.copyGatewayId));
    expect(await within(dialog).findByText(t.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(GW_104);
    expect(remove()).toBeEnabled();

    fireEvent.click(button(dialog, t.back));
    expect(within(dialog).getByLabelText(t.residentField)).toHaveValue('sam.whitaker@example.com');
    fireEvent.click(button(dialog, t.back));
    expect(within(dialog).getByLabelText(t.unitNameField)).toHaveValue('104');
    fireEvent.click(button(dialog, t.continue));
    fireEvent.click(button(dialog, t.continue));
    expect(remove()).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(t.copyToEnable);
    expect(removalCalls()).toEqual([]);
  });

  it('a refused copy says so and keeps Remove disabled', async () => {
    clipboardThat('refuses');
    const dialog = await openRemoveHub(1004, 'support-tools');
    type(dialog, t.unitNameField, '104');
    fireEvent.click(button(dialog, t.continue));
    type(dialog, t.residentField, 'jordan.ellis@example.com');
    fireEvent.click(button(dialog, t.continue));
    fireEvent.click(button(dialog, t.copyGatewayId));
    expect(await within(dialog).findByText(t.copyFailed)).toBeInTheDocument();
    expect(button(dialog, t.confirmRemove)).toBeDisabled();
  });

  it("a unit without residents accepts 'vacant' only", async () => {
    const dialog = await openRemoveHub(1003, 'support-tools');
    type(dialog, t.unitNameField, '103');
    fireEvent.click(button(dialog, t.continue));
    type(dialog, t.residentField, 'someone@example.com');
    expect(dialog).toHaveTextContent(t.invalidEntry);
    type(dialog, t.residentField, 'Vacant');
    expect(button(dialog, t.continue)).toBeEnabled();
    expect(dialog).not.toHaveTextContent(t.invalidEntry);
  });

  it('a failed removal shows its custom text on the last page and keeps the hub', async () => {
    clipboardThat('copies');
    const failing = scenarioWith('remove-fails', { flags: { 'customer-support-user': true }, faults: [{ call: 'hubs.disassociate', status: 500, body: { custom: 'Support has locked this hub.' } }] });
    const dialog = await openRemoveHub(1004, failing);
    type(dialog, t.unitNameField, '104');
    fireEvent.click(button(dialog, t.continue));
    type(dialog, t.residentField, 'sam.whitaker@example.com');
    fireEvent.click(button(dialog, t.continue));
    fireEvent.click(button(dialog, t.copyGatewayId));
    await within(dialog).findByText(t.copied);
    fireEvent.click(button(dialog, t.confirmRemove));
    expect(await within(dialog).findByText('Support has locked this hub.')).toBeInTheDocument();
    expect(removalCalls().map((call) => call.status)).toEqual([500]);
    expect(button(dialog, t.back)).toBeEnabled();
    expect(button(dialog, t.confirmRemove)).toBeEnabled();
  });
});

describe('Remove Hub for installers', { timeout: 60_000 }, () => {
  it.each([
    ['its custom text', { custom: 'Support has locked this hub.' }, 'Support has locked this hub.'],
    ['the unknown-error text when the answer has no custom text (a message is not enough)', { message: 'Internal error' }, texts.errors.removeHub],
  ])('a failed removal shows %s and keeps the hub', async (_label, body, shown) => {
    const dialog = await openRemoveHub(1005, scenarioWith('remove-fails', { faults: [{ call: 'hubs.disassociate', status: 500, body }] }));
    fireEvent.click(button(dialog, t.remove));
    expect(await within(dialog).findByText(shown)).toBeInTheDocument();
    expect(button(dialog, t.remove)).toBeEnabled();
    const [unit] = app?.sim.control.db.find('units', { id: 1005 }) ?? [];
    expect(unit?.gatewayId).toBe('9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0105');
  });
});
