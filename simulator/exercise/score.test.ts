import { describe, expect, it } from 'vitest';
import { ERROR_COST, exerciseScore, HINT_COST } from './score';

describe('exerciseScore', () => {
  it('a run with every objective, no hint and no error scores full points', () => {
    expect(exerciseScore({ met: 3, total: 3, hintsUsed: 0, errors: 0, wallMs: 12 * 60_000 })).toEqual({ percent: 100, points: 100, hintsUsed: 0, errors: 0, wallMinutes: 12 });
  });

  it('the percentage counts objectives met; hints and errors the trainee caused cost points', () => {
    const score = exerciseScore({ met: 2, total: 3, hintsUsed: 1, errors: 2, wallMs: 95_000 });
    expect(score.percent).toBe(67);
    expect(score.points).toBe(67 - HINT_COST - 2 * ERROR_COST);
    expect(score.wallMinutes).toBe(1.6);
  });

  it('never goes below zero, and an exercise without objectives is 0 %', () => {
    expect(exerciseScore({ met: 1, total: 4, hintsUsed: 5, errors: 9, wallMs: 0 }).points).toBe(0);
    expect(exerciseScore({ met: 0, total: 0, hintsUsed: 0, errors: 0, wallMs: -5 })).toMatchObject({ percent: 0, points: 0, wallMinutes: 0 });
  });
});
