/**
 * The explorer's `--shard i/n` (scripts/lib/exploreShard.mjs): n runs of consecutive seeds that
 * together are the whole range, each seed in one shard, as Playwright cuts its tests.
 */
import { describe, expect, it } from 'vitest';
import { readShard, shardSeeds } from '../../scripts/lib/exploreShard.mjs';

describe('the explorer\'s shards', () => {
  it('reads i/n and refuses anything else', () => {
    expect(readShard('3/8')).toEqual({ index: 3, of: 8 });
    expect(readShard('1/1')).toEqual({ index: 1, of: 1 });
    expect(['0/2', '3/2', '1/0', '0/0', '1', '1/2/3', 'a/b', '-1/2', '1.5/2', ' 1/2', '']).toEqual(
      ['0/2', '3/2', '1/0', '0/0', '1', '1/2/3', 'a/b', '-1/2', '1.5/2', ' 1/2', ''].filter((text) => readShard(text) === null),
    );
  });

  it('cuts 10 seeds from 5 into 3 runs of consecutive seeds, the longer first', () => {
    expect([1, 2, 3].map((index) => shardSeeds(5, 10, { index, of: 3 }))).toEqual([
      [5, 6, 7, 8],
      [9, 10, 11],
      [12, 13, 14],
    ]);
  });

  it('covers every seed of the range once, whatever the count and the number of shards', () => {
    for (const count of [1, 2, 7, 8, 400]) {
      for (const of of [1, 2, 3, 8, 9]) {
        const shards = Array.from({ length: of }, (_, at) => shardSeeds(100, count, { index: at + 1, of }));
        expect(shards.flat()).toEqual(Array.from({ length: count }, (_, at) => 100 + at));
        const lengths = shards.map((seeds) => seeds.length);
        expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('leaves a shard past the seeds empty', () => {
    expect(shardSeeds(1, 2, { index: 3, of: 4 })).toEqual([]);
  });
});
