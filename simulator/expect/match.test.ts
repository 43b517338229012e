import { describe, expect, it } from 'vitest';
import type { Logged, LoggedAnswer } from '../handlers/contractLog';
import type { TraceEntry } from '../engine/trace';
import {
  blockedState, bodyHit, bodyMatches, cutByLoad, markAfter, nthSince, placeText, routePattern, said, scopeProblemText, scopesIn,
  screenSummary, seenOfKind, sinceMark, stageMet, stagesOf, subset, traceMatcher, FROM_THE_START,
} from './match';

describe('the expect runner\'s matching (simulator/expect/match.ts)', () => {
  it.each([
    [{ mode: 'exclusion', outcome: 'failed', serial: 'HB2-1' }, { mode: 'exclusion', outcome: 'failed' }, true],
    [{ codes: [{ slot: 1, name: 'A' }, { slot: 2 }] }, { codes: [{ slot: 1 }] }, true],
    [{ mode: 'inclusion' }, { mode: 'exclusion' }, false],
    [{ count: '1' }, { count: 1 }, false],
    [{ codes: { 0: 'x' } }, { codes: ['x'] }, false],
    [null, {}, false],
    [Number.NaN, Number.NaN, true],
  ])('subset(%j, %j) is %s: objects and lists match in part, other values exactly', (actual, wanted, matches) => {
    expect(subset(actual, wanted)).toBe(matches);
  });

  const sent = JSON.stringify({ address_id: 1001, workTicketFields: { Status__c: 'Incomplete', Incomplete_reason__c: 'Customer Not Ready' } });
  it.each([
    [sent, { workTicketFields: { Status__c: 'Incomplete' } }, true],
    [sent, { workTicketFields: { Status__c: 'Complete' } }, false],
    [sent, undefined, true],
    ['', { action: 'reboot' }, false],
    ['action=reboot', { action: 'reboot' }, false],
  ])('checks a call\'s request body, sent as text, by the fields of `body` (%#)', (body, wanted, matches) => {
    expect(bodyMatches(body, wanted)).toBe(matches);
  });

  it.each([
    [{ enabled: false }, 'disabled'],
    [{ enabled: true, editable: false }, 'read-only'],
    [{ enabled: true, editable: true }, null],
    [{ enabled: true }, null],
  ])('names why a control cannot be used: %j', (state, why) => {
    expect(blockedState(state)).toBe(why);
  });

  it.each([
    [new Error('page.evaluate: Execution context was destroyed, most likely because of a navigation'), true],
    [new Error('jsHandle.evaluate: window.__simulator is not defined: open the page with sim.open() first'), true],
    [new Error('locator.click: Timeout 5000ms exceeded.'), false],
    ['Execution context was destroyed', false],
  ])('tells a look a page load cut short from other errors (%#)', (error, cut) => {
    expect(cutByLoad(error)).toBe(cut);
  });

  it.each([
    [new Error('locator.click: Timeout 5000ms exceeded.\nCall log:\n  - waiting for button\n  - element is covered by <div>'), 'locator.click: Timeout 5000ms exceeded. (- element is covered by <div>)'],
    [new Error('plain'), 'plain'],
    [new Error(''), 'no message'],
    ['a string', 'a string'],
  ])('says an error in one line: its first, and its last when longer (%#)', (error, line) => {
    expect(said(error)).toBe(line);
  });

  it.each([
    ['/community/:community/unit/1204', '/community/cmty-7d2f9a0e-maple-court/unit/1204', true],
    ['/community/:community/unit/1204', '/community/cmty-7d2f9a0e-maple-court/unit/1204/', true],
    ['/community/:community/unit/1204', '/community/a/b/unit/1204', false],
    ['/community/:community/unit/1204', '/community/c/unit/12045', false],
    ['/units/a.b', '/units/aXb', false],
  ])('route %s against the path %s: %s', (route, path, matches) => {
    expect(routePattern(route).test(path)).toBe(matches);
  });

  it('says what the screen shows in one line, cut at 400 characters', () => {
    expect(screenSummary('  Unit 1204\n\n  Hub   online ')).toBe('the screen shows: "Unit 1204 Hub online"');
    expect(screenSummary('x'.repeat(401))).toBe(`the screen shows: "${'x'.repeat(400)}…"`);
  });

  it('reads the scopes an ARIA snapshot names, each once, and says what a click\'s "in" missed', () => {
    const snapshot = '- banner:\n  - heading "Unit 104"\n- region "Hub"\n  - button "Include"\n- dialog "Add or Remove Z-Wave Device"\n- region "Hub"\n- group "A \\"quoted\\" name"';
    const scopes = scopesIn(snapshot);
    expect(scopes).toEqual(['Hub', 'Add or Remove Z-Wave Device', 'A \\"quoted\\" name']);
    expect(scopeProblemText('Wrong', 'Include', scopes.slice(0, 1), true)).toBe(
      'no region, dialog or group named "Wrong" on screen (only those roles can be an "in"; a radio group\'s question is not one); those on screen: "Hub"; "Include" is on screen outside them: leave "in" out when the name is there once; ',
    );
    expect(scopeProblemText('Wrong', 'Include', [], false)).toContain('those on screen: none; ');
  });

  it.each([
    [{ role: 'button', row: 8, nth: 2, in: 'Maple Court' }, 'button 2 of row 8 in "Maple Court"'],
    [{ role: 'button', row: 8, nth: 2 }, 'button 2 of row 8 in its list'],
    [{ role: 'link', nth: 1 }, 'link 1 in its region or dialog'],
  ])('names a press by place: %j', (place, text) => {
    expect(placeText(place)).toBe(text);
  });
});

const call = (name: string, status = 200) => ({ type: 'call', at: 0, name, status }) as unknown as TraceEntry;
const event = (type: string, fields: Record<string, unknown> = {}) => ({ type, at: 0, ...fields }) as unknown as TraceEntry;

describe('the expect runner\'s count of the trace since the entry before', () => {
  const trace = [call('hubs.get'), call('units.get', 500), event('zwave.exclusion', { outcome: 'failed' }), call('units.get'), call('units.get'), event('zwave.exclusion', { outcome: 'done' })];

  it.each([
    ['a call by name', { call: 'units.get' }, 0, 1, 1],
    ['a call by name and status', { call: 'units.get', status: 200 }, 0, 1, 3],
    ['the second of a call', { call: 'units.get', status: 200 }, 0, 2, 4],
    ['a call after the cursor', { call: 'units.get' }, 2, 1, 3],
    ['a call seen too few times', { call: 'units.get' }, 4, 2, undefined],
    ['a trace entry by its fields', { trace: 'zwave.exclusion', with: { outcome: 'done' } }, 0, 1, 5],
    ['a trace entry by type alone', { trace: 'zwave.exclusion' }, 3, 1, 5],
  ] as const)('finds %s', (_what, entry, cursor, times, hit) => {
    expect(nthSince(trace, cursor, traceMatcher(entry as never), times).hit).toBe(hit);
  });

  it('says what it saw of the entry\'s kind when not met: the last five since the cursor, or none', () => {
    expect(seenOfKind(trace, 0, { call: 'hubs.get' } as never)).toBe('{"type":"call","at":0,"name":"hubs.get","status":200}');
    expect(seenOfKind(trace, 1, { call: 'hubs.get' } as never)).toBe('no hubs.get call');
    expect(seenOfKind(trace, 0, { trace: 'yale.mode' } as never)).toBe('no "yale.mode" entry');
  });

  it('ranks a call met by its body among the answers of that call since the count started', () => {
    const answer = (call: string, status: number, body: string) => ({ kind: 'answer', call, status, method: 'POST', path: '/x', request: { body } }) as unknown as LoggedAnswer;
    const sentLog: Logged[] = [answer('tickets.update', 200, '{}'), { kind: 'close', serial: 'HB2-1', code: 1000, reason: '' }, answer('hubs.get', 200, ''), answer('tickets.update', 400, '{}'), answer('tickets.update', 200, '{"Status__c":"Incomplete"}')];
    expect(bodyHit(sentLog, 0, sentLog[4] as LoggedAnswer, { call: 'tickets.update', status: 200 } as never)).toEqual({ at: 4, rank: 2 });
    expect(bodyHit(sentLog, 1, sentLog[4] as LoggedAnswer, { call: 'tickets.update' } as never)).toEqual({ at: 4, rank: 2 });
  });
});

describe('the expect runner\'s count of the flight recorder\'s stages', () => {
  const stage = (at: number, flow: string, name: string) => ({ kind: 'stage', at, flow, stage: name });
  const capture = { entries: [stage(10, 'pairing', 'searching'), { kind: 'route', at: 10 }, stage(10, 'pairing', 'found'), stage(20, 'pairing', 'done'), stage(20, 'yale', 'done')] };
  const stages = stagesOf(capture);

  it('reads the stages of a capture, and none of no capture', () => {
    expect(stages.map((item) => `${item.at} ${item.flow}: ${item.stage}`)).toEqual(['10 pairing: searching', '10 pairing: found', '20 pairing: done', '20 yale: done']);
    expect(stagesOf(null)).toEqual([]);
  });

  it.each([
    ['from the start', FROM_THE_START, 4],
    ['after the first of two at one moment', { at: 10, skip: 1 }, 3],
    ['after both at one moment', { at: 10, skip: 2 }, 2],
    ['after the last', { at: 20, skip: 2 }, 0],
  ])('counts the stages written since a mark: %s', (_what, mark, count) => {
    expect(sinceMark(stages, mark)).toHaveLength(count);
  });

  it('marks just past the last of the stages, the same moment\'s earlier ones counted', () => {
    expect(markAfter(stages.slice(0, 2))).toEqual({ at: 10, skip: 2 });
    expect(markAfter([])).toEqual(FROM_THE_START);
  });

  it.each([
    ['the first of its name', FROM_THE_START, { stage: 'done' }, 3],
    ['the first of its flow', FROM_THE_START, { stage: 'done', flow: 'yale' }, 4],
    ['a stage after the mark', { at: 10, skip: 1 }, { stage: 'found' }, 2],
  ])('meets %s, later stages kept for the next entries', (_what, mark, entry, kept) => {
    expect(stageMet(stages, mark, entry).kept).toHaveLength(kept);
  });

  it('does not meet a stage written before the mark, and says what came since', () => {
    const look = stageMet(stages, { at: 10, skip: 2 }, { stage: 'searching' });
    expect(look.kept).toBeNull();
    expect(look.seen.map((item) => item.stage)).toEqual(['done', 'done']);
  });
});
