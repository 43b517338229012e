import { describe, expect, it } from 'vitest';
import { blockedState, bodyMatches, cutByLoad, subset } from '../e2e/support/expectMatch';

describe('the expect runner\'s matching (tests/e2e/support/expectMatch.ts)', () => {
  it('matches objects and lists in part, other values exactly', () => {
    expect(subset({ mode: 'exclusion', outcome: 'failed', serial: 'HB2-1' }, { mode: 'exclusion', outcome: 'failed' })).toBe(true);
    expect(subset({ codes: [{ slot: 1, name: 'A' }, { slot: 2 }] }, { codes: [{ slot: 1 }] })).toBe(true);
    expect(subset({ mode: 'inclusion' }, { mode: 'exclusion' })).toBe(false);
    expect(subset({ count: '1' }, { count: 1 })).toBe(false);
    expect(subset({ codes: { 0: 'x' } }, { codes: ['x'] })).toBe(false);
    expect(subset(null, {})).toBe(false);
  });

  it('checks a call\'s request body, sent as text, by the fields of `body`', () => {
    const sent = JSON.stringify({ address_id: 1001, workTicketFields: { Status__c: 'Incomplete', Incomplete_reason__c: 'Customer Not Ready' } });
    expect(bodyMatches(sent, { workTicketFields: { Status__c: 'Incomplete' } })).toBe(true);
    expect(bodyMatches(sent, { workTicketFields: { Status__c: 'Complete' } })).toBe(false);
    expect(bodyMatches(sent, undefined)).toBe(true);
    expect(bodyMatches('', { action: 'reboot' })).toBe(false);
    expect(bodyMatches('action=reboot', { action: 'reboot' })).toBe(false);
  });

  it('names why a control cannot be used', () => {
    expect(blockedState({ enabled: false })).toBe('disabled');
    expect(blockedState({ enabled: true, editable: false })).toBe('read-only');
    expect(blockedState({ enabled: true, editable: true })).toBeNull();
    expect(blockedState({ enabled: true })).toBeNull();
  });

  it('tells a look a page load cut short from other errors', () => {
    expect(cutByLoad(new Error('page.evaluate: Execution context was destroyed, most likely because of a navigation'))).toBe(true);
    expect(cutByLoad(new Error('jsHandle.evaluate: window.__simulator is not defined: open the page with sim.open() first'))).toBe(true);
    expect(cutByLoad(new Error('locator.click: Timeout 5000ms exceeded.'))).toBe(false);
    expect(cutByLoad('Execution context was destroyed')).toBe(false);
  });
});
