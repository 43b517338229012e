import { describe, expect, it } from 'vitest';
import { nextShownUpdate, rebootProgress, restartProgress, updateBarValue, updateProgress, updateProgressText, type ShownUpdate, type UpdateProgress } from './hubProgress';

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
    ['all downloaded: the bar is full', { a: downloaded, b: downloaded, c: downloaded }, '0 of 3 processes running', 100],
    ['starting up', { a: running, b: downloaded, c: downloaded }, '1 of 3 processes running', 100],
    ['all running', { a: running, b: running }, '2 of 2 processes running', 100],
    ['progress above 100 is capped', { a: downloading(250), b: downloading(0) }, '0 of 2 processes updated (50%)', 50],
  ])('%s: %s', (_case, statuses, text, bar) => {
    const progress = updateProgress(statuses);
    expect(updateProgressText(progress)).toBe(text);
    expect(updateBarValue(progress)).toBe(bar);
  });
});

describe('shown update progress: the bar never goes back during one update', () => {
  const fetching: UpdateProgress = { kind: 'fetching' };
  const down = (downloadedCount: number, percent: number): UpdateProgress => ({ kind: 'downloading', downloaded: downloadedCount, total: 3, percent });
  const up = (runningCount: number): UpdateProgress => ({ kind: 'running', running: runningCount, total: 3 });
  it.each<[string, UpdateProgress[], UpdateProgress, number]>([
    ['the first answer', [down(0, 12)], down(0, 12), 12],
    ['no answer yet', [fetching], fetching, 0],
    ['downloads go on', [down(0, 12), down(1, 40), down(2, 97)], down(2, 97), 97],
    ['every process downloaded, none running yet (the bar used to fall to 0)', [down(2, 97), up(0)], up(0), 100],
    ['processes start', [down(2, 97), up(0), up(2)], up(2), 100],
    ['an answer without processes keeps what was shown', [down(1, 60), fetching], down(1, 60), 60],
    ['a process downloading again moves the caption, not the bar', [down(1, 60), down(0, 45)], down(0, 45), 60],
    ['a download report after the start phase', [up(1), down(2, 90)], down(2, 90), 100],
  ])('%s', (_case, answers, progress, bar) => {
    const shown = answers.reduce<ShownUpdate | undefined>((previous, latest) => nextShownUpdate(previous, latest), undefined);
    expect(shown).toEqual({ progress, bar });
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
