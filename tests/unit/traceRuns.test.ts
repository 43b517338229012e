import { describe, expect, it } from 'vitest';
import { canonicalOrder, type RelativeEntry } from '../e2e/support/traceRuns';

const call = (at: number, name: string): RelativeEntry => ({ type: 'call', at, name }) as unknown as RelativeEntry;
const event = (at: number, type: string): RelativeEntry => ({ type, at }) as unknown as RelativeEntry;
const names = (trace: RelativeEntry[]) => trace.map((entry) => `${entry.at}:${'name' in entry ? String(entry.name) : entry.type}`);

describe('canonicalOrder (decision 0327)', () => {
  it.each([
    ['calls of one moment, either way round', [call(12, 'devices.list'), call(12, 'doorCodes.syncs')], [call(12, 'doorCodes.syncs'), call(12, 'devices.list')]],
    ['three of one moment', [call(5, 'c'), call(5, 'a'), call(5, 'b')], [call(5, 'b'), call(5, 'c'), call(5, 'a')]],
  ])('%s compare equal', (_case, one, other) => {
    expect(canonicalOrder(one)).toEqual(canonicalOrder(other));
  });

  it.each([
    ['calls of different moments', [call(10, 'b'), call(12, 'a')], ['10:b', '12:a']],
    ['an event between calls of one moment', [call(10, 'b'), event(10, 'fault.hit'), call(10, 'a')], ['10:b', '10:fault.hit', '10:a']],
    ['events among themselves', [event(3, 'stream.sent'), event(3, 'doorCodes.progress')], ['3:stream.sent', '3:doorCodes.progress']],
  ])('keeps the order of %s', (_case, trace, expected) => {
    expect(names(canonicalOrder(trace))).toEqual(expected);
  });
});
