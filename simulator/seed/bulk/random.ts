/**
 * The bulk seed's source of chance: sfc32 seeded through a 32-bit mixer, and the few draws the
 * generator needs. It uses only 32-bit integer arithmetic and exact divisions by 2^32, so a seed
 * gives the same numbers in Node and in every browser (decision 0182).
 */
import { avalanche } from '../../engine/seededRandom';

export interface Weighted<T> {
  weight: number;
  value: T;
}

const TWO_TO_32 = 2 ** 32;
const GOLDEN = 0x9e3779b9;
/** sfc32's authors discard the first outputs so that nearby seeds part ways. */
const WARM_UP = 12;
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const UUID_VARIANTS = '89ab';


function hex8(word: number): string {
  return word.toString(16).padStart(8, '0');
}

export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  /** Any safe integer: the low and high 32 bits both count, so seeds that differ give different streams. */
  constructor(seed: number) {
    const low = seed >>> 0;
    this.a = avalanche(low + GOLDEN);
    this.b = avalanche(low + 2 * GOLDEN);
    this.c = Math.floor(seed / TWO_TO_32) | 0;
    for (let i = 0; i < WARM_UP; i += 1) this.uint32();
  }

  private uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1), as Math.random gives. */
  float(): number {
    return this.uint32() / TWO_TO_32;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  boolean(probability = 0.5): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }

  /** min to max different items (as many as there are, at most), in random order. */
  pickSome<T>(items: readonly T[], min: number, max: number): T[] {
    const count = Math.min(this.int(min, max), items.length);
    const pool = [...items];
    for (let i = 0; i < count; i += 1) {
      const j = this.int(i, pool.length - 1);
      const chosen = pool[j] as T;
      pool[j] = pool[i] as T;
      pool[i] = chosen;
    }
    return pool.slice(0, count);
  }

  /** A value with a chance proportional to its weight. */
  weighted<T>(entries: readonly Weighted<T>[]): T {
    const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
    let left = this.float() * total;
    for (const entry of entries) {
      left -= entry.weight;
      if (left < 0) return entry.value;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('Cannot pick from an empty list');
    return last.value;
  }

  /** Shaped like a version-4 UUID: 122 random bits. */
  uuid(): string {
    const a = hex8(this.uint32());
    const b = hex8(this.uint32());
    const c = this.uint32();
    const d = hex8(this.uint32());
    const rest = hex8(c).slice(1);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${UUID_VARIANTS.charAt(c >>> 30)}${rest.slice(0, 3)}-${rest.slice(3)}${d}`;
  }

  /** Upper-case letters and digits. */
  alphanumeric(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += UPPER_ALPHANUMERIC.charAt(this.int(0, UPPER_ALPHANUMERIC.length - 1));
    return out;
  }

  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String(this.int(0, 9));
    return out;
  }
}
