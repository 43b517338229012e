import { describe, expect, it } from 'vitest';
import { firstProblem } from '../validation/issues';
import { expectSchema, kindOf } from './expectSchema';

const problem = (value: unknown) => {
  const parsed = expectSchema.safeParse(value, { reportInput: true });
  return parsed.success ? null : firstProblem(parsed.error);
};

describe('a scenario\'s expect section', () => {
  it('takes actions and expectations, one kind key each, with durations in ms', () => {
    const parsed = expectSchema.parse([
      { open: '/community/cmty-7d2f9a0e-maple-court/unit/1204' },
      { click: 'Include', in: 'Add or Remove Z-Wave Device' },
      { fill: 'Name', value: 'Front Door' },
      { press: { role: 'button', row: 8, nth: 2, in: 'Maple Court' } },
      { press: { role: 'link', nth: 2 } },
      { step: { 'yale.press': { serial: 'HB2-1001204', keys: '615204#7#3#' } } },
      { text: 'The lock did not go into exclusion mode.', within: '90s' },
      { noText: 'Waiting for the connection to the hub.' },
      { route: '/community/:community/unit/1204' },
      { stage: 'inclusion-start', flow: 'pairing' },
      { call: 'hubs.exclusion', status: 200, times: 3 },
      { call: 'hubs.associate', status: 200, body: { hubSerial: 'HB2-1000901' } },
      { wait: '1m' },
      { trace: 'zwave.ended', with: { mode: 'exclusion', outcome: 'failed' }, times: 2 },
    ]);
    expect(parsed.map(kindOf)).toEqual(['open', 'click', 'fill', 'press', 'press', 'step', 'text', 'noText', 'route', 'stage', 'call', 'call', 'wait', 'trace']);
    expect(parsed[12]).toEqual({ wait: 60_000 });
    expect(parsed[6]).toEqual({ text: 'The lock did not go into exclusion mode.', within: 90_000 });
  });

  it.each([
    [[{ call: 'hubs.exlusion' }], /^\[0\]\.call: expected one of "auth\.login"/],
    [[{ call: 'hubs.exclusion', times: 'twice' }], /^\[0\]\.times: expected a number/],
    [[{ text: '' }], /^\[0\]\.text: must not be empty/],
    [[{ route: 'community' }], /^\[0\]\.route: must start with \//],
    [[{ step: { 'yale.prss': {} } }], /^\[0\]\.step\.yale\.prss: unknown step "yale\.prss"/],
    [[{ text: 'x', within: 'soon' }], /^\[0\]\.within: expected a duration/],
    [[{ wait: 'a minute' }], /^\[0\]\.wait: expected a duration/],
    [[{ wait: '1m', within: '2m' }], /^\[0\]: unknown field "within"|within/],
    [[{ call: 'hubs.associate', body: 'HB2-1000901' }], /^\[0\]\.body: expected (an )?(object|record)/],
    [[{ clik: 'Include' }], /^\[0\]: expected one of the fields open, click, press, fill, step, wait, text, noText, route, stage, call, trace$/],
    [[{ press: { role: 'row', nth: 1 } }], /^\[0\]\.press\.role: expected one of "button"/],
    [[{ press: { role: 'button', nth: 0 } }], /^\[0\]\.press\.nth: must be at least 1$/],
    [[{ press: { role: 'radio', row: 1.5, nth: 1 } }], /^\[0\]\.press\.row: expected a whole number/],
    [[{ press: { role: 'button' } }], /^\[0\]\.press\.nth: is required$/],
    [[{ press: { role: 'button', nth: 1, place: 2 } }], /^\[0\]\.press\.place: unknown field$/],
    [[], /must be at least 1/],
  ])('refuses %j naming the field', (value, message) => {
    expect(problem(value)).toMatch(message);
  });
});
