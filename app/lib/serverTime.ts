/**
 * The provider's clock as this phone estimates it, from the `Date` header of the API's answers
 * (issue 36). What the server dates (heartbeats, readings, boot times) is compared with the
 * phone's now plus `serverSkew()` (`useServerNow` in a screen), never with the phone's clock alone,
 * which may be minutes or days off: an installer's phone set by hand, or a trainee's phone against
 * an exercise's fixed start (decision 0381).
 */

/** Date has whole seconds, and the answer may have left at any moment of the trip: smaller differences are noise. */
const SKEW_NOISE_MS = 2_000;
/** Date truncates to the second, so the server's clock stood half a second later on average. */
const DATE_RESOLUTION_MS = 1_000;

export interface DateSample {
  /** The answer's `Date` header, or null when the answer had none (or CORS hid it). */
  date: string | null;
  /** This phone's clock (Date.now()) when the request left and when the answer's headers came. */
  sentAt: number;
  receivedAt: number;
}

/**
 * The next estimate of server minus phone time. A sample moves it only when it differs by more
 * than the noise, or than half the round trip (a delayed answer's Date is its end, not the middle);
 * within that of zero the phone is in step.
 */
export function nextSkew(previous: number, { date, sentAt, receivedAt }: DateSample): number {
  const served = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(served)) return previous;
  const measured = served + DATE_RESOLUTION_MS / 2 - (sentAt + receivedAt) / 2;
  const uncertainty = Math.max(SKEW_NOISE_MS, Math.abs(receivedAt - sentAt) / 2 + DATE_RESOLUTION_MS);
  if (Math.abs(measured - previous) <= uncertainty) return previous;
  // A phone set right since: in step is 0, not the noise of the answer that showed it.
  return Math.abs(measured) <= uncertainty ? 0 : Math.round(measured);
}

let skew = 0;

/** Called by the API client with each answer's Date. */
export function noteServerDate(sample: DateSample): void {
  skew = nextSkew(skew, sample);
}

/**
 * Server minus phone time, in ms, from the last answers (0 until one says otherwise): a time the
 * server gave minus this is on the phone's clock, and the phone's now plus this is the server's.
 */
export function serverSkew(): number {
  return skew;
}
