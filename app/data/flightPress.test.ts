// @vitest-environment jsdom
/**
 * A pressed control leaves the phone by its name only when the name is one of the app's own texts
 * (issue 35, decision 0359): a unit row's name carries its residents' short names ('J. Ellis'), a
 * device row's the name the installer gave. Those are recorded by their role and place, which the
 * capture compiler turns back into the row a replay presses (simulator/capture/placedPress.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../domain/texts';
import { attachFlightSink, type FlightEvent } from '../lib/flightTap';
import { watchScreenForFlight } from '../lib/flightScreenWatch';
import { isAppText } from './flightAppTexts';

let cleanUp: Array<() => void> = [];
afterEach(() => {
  cleanUp.forEach((stop) => stop());
  cleanUp = [];
  document.body.innerHTML = '';
});

function pressed(html: string, selector: string): FlightEvent[] {
  document.body.innerHTML = html;
  const events: FlightEvent[] = [];
  cleanUp.push(attachFlightSink({ add: (event) => events.push(event) }), watchScreenForFlight(isAppText, document));
  (document.querySelector(selector) as HTMLElement).click();
  return events;
}

/** Two rows of a long list, as app/ui/VirtualList.tsx renders them: each row announces its place. */
const unitList = `<ul role="list" aria-label="Maple Court">
  <li aria-posinset="7"><button id="a">103 Incomplete R. Okafor</button><button aria-label="Unit Info for 103"></button></li>
  <li aria-posinset="8"><button id="b">104 Incomplete J. Ellis</button><button id="b-info" aria-label="Unit Info for 104"></button></li>
</ul>`;

describe('a press, as it leaves the phone', () => {
  it.each([
    ['a button named by the app', `<button>${texts.finish.submit}</button>`, 'button', { kind: 'action', action: texts.finish.submit }],
    ['a unit row, by its place in the list: not its residents', unitList, '#b', { kind: 'action', action: '', position: { role: 'button', row: 8, nth: 1 } }],
    ["the row's info button", unitList, '#b-info', { kind: 'action', action: '', position: { role: 'button', row: 8, nth: 2 } }],
    [
      'a device row in a list the app names',
      `<ul aria-label="${texts.unitDetail.zWaveDevices}"><li><div role="button">Front Door Lock LOCKED</div></li><li><div role="button" id="d">Mallory's bedroom lamp ON</div></li></ul>`,
      '#d',
      { kind: 'action', action: '', position: { role: 'button', row: 2, nth: 1, in: texts.unitDetail.zWaveDevices } },
    ],
    [
      'a control outside a list, by its place among its role in its dialog',
      `<div role="dialog" aria-label="${texts.info.unitInfo}"><button>${texts.info.close}</button><a href="/x">Call J. Ellis</a><a id="l" href="/y">j.ellis@example.com</a></div>`,
      '#l',
      { kind: 'action', action: '', position: { role: 'link', nth: 2, in: texts.info.unitInfo } },
    ],
  ])('%s', (_case, html, selector, event) => {
    const events = pressed(html, selector);
    expect(events.filter((entry) => entry.kind === 'action')).toEqual([event]);
    expect(JSON.stringify(events)).not.toMatch(/Ellis|Okafor|Mallory/);
  });

  it('keeps a dialog title or a field label only when it is the app’s own text', async () => {
    const events = pressed(`<button>${texts.info.close}</button>`, 'button');
    document.body.insertAdjacentHTML('beforeend', `<div role="dialog" aria-label="J. Ellis, 104"><input aria-label="J. Ellis's phone" /></div><div role="dialog" aria-label="${texts.info.unitInfo}"></div>`);
    await vi.waitFor(() => expect(events.filter((entry) => entry.kind === 'dialog')).toHaveLength(2));
    document.querySelector('input')?.dispatchEvent(new Event('change', { bubbles: true }));
    expect(events.filter((entry) => entry.kind !== 'action')).toEqual([
      { kind: 'dialog', dialog: '', open: true },
      { kind: 'dialog', dialog: texts.info.unitInfo, open: true },
      { kind: 'typed', field: '', length: 0 },
    ]);
  });
});
