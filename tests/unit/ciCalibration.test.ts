import { describe, expect, it } from 'vitest';
import { DEFAULT_BASELINE, GOAL_WITH_MARGIN_SECONDS, parseArgs, quietEstimate, runOrder, type CalibrationRun } from '../../scripts/bench/ciCalibration.mjs';

const runs = (...list: Array<[CalibrationRun['which'], number, number?]>): CalibrationRun[] =>
  list.map(([which, seconds, exit = 0]) => ({ which, seconds, exit }));

describe('the CI time calibrated against a baseline commit (decisions 0350, 0351)', () => {
  it.each([
    ['HEAD as slow as the baseline', runs(['baseline', 1000], ['head', 1000]), 403, 1, 403, true],
    ['HEAD twice the baseline', runs(['baseline', 500], ['head', 1000]), 403, 2, 806, false],
    ['exactly the goal less its margin (408 s)', runs(['baseline', 403], ['head', 408]), 403, 408 / 403, 408, true],
    ['within 8 minutes but inside the margin for noise', runs(['baseline', 403], ['head', 409]), 403, 409 / 403, 409, false],
    ['medians over rounds, not the mean', runs(['baseline', 900], ['head', 1000], ['baseline', 1000], ['head', 1100], ['baseline', 3000], ['head', 1200]), 360, 1.1, 396, true],
  ])('%s', (_, measured, quiet, ratio, seconds, withinGoal) => {
    const estimate = quietEstimate(measured, quiet);
    expect(estimate).toMatchObject({ ok: true, seconds, withinGoal });
    expect(estimate.ok && estimate.ratio).toBeCloseTo(ratio, 5);
  });

  it('asks the estimate to clear 8 minutes by 15%', () => {
    expect(GOAL_WITH_MARGIN_SECONDS).toBe(408);
  });

  it('gives no estimate from a failed run, and says which', () => {
    expect(quietEstimate(runs(['baseline', 900], ['head', 700, 1]), 403)).toEqual({ ok: false, reason: 'head exited 1: no estimate from a failed run' });
    expect(quietEstimate(runs(['baseline', 900]), 403)).toEqual({ ok: false, reason: 'needs at least one run of each' });
  });

  it('runs the baseline and HEAD in turn, round after round', () => {
    expect(runOrder(2)).toEqual(['baseline', 'head', 'baseline', 'head']);
  });

  it('reads its options, with issue 24\'s reference as the default', () => {
    expect(parseArgs([])).toEqual({ baseline: DEFAULT_BASELINE.commit, baselineQuiet: 403, rounds: 1, keep: false });
    expect(parseArgs(['--baseline', 'abc1234', '--baseline-quiet', '300', '--rounds', '3', '--keep'])).toEqual({ baseline: 'abc1234', baselineQuiet: 300, rounds: 3, keep: true });
  });

  it.each([
    [['--rounds', '0'], /--rounds needs a positive number, not '0'/],
    [['--baseline-quiet'], /--baseline-quiet needs a positive number, not ''/],
    [['--fast'], /unknown argument '--fast'/],
    [['--baseline', 'abc1234'], /--baseline abc1234 needs --baseline-quiet/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
