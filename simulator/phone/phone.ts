/**
 * The installer's phone, where the simulator runs beside the app (the page under `npm start` and
 * the demo build, jsdom in Node tests): what a scenario can do to it that is not the network's. A
 * world on the simulator server has no phone of its own: its app runs on another machine.
 */

export interface Phone {
  /** Fills the page's localStorage to the last character, as a phone full of photos does. */
  fillStorage(): void;
}

/** Key prefix of the filler records, so a test can tell them from the app's. */
export const FILLER_PREFIX = 'filler:';

/**
 * Writes records of a size until the storage refuses one, then a quarter of that size, down to a
 * single character: a few dozen writes reach the last character (as tests/e2e/fullStorage.spec.ts
 * fills a browser's).
 */
export function fillStorage(storage: Storage): void {
  for (let size = 1 << 20; size >= 1; size >>= 2) {
    try {
      for (let i = 0; ; i += 1) storage.setItem(`${FILLER_PREFIX}${size}:${i}`, 'x'.repeat(size));
    } catch {
      // This size no longer fits: go on with a smaller one.
    }
  }
}

/** The phone whose storage is `storage`, or none where there is no page storage (the simulator server). */
export const phoneOf = (storage: Storage | undefined): Phone | null => (storage ? { fillStorage: () => fillStorage(storage) } : null);
