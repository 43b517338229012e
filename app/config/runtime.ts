/**
 * What the entry point hands the app besides build-time configuration. In simulator builds
 * the simulator fills it; in production it stays empty. The app reads it without knowing why.
 */
import type { FlagValues } from '../flags/flagNames';
import type { TimerSource } from '../lib/timers';

export interface RuntimeExtras {
  /** A message to show above every screen, for example a scenario that could not be started. */
  notice?: string;
  /** Later messages of the same kind (for example the simulator's storage filling up); returns the unsubscribe. */
  onNotice?: (listener: (text: string) => void) => () => void;
  /** Feature-flag values to serve instead of the deployment's (the simulator's scenario flags). */
  flags?: FlagValues;
  /** Service workers to keep when stale ones are unregistered at startup. */
  keepServiceWorker?: (scriptUrl: string) => boolean;
  /** Timers to run the app's polls, retries and deadlines on instead of the page's (decision 0320). */
  timers?: TimerSource;
  /** A number in [0, 1) to use instead of Math.random, so one seed replays a run (decision 0321). */
  random?: () => number;
  /**
   * True while the entry point's start-up still runs after the first render: the simulator, which
   * replaces the page's clock, is not in place yet, and times stamped until then are on the old
   * clock (the flight recorder holds what it hears until then, decision 0352).
   */
  starting?: boolean;
}

export const noExtras: RuntimeExtras = {};
