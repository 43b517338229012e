import { describe, expect, it } from 'vitest';
import type { Fault } from '../scenario/schema';
import { createFaultBook } from './faultBook';

const hitsOverSixCalls = (fault: Fault) => {
  const book = createFaultBook([fault]);
  return Array.from({ length: 6 }, () => (book.take(fault.call) ? 1 : 0));
};

describe('fault book', () => {
  it.each<[string, Partial<Fault>, number[]]>([
    ['every call by default', {}, [1, 1, 1, 1, 1, 1]],
    ['only the nth', { nth: 3 }, [0, 0, 1, 0, 0, 0]],
    ['the first N', { times: 2 }, [1, 1, 0, 0, 0, 0]],
    ['N calls from the nth', { nth: 2, times: 3 }, [0, 1, 1, 1, 0, 0]],
  ])('%s', (_label, window, expected) => {
    expect(hitsOverSixCalls({ call: 'units.list', status: 500, ...window })).toEqual(expected);
  });

  it('counts only requests for its own call', () => {
    const book = createFaultBook([{ call: 'units.list', status: 500, nth: 2 }]);
    expect(book.take('units.get')).toBeUndefined();
    expect(book.take('units.list')).toBeUndefined();
    expect(book.take('units.list')).toMatchObject({ status: 500 });
    expect(book.counts()).toEqual([2]);
  });

  it('continues from saved counters after a reload', () => {
    const book = createFaultBook([{ call: 'units.list', status: 500, nth: 3 }], [2]);
    expect(book.take('units.list')).toMatchObject({ status: 500 });
  });

  it('uses the first matching fault when several apply', () => {
    const book = createFaultBook([
      { call: 'units.list', status: 503, times: 1 },
      { call: 'units.list', status: 500 },
    ]);
    expect([book.take('units.list')?.status, book.take('units.list')?.status]).toEqual([503, 500]);
  });
});
