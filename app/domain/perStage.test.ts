import { describe, expect, it } from 'vitest';
import { perStage } from './perStage';

type Named = 'assess' | 'result';
type Shaped = { name: 'unit' } | { name: 'confirm'; copy: 'copied' | 'failed' };

describe('perStage: one entry per stage, handed its own stage', () => {
  it.each<[Named, string]>([
    ['assess', 'asks'],
    ['result', 'thanks'],
  ])('a named stage %s picks its own entry', (stage, expected) => {
    expect(perStage<Named, string>(stage, { assess: () => 'asks', result: () => 'thanks' })).toBe(expected);
  });

  it.each<[Shaped, string]>([
    [{ name: 'unit' }, 'unit'],
    [{ name: 'confirm', copy: 'copied' }, 'confirm copied'],
    [{ name: 'confirm', copy: 'failed' }, 'confirm failed'],
  ])('a stage object %o reaches its entry with its own fields', (stage, expected) => {
    expect(perStage<Shaped, string>(stage, { unit: (unit) => unit.name, confirm: (confirm) => `confirm ${confirm.copy}` })).toBe(expected);
  });
});
