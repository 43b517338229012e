import { describe, expect, it } from 'vitest';
import { BANNED_MASTER_CODES, chooseMasterCodes, generateMasterCode, type Random } from './masterCode';

/** mulberry32: a small seeded source, so every run draws the same codes for a seed. */
function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A source that gives these numbers in turn, then repeats the last. */
function scripted(...values: number[]): Random {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
}

/** The digits d1..d6 as the random numbers that draw them. */
const drawing = (code: string) => [...code].map((digit) => (Number(digit) + 0.5) / 10);

describe('the initial Yale master code (spec 02 §5)', () => {
  it('lists the 23 banned codes of the spec', () => {
    expect(BANNED_MASTER_CODES).toHaveLength(23);
    expect(new Set(BANNED_MASTER_CODES).size).toBe(23);
  });

  it('over 5000 seeds: always 6 digits, never banned, never one of the unit\'s codes', () => {
    const used = ['482915', '000001', '999998'];
    const refused = new Set([...BANNED_MASTER_CODES, ...used]);
    const codes = Array.from({ length: 5_000 }, (_, seed) => generateMasterCode(seeded(seed), used));
    expect(codes.filter((code) => !/^\d{6}$/.test(code) || refused.has(code))).toEqual([]);
  });

  it('replays the same code for the same seed, and differs between seeds', () => {
    expect(generateMasterCode(seeded(7), [])).toBe(generateMasterCode(seeded(7), []));
    const codes = new Set(Array.from({ length: 200 }, (_, seed) => generateMasterCode(seeded(seed), [])));
    expect(codes.size).toBeGreaterThan(190);
  });

  it.each([
    ['a banned code is drawn again', [...drawing('123456'), ...drawing('804117')], [], '804117'],
    ['a code the unit uses is drawn again', [...drawing('204613'), ...drawing('204614')], ['204613'], '204614'],
    ['a leading zero is kept', drawing('052718'), [], '052718'],
    ['a random() of 0.99999 gives a 9', [0.99999, 0.1, 0.2, 0.3, 0.4, 0.5], [], '912345'],
  ])('%s', (_case, numbers, used, expected) => {
    expect(generateMasterCode(scripted(...numbers), used)).toBe(expected);
  });

  it('a source stuck on a refused code still gives a free one', () => {
    expect(generateMasterCode(() => 0, ['000001'])).toBe('000002');
  });
});

describe('which master codes the flow shows', () => {
  it.each([
    ['the server\'s codes', { activeMasterCode: '482915', inactiveMasterCodes: ['204613', '482915'] }, null, { active: '482915', inactive: ['204613'], needsSaving: false }],
    ['no active code: a new one, not one of the inactive', { activeMasterCode: null, inactiveMasterCodes: ['804117'] }, null, { active: '371950', inactive: ['804117'], needsSaving: true }],
    ['a failed fetch counts as no codes', null, null, { active: '804117', inactive: [], needsSaving: true }],
    ['a failed fetch with a code kept on the phone: that code, saved again', null, '630228', { active: '630228', inactive: [], needsSaving: true }],
    ['the server\'s code wins over a kept one', { activeMasterCode: '482915', inactiveMasterCodes: [] }, '630228', { active: '482915', inactive: [], needsSaving: false }],
    ['codes that are not 4 to 8 digits are left out', { activeMasterCode: '12', inactiveMasterCodes: ['abc', '204613', '123456789'] }, null, { active: '804117', inactive: ['204613'], needsSaving: true }],
    ['an 8-digit code of the server is kept as it is', { activeMasterCode: '48213907', inactiveMasterCodes: ['53018846'] }, null, { active: '48213907', inactive: ['53018846'], needsSaving: false }],
  ])('%s', (_case, fetched, kept, expected) => {
    expect(chooseMasterCodes(fetched, kept, scripted(...drawing('804117'), ...drawing('371950')))).toEqual(expected);
  });
});
