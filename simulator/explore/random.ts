/**
 * The explorer's source of chance until the faults' own seeded random (createSeededRandom) lands: the
 * same interface and the same generator (mulberry32), so the swap is one import.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** An independent stream for `label`: the same seed and label always give the same draws. */
  fork(label: string): SeededRandom;
}

function fromWord(word: number): SeededRandom {
  let state = word | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    fork(label) {
      let hash = (0x811c9dc5 ^ word) >>> 0;
      for (const char of label) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
      return fromWord(hash);
    },
  };
}

export const createSeededRandom = (seed: number): SeededRandom => fromWord(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b));
