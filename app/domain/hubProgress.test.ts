import { describe, expect, it } from 'vitest';
import { rebootProgress, restartProgress, updateBarValue, updateProgress, updateProgressText } from './hubProgress';

const downloading = (download_progress: number) => ({ status: 'Downloading' as const, download_progress });
const downloaded = { status: 'Downloaded' as const };
const running = { status: 'Running' as const };

describe('update progress (weighted sum of downloaded processes)', () => {
  it.each([
    ['no answer yet', undefined, 'Fetching data', 0],
    ['no processes', {}, 'Fetching data', 0],
    ['all starting', { a: downloading(0), b: downloading(0), c: downloading(0) }, '0 of 3 processes updated (0%)', 0],
    ['part way', { a: downloading(50), b: downloading(33), c: downloading(25) }, '0 of 3 processes updated (36%)', 36],
    ['one downloaded', { a: downloaded, b: downloading(66), c: downloading(50) }, '1 of 3 processes updated (72%)', 72],
    ['a running one counts as downloaded', { a: running, b: downloading(0) }, '1 of 2 processes updated (50%)', 50],
    ['all downloaded', { a: downloaded, b: downloaded, c: downloaded }, '0 of 3 processes running', 0],
    ['starting up', { a: running, b: downloaded, c: downloaded }, '1 of 3 processes running', 33],
    ['all running', { a: running, b: running }, '2 of 2 processes running', 100],
    ['progress above 100 is capped', { a: downloading(250), b: downloading(0) }, '0 of 2 processes updated (50%)', 50],
  ])('%s: %s', (_case, statuses, text, bar) => {
    const progress = updateProgress(statuses);
    expect(updateProgressText(progress)).toBe(text);
    expect(updateBarValue(progress)).toBe(bar);
  });
});

describe('reboot progress (1% per 2.4 s, 100 when booted)', () => {
  it.each([
    [0, false, 0],
    [2_399, false, 0],
    [2_400, false, 1],
    [120_000, false, 50],
    [240_000, false, 100],
    [400_000, false, 100],
    [10_000, true, 100],
  ])('after %i ms (booted: %s) -> %i', (elapsed, booted, expected) => {
    expect(rebootProgress(1_000, 1_000 + elapsed, booted)).toBe(expected);
  });
});

describe('restart progress (elapsed / 30 s)', () => {
  it.each([
    [0, 0],
    [600, 2],
    [15_000, 50],
    [29_999, 99],
    [30_000, 100],
    [45_000, 100],
  ])('after %i ms -> %i', (elapsed, expected) => {
    expect(restartProgress(5_000, 5_000 + elapsed)).toBe(expected);
  });
});
