import { describe, expect, it } from 'vitest';
import { checkStep, typedKept, type FlowRules, type Look } from './invariants';

const screen = (fields: Look['fields'], text = ''): Look => ({ text, buttons: [], fields, error: false });
const rules: FlowRules = {
  successShown: [{ call: 'devices.update', shown: (look) => look.fields.length === 0, expect: { text: 'Next' } }],
  keptBy: ['devices.update'],
};

describe('what the installer typed is kept (issue 38)', () => {
  it('breaks when a filled field shows something else', () => {
    expect(typedKept(screen([{ label: 'Device Location', value: '' }]), new Map([['Device Location', 'Garage']]))?.detail).toBe('"Device Location" holds "", the installer typed "Garage"');
  });

  it('breaks when a filled field leaves the screen while what was typed is still unsaved', () => {
    expect(typedKept(screen([]), new Map([['Device Location', 'Garage']]))).toEqual({ invariant: 'typed-kept', detail: '"Device Location" ("Garage") left the screen unsaved', expect: { text: 'Garage' } });
  });

  it('breaks when a field seen and not yet filled leaves the screen unsaved (a form thrown away)', () => {
    expect(typedKept(screen([]), new Map([['Device Location', null]]))?.detail).toBe('"Device Location" left the screen before it was saved');
    expect(typedKept(screen([{ label: 'Device Location', value: 'Back Door' }]), new Map([['Device Location', null]]))).toBeNull();
  });

  it('holds while the fields keep what was typed, and with nothing typed', () => {
    expect(typedKept(screen([{ label: 'Device Location', value: 'Garage' }]), new Map([['Device Location', 'Garage']]))).toBeNull();
    expect(typedKept(screen([]), new Map())).toBeNull();
  });

  it('names a form closed over a failed save as a false success, not as a lost field', () => {
    const step = { action: { click: 'Next' }, look: screen([]), answers: [{ call: 'devices.update' as const, method: 'PUT', status: 200, failed: true }] };
    expect(checkStep(step, new Map([['Device Location', 'Garage']]), rules)?.invariant).toBe('no-false-success');
  });
});
