// @ts-check
/**
 * The explorer's `--shard i/n` (issue 38): the seed range cut into n runs of consecutive seeds
 * whose lengths differ by one at most, the longer ones first, as Playwright cuts its tests into
 * shards. CI jobs of a nightly budget each take one, and a seed a job reports is found again by
 * `--seed S --seeds 1` with no arithmetic on n.
 */

/**
 * Reads `i/n`; null when it is not two whole numbers with 1 <= i <= n.
 * @param {string} text
 * @returns {{ index: number, of: number } | null}
 */
export function readShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) return null;
  const [index, of] = [Number(match[1]), Number(match[2])];
  return index >= 1 && index <= of && Number.isSafeInteger(of) ? { index, of } : null;
}

/**
 * The seeds of shard `index` of `of` over `count` seeds from `first` (none when there are fewer
 * seeds than shards and this one is past them).
 * @param {number} first
 * @param {number} count
 * @param {{ index: number, of: number }} shard
 * @returns {number[]}
 */
export function shardSeeds(first, count, { index, of }) {
  const size = Math.floor(count / of);
  const longer = count % of;
  const start = (index - 1) * size + Math.min(index - 1, longer);
  const length = size + (index <= longer ? 1 : 0);
  return Array.from({ length }, (_, at) => first + start + at);
}
