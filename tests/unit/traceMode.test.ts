import { describe, expect, it } from 'vitest';
import { traceMode } from '../../scripts/testSupport/traceMode';

describe('the end-to-end trace setting', () => {
  it.each([
    [undefined, 'off'],
    ['', 'off'],
    ['retain-on-failure', 'retain-on-failure'],
    ['on', 'on'],
  ])('E2E_TRACE=%s records %s', (asked, mode) => {
    expect(traceMode(asked)).toBe(mode);
  });

  it('names the modes when E2E_TRACE is not one', () => {
    expect(() => traceMode('always')).toThrow(/E2E_TRACE=always is not a Playwright trace mode \(one of off, on, retain-on-failure/);
  });
});
