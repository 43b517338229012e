import { describe, expect, it } from 'vitest';
import { dcmAfter, percentages, TOTAL_MS } from './progress';

const dcm = { version: 2, codesExpected: 8, codesSynced: 8, masterCodeExpected: true, masterCodeSynced: true };

describe('door-code sync progress', () => {
  it.each<[number, number, number, number, boolean]>([
    [0, 0, 0, 0, false],
    [75_000, 50, 0, 0, false],
    [150_000, 100, 0, 0, false],
    [225_000, 100, 50, 4, false],
    [299_000, 100, 99, 7, false],
    [TOTAL_MS, 100, 100, 8, true],
  ])('after %i ms: sent %i%, verified %i%, %i codes, master code %s', (ms, sent, verified, codes, master) => {
    expect(percentages(ms)).toEqual({ sent_percent: sent, verified_percent: verified });
    expect(dcmAfter(dcm, ms)).toMatchObject({ codesSynced: codes, masterCodeSynced: master });
  });

  it('takes about 5 minutes in all (spec 02 §9)', () => {
    expect(TOTAL_MS).toBe(300_000);
  });
});
