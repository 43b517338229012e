/**
 * How long `scenario:test` may move the simulator clock on for an `expect` entry that gives no
 * `within`: longer than any hub or app timeout (the Yale exclusion's 90 s, a sync's minutes), so
 * an author only gives one to say "sooner than this". Apart from the schema so the Node-side
 * runner reads it without the simulator's modules.
 */
export const DEFAULT_WITHIN_MS = 5 * 60_000;
