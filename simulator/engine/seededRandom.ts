/**
 * The run's source of chance for faults and their triggers: every probability, jitter and random
 * cut is drawn here from the run's seed, never from Math.random, so a seed replays a run.
 * mulberry32 over 32-bit integer arithmetic and exact divisions by 2^32: the same draws in Node
 * and in every browser. `fork(label)` gives an independent stream named by a label, so a draw can
 * be addressed ("fault flaky-1, occurrence 7") instead of depending on how many draws came before:
 * a reload, or a fault added in between, changes no other draw (decision 0420).
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

const TWO_TO_32 = 2 ** 32;

/** murmur3's finaliser: a bijection on 32 bits that spreads nearby inputs over all of them. */
export function avalanche(value: number): number {
  let z = value | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A seed as one 32-bit word, its high bits counted too (seeds are any safe integer). */
function wordOf(seed: number): number {
  if (!Number.isSafeInteger(seed)) throw new Error(`A seed is a safe integer, not ${seed}`);
  return avalanche((seed >>> 0) ^ avalanche(Math.floor(seed / TWO_TO_32) | 0));
}

/** FNV-1a of the label over the parent's word. */
function labelled(word: number, label: string): number {
  let hash = (0x811c9dc5 ^ word) >>> 0;
  for (const char of label) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return avalanche(hash);
}

function fromWord(word: number): SeededRandom {
  let state = word;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / TWO_TO_32;
  };
  return {
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new Error(`No whole number from ${min} to ${max}`);
      return min + Math.floor(next() * (max - min + 1));
    },
    pick(list) {
      if (list.length === 0) throw new Error('Cannot pick from an empty list');
      return list[Math.floor(next() * list.length)] as (typeof list)[number];
    },
    fork: (label) => fromWord(labelled(word, label)),
  };
}

export function createSeededRandom(seed: number): SeededRandom {
  return fromWord(wordOf(seed));
}
