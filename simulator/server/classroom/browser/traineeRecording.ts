/**
 * The debrief's recording (issue 39): runs in a trainee's page beside the app (served by the
 * classroom, never in a build) and records what the screen shows and what the trainee presses
 * with rrweb, served as its own script. Every input is masked in the page, so no typed password
 * (nor anything else typed) leaves the phone. Each event carries the wall time (rrweb's
 * `timestamp`, what the replay paces by) and the world's simulated time (`sim`, what lines it up
 * with the world's trace), and goes to the classroom in batches (decision 0440).
 */
import type { eventWithTime, recordOptions } from 'rrweb';

/** An rrweb event as the classroom keeps it. */
export type StampedEvent = eventWithTime & { sim: number };

type RecordFn = (options: recordOptions<eventWithTime>) => (() => void) | undefined;
type RecordWithCheckout = RecordFn & { takeFullSnapshot(isCheckout?: boolean): void };

export interface RecordingConfig {
  postPath: string;
  libraryPath: string;
  /** A batch goes when it holds this many events or characters, or when `flushEveryMs` has passed. */
  maxEvents: number;
  maxChars: number;
  flushEveryMs: number;
  /** A fresh full snapshot this often (world time): a replay can start there once older ones are dropped. */
  checkoutEveryMs: number;
}

/** Smaller recordings (no scripts, comments or head metadata, among them the build's CSP) and no input values. */
export const RECORD_OPTIONS = {
  maskAllInputs: true,
  slimDOMOptions: 'all',
  recordCanvas: false,
  collectFonts: false,
  sampling: { mousemove: 200, scroll: 200, input: 'last' },
} satisfies recordOptions<eventWithTime>;

/**
 * The page clock (decision 0387) stands in for Date, so rrweb's own timestamps are the world's
 * time; `performance` is not replaced and gives the wall time the replay paces by.
 */
export function stamp(event: eventWithTime, wallNow: () => number): StampedEvent {
  return { ...event, sim: event.timestamp, timestamp: Math.round(wallNow()) };
}

export interface Batcher {
  push(event: StampedEvent): void;
  /** The waiting events, handed to `send` at once (none: nothing is sent). */
  flush(): void;
}

/** Collects events and hands them to `send` in batches bounded in count and size. */
export function createBatcher(send: (events: StampedEvent[]) => void, { maxEvents, maxChars }: Pick<RecordingConfig, 'maxEvents' | 'maxChars'>): Batcher {
  let waiting: StampedEvent[] = [];
  let chars = 0;
  const flush = () => {
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    chars = 0;
    send(batch);
  };
  return {
    push(event) {
      waiting.push(event);
      chars += JSON.stringify(event).length;
      if (waiting.length >= maxEvents || chars >= maxChars) flush();
    },
    flush,
  };
}

/** Starts rrweb with the classroom's options; events go through `batcher`. */
export function beginRecording(record: RecordWithCheckout, batcher: Batcher, config: Pick<RecordingConfig, 'checkoutEveryMs'>, wallNow: () => number): (() => void) | undefined {
  return record({ ...RECORD_OPTIONS, checkoutEveryNms: config.checkoutEveryMs, emit: (event) => batcher.push(stamp(event, wallNow)) });
}

function loadLibrary(path: string): Promise<RecordWithCheckout> {
  return new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = path;
    tag.onload = () => resolve((window as unknown as { rrweb: { record: RecordWithCheckout } }).rrweb.record);
    tag.onerror = reject;
    document.head.append(tag);
  });
}

/**
 * Runs in the page: records until the page goes. Batches are sent on real time (an abort signal's
 * timeout, which the page clock does not hold while the world is paused), the last one by beacon
 * when the page is hidden or goes. The classroom asks for a new full snapshot when the one it keeps grows
 * too large.
 */
export async function startRecording(config: RecordingConfig): Promise<void> {
  const record = await loadLibrary(config.libraryPath).catch(() => null);
  if (!record) return;
  const wallNow = () => performance.timeOrigin + performance.now();
  let stopped = false;
  const post = (events: StampedEvent[]) =>
    void fetch(config.postPath, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ events }) })
      .then(async (response) => {
        if (response.status === 401) stopped = true;
        const answer = response.ok ? ((await response.json()) as { checkout?: boolean }) : {};
        if (answer.checkout) record.takeFullSnapshot(true);
      })
      .catch(() => undefined);
  const beacon = (events: StampedEvent[]) => navigator.sendBeacon(config.postPath, new Blob([JSON.stringify({ events })], { type: 'application/json' }));
  let send: (events: StampedEvent[]) => void = post;
  const batcher = createBatcher((events) => send(events), config);
  const stop = beginRecording(record, batcher, config, wallNow);
  const tick = () => {
    if (stopped) {
      stop?.();
      return;
    }
    batcher.flush();
    AbortSignal.timeout(config.flushEveryMs).addEventListener('abort', tick);
  };
  tick();
  const flushByBeacon = () => {
    send = beacon;
    batcher.flush();
    send = post;
  };
  addEventListener('pagehide', flushByBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushByBeacon();
  });
}
