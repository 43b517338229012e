// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../domain/texts';
import type { RenderedApp } from '../../../tests/integration/support/renderApp';
import { openUnitScreen } from '../../../tests/integration/support/unitScreen';

const t = texts.finish;

/** Unit 104's lock with its throw checked and fixed, so the lock rules pass and the form's own rules show. */
const lockTodo104 = {
  addressId: 1004,
  locksPaired: [{ uid: 'dev-1004-lock', batteriesInstalled: true, lockThrow: { nothingButAir: false, resultOfIssue: 'FIXED', description: 'Strike plate filed' } }],
  locksToPair: [],
};

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

async function openFinish() {
  app = await openUnitScreen(1004, 'default', { 'installer:unitTodo': lockTodo104 });
  fireEvent.click(await screen.findByRole('button', { name: texts.unitDetail.finish }));
  return screen.findByRole('dialog', { name: t.title });
}

const submitCalls = () => app?.sim.control.calls().filter((call) => call.name === 'workTickets.submit') ?? [];

function form(dialog: HTMLElement) {
  const d = within(dialog);
  return {
    submit: () => fireEvent.click(d.getByRole('button', { name: t.submit })),
    alerts: () => d.queryAllByRole('alert').map((alert) => alert.textContent),
    check: (name: string) => fireEvent.click(d.getByRole(name === t.incomplete || name === t.complete ? 'radio' : 'checkbox', { name })),
    fill: (label: string, value: string) => fireEvent.change(d.getByLabelText(label), { target: { value } }),
    field: (label: string) => d.getByLabelText(label),
    queryCheckbox: (name: string) => d.queryByRole('checkbox', { name }),
  };
}

// The first render loads the whole unit screen: seconds on a busy 2-core machine.
describe('the finish dialog (Submit Install, spec 01 §6)', { timeout: 60_000 }, () => {
  it('shows the first broken rule, in the spec order, and sends nothing until the form is right', async () => {
    const f = form(await openFinish());
    const expectAlert = (text: string) => {
      f.submit();
      expect(f.alerts()).toEqual([text]);
    };
    expectAlert(t.alerts.status);
    f.check(t.incomplete);
    f.check(t.addOnSwitchesInstalled);
    expectAlert(t.alerts.reason);
    f.fill(t.reason, 'Not enough equipment');
    expectAlert(t.alerts.addOnQtyMissing);
    f.fill(t.addOnSwitchesQty, '1.5');
    expectAlert(t.alerts.addOnQtyWhole);
    f.fill(t.addOnSwitchesQty, '0');
    expectAlert(t.alerts.addOnQtyPositive);
    f.fill(t.addOnSwitchesQty, '2');
    expectAlert(t.alerts.closingNotes);
    // Unit 104 has no Ring doorbell: no transformer question.
    expect(f.queryCheckbox(t.transformerInstalled)).toBeNull();
    expect(f.field(t.hubLocation)).toHaveValue('Hall closet, top shelf');
    expect(submitCalls()).toEqual([]);
  });

  it('an alert disappears once it no longer applies; the next one waits for Submit', async () => {
    const f = form(await openFinish());
    f.check(t.incomplete);
    f.submit();
    expect(f.alerts()).toEqual([t.alerts.reason]);
    f.fill(t.closingNotes, 'Tenant not home.');
    expect(f.alerts()).toEqual([t.alerts.reason]);
    f.fill(t.reason, 'Not enough equipment');
    expect(f.alerts()).toEqual([]);
    f.fill(t.closingNotes, '');
    expect(f.alerts()).toEqual([]);
    f.submit();
    expect(f.alerts()).toEqual([t.alerts.closingNotes]);
  });
});
