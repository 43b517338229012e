import { describe, expect, it } from 'vitest';
import { failingWithoutData } from './queryState';

describe('failingWithoutData', () => {
  it.each([
    ['first load, nothing failed yet', { data: undefined, errorUpdateCount: 0, failureCount: 0 }, false],
    ['first load, retrying after a failure', { data: undefined, errorUpdateCount: 0, failureCount: 1 }, true],
    ['failed, polled again (pending, failure count reset)', { data: undefined, errorUpdateCount: 1, failureCount: 0 }, true],
    ['failed before, data now', { data: [], errorUpdateCount: 3, failureCount: 0 }, false],
    ['data, a poll failing', { data: [], errorUpdateCount: 0, failureCount: 1 }, false],
  ])('%s: %s', (_case, query, expected) => {
    expect(failingWithoutData(query)).toBe(expected);
  });
});
