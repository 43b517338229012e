/** The pairing flow's clocks (spec 02 §4, §9), in milliseconds of the one clock (Date.now()). */

/** The master timeout: the hub must report progress this often, and each progress message restarts it. */
export const MASTER_TIMEOUT_MS = 90_000;
/** The start countdown for excluding a device other than a Yale lock. */
export const EXCLUSION_COUNTDOWN_MS = 30_000;
/** The start countdown otherwise: inclusion, and Yale exclusion (matching the '90 s' instruction wording). */
export const START_COUNTDOWN_MS = 90_000;
/** Device info polls the hub's device list this often... */
export const DEVICE_INFO_POLL_MS = 3_000;
/** ...until the new device has appeared and reported, or this long has passed. */
export const DEVICE_INFO_TIMEOUT_MS = 90_000;
