/** How long a door-code sync takes on the simulator clock (spec 02 §9: about 5 minutes). */

/** Sending the codes to the lock. */
export const SEND_MS = 150_000;
/** Reading them back from the lock. */
export const VERIFY_MS = 150_000;
/** The service reports progress this often. */
export const STEP_MS = 5_000;
/** With a poor cellular signal the hub gets through a quarter of the work per step. */
export const SLOW_FACTOR = 0.25;
