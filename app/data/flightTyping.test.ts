// @vitest-environment jsdom
/**
 * A radio or checkbox pressed is recorded by its label, as a replay presses it. What the installer types reaches the flight recording as the field's label and the text's
 * length only (issue 26, decision 0344): never the text, not even in a capture taken afterwards.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { takeFlightCapture } from './flightCapture';
import { clearStored } from '../lib/storage';
import { flightLog, startFlightRecorder } from './flightRecorder';
import { attachFlightSink, type FlightEvent } from '../lib/flightTap';
import { watchScreenForFlight } from '../lib/flightScreenWatch';
import { isAppText } from './flightAppTexts';

const SECRET = 'Gate code 4417, ask Mrs Alvarez';

let cleanUp: Array<() => void> = [];
afterEach(() => {
  cleanUp.forEach((stop) => stop());
  cleanUp = [];
  document.body.innerHTML = '';
});

/** Types `text` into the field as a browser does: its value set, input, then change as focus leaves it. */
function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function watched(): FlightEvent[] {
  const events: FlightEvent[] = [];
  cleanUp.push(attachFlightSink({ add: (event) => events.push(event) }), watchScreenForFlight(isAppText, document));
  return events;
}

describe('typing, as the flight recorder writes it', () => {
  it.each([
    ['a text area with a label', '<label for="f">Closing Notes</label><textarea id="f">earlier text</textarea>', 'textarea', [{ kind: 'typed', field: 'Closing Notes', length: SECRET.length }]],
    ['a text field named by aria-label', '<input aria-label="Device Location" />', 'input', [{ kind: 'typed', field: 'Device Location', length: SECRET.length }]],
    ['a text field labelled by another element', '<span id="l">Hub Location</span><input type="text" aria-labelledby="l" />', 'input', [{ kind: 'typed', field: 'Hub Location', length: SECRET.length }]],
    ['a password field', '<label>Password<input type="password" /></label>', 'input', [{ kind: 'typed', field: 'Password', length: SECRET.length }]],
    ['a checkbox (pressed, not typed)', '<label>Privacy lock installed<input type="checkbox" /></label>', 'input', []],
    ['a list to choose from', `<label for="s">Reason</label><select id="s"><option>Other</option><option>${SECRET}</option></select>`, 'select', []],
  ])('%s', (_case, html, selector, expected) => {
    document.body.innerHTML = html;
    const events = watched();
    type(document.querySelector(selector) as HTMLInputElement, SECRET);
    expect(events.filter((event) => event.kind === 'typed')).toEqual(expected);
  });

  it.each([
    ['a radio, by its label', '<label><input type="radio" name="s" /><span>Complete</span></label>', 'Complete'],
    ['a checkbox, by its label', '<label><input type="checkbox" /><span>Privacy lock installed</span></label>', 'Privacy lock installed'],
  ])('records pressing %s, as a replay presses it', (_case, html, name) => {
    document.body.innerHTML = html;
    const events = watched();
    (document.querySelector('input') as HTMLInputElement).click();
    expect(events.filter((event) => event.kind === 'action')).toEqual([{ kind: 'action', action: name }]);
  });

  it('leaves no typed text in a capture: only the label and the length', () => {
    startFlightRecorder('usr-typing');
    // Signing out stops the recorder, whose screen watch would otherwise hear the presses of the tests after it.
    cleanUp.push(() => flightLog().clear(), () => clearStored('signOut'));
    document.body.innerHTML = '<label for="notes">Closing Notes</label><textarea id="notes"></textarea><input aria-label="Device Location" /><button>Submit</button>';
    type(document.querySelector('textarea') as HTMLTextAreaElement, SECRET);
    type(document.querySelector('input') as HTMLInputElement, 'Alvarez porch');
    document.querySelector('button')?.click();
    const capture = JSON.stringify(takeFlightCapture([]));
    expect(capture).toContain(`"field":"Closing Notes","length":${SECRET.length}`);
    expect(capture).toContain('"field":"Device Location","length":13');
    expect(capture).toContain('"action":"Submit"');
    for (const part of ['4417', 'Alvarez', 'Gate code', 'porch']) expect(capture).not.toContain(part);
  });
});
