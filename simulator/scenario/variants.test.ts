import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from './catalogue';
import { scenarioSchema } from './schema';
import { variantOf } from './variants';

const base = {
  name: 'variant-test',
  yaleLocks: [{ serial: 'HB2-1', masterCode: '390117' }, { serial: 'HB2-2', masterCode: null }],
  faults: [{ id: 'late-fail', kind: 'http', call: 'hubs.assign', status: 500, nth: 1 }, { kind: 'http', call: 'units.list', status: 503 }],
  variants: { masterCodeDigits: 6, faults: [{ id: 'late-fail', nth: [2, 9] as [number, number] }] },
};

describe('variantOf', () => {
  it('the same seed draws the same variant; the run is seeded with it', () => {
    const first = variantOf(base, 42);
    expect(variantOf(base, 42)).toEqual(first);
    expect(first.randomSeed).toBe(42);
    expect(first.yaleLocks[0]?.masterCode).toMatch(/^[1-9]\d{5}$/);
    expect(first.faults[0]?.nth).toBeGreaterThanOrEqual(2);
    expect(first.faults[0]?.nth).toBeLessThanOrEqual(9);
  });

  it('other seeds draw other codes; a new lock stays new and a fault not named keeps its timing', () => {
    const codes = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => variantOf(base, seed).yaleLocks[0]?.masterCode));
    expect(codes.size).toBeGreaterThan(6);
    const variant = variantOf(base, 7);
    expect(variant.yaleLocks[1]?.masterCode).toBeNull();
    expect(variant.faults[1]).toEqual(base.faults[1]);
  });

  it('a scenario without variants only takes the seed', () => {
    const plain = { ...base, variants: undefined };
    expect(variantOf(plain, 9)).toEqual({ ...plain, randomSeed: 9 });
  });
});

describe('the Yale exercise as a variant', () => {
  const loaded = loadScenarioFile('exercise-yale-older-master-code');
  if (!loaded.ok) throw new Error(loaded.error);
  const exercise = loaded.scenario;
  const unitCodesOf = (variant: typeof exercise) => variant.seed.records?.find((entry) => entry.collection === 'yaleMasterCodes')?.record as { addressId: number; activeMasterCode: string; inactiveMasterCodes: string[] };
  const seeds = Array.from({ length: 200 }, (_, index) => index * 7919 + 1);

  it("draws the unit's codes and the lock's together: in every variant the lock holds one of its unit's older codes, never the active one", () => {
    for (const seed of seeds) {
      const variant = variantOf(exercise, seed);
      const unit = unitCodesOf(variant);
      const lock = variant.yaleLocks[0]!.masterCode!;
      expect(unit.addressId).toBe(1008);
      expect(new Set([unit.activeMasterCode, ...unit.inactiveMasterCodes]).size).toBe(3);
      [unit.activeMasterCode, ...unit.inactiveMasterCodes].forEach((code) => expect(code).toMatch(/^[1-9]\d{5}$/));
      expect(unit.inactiveMasterCodes).toContain(lock);
      expect(lock).not.toBe(unit.activeMasterCode);
      expect(unit.inactiveMasterCodes.indexOf(lock)).toBe(0);
    }
  });

  it('two seeds give two trainees other codes; the same seed gives the same world', () => {
    const [ada, bo] = [variantOf(exercise, 1234), variantOf(exercise, 98_765)];
    expect(ada.yaleLocks[0]?.masterCode).not.toBe(bo.yaleLocks[0]?.masterCode);
    expect(unitCodesOf(ada).activeMasterCode).not.toBe(unitCodesOf(bo).activeMasterCode);
    expect(variantOf(exercise, 1234)).toEqual(ada);
    expect(scenarioSchema.safeParse(ada).success).toBe(true);
  });
});

describe('the variants field', () => {
  it('refuses a code length beyond a keypad and a range the wrong way round', () => {
    const scenario = loadScenarioFile('exercise-yale-older-master-code');
    if (!scenario.ok) throw new Error(scenario.error);
    const withVariants = (variants: unknown) => scenarioSchema.safeParse({ ...scenario.scenario, variants });
    expect(withVariants({ masterCodeDigits: 6 }).success).toBe(true);
    expect(withVariants({ masterCodeDigits: 9 }).success).toBe(false);
    expect(withVariants({ faults: [{ id: 'x', nth: [5, 2] }] }).error?.issues[0]?.path).toEqual(['variants', 'faults', 0, 'nth']);
  });
});

describe('the hub-reboot exercise as a variant', () => {
  const loaded = loadScenarioFile('exercise-hub-reboots-mid-install');
  if (!loaded.ok) throw new Error(loaded.error);
  const exercise = loaded.scenario;
  const rebootsAt = (seed: number) => (variantOf(exercise, seed).timeline[0]?.when as { inclusion: { serial: string; nth: number } }).inclusion;

  it('reboots the hub as the second or the third inclusion starts, drawn from the seed; the same seed, the same inclusion', () => {
    const drawn = new Set(Array.from({ length: 40 }, (_, seed) => rebootsAt(seed).nth));
    expect([...drawn].sort()).toEqual([2, 3]);
    expect(rebootsAt(7)).toEqual(rebootsAt(7));
    expect(rebootsAt(7).serial).toBe('HB2-1000901');
    expect(scenarioSchema.safeParse(variantOf(exercise, 7)).success).toBe(true);
  });

  it('refuses a variant of an entry that is not there or has no trigger', () => {
    const withTimeline = (entry: number) => scenarioSchema.safeParse({ ...exercise, variants: { timeline: [{ entry, nth: [2, 3] }] } });
    expect(withTimeline(0).success).toBe(true);
    expect(withTimeline(1).error?.issues[0]).toMatchObject({ path: ['variants', 'timeline', 0, 'entry'], message: 'timeline[1] is not an entry with a trigger ("when")' });
  });
});
