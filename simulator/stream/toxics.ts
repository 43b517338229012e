/**
 * What the message toxics of one direction do to one message, after Toxiproxy's: `lose` it,
 * hold it back (`latency` ± jitter, `delay`, and `bandwidth` by its size), and `slice` it into
 * frames. Each toxic is asked separately, so they stack; every jitter and cut comes from the
 * fault's own seeded draws.
 */
import type { FaultBook } from '../faults/faultBook';
import type { StreamDirection } from '../faults/schema';

export interface MessagePlan {
  lost: boolean;
  /** How long after now its first piece is due. */
  delayMs: number;
  /** The text as it travels: itself, or its slices. */
  pieces: string[];
  /** Time between two pieces. */
  gapMs: number;
}

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** Cuts by characters (a frame is text, so never mid-character) into sizes of about `size` ± `variation`. */
function slices(text: string, size: number, variation: number, draw: (min: number, max: number) => number): string[] {
  const chars = [...text];
  const pieces: string[] = [];
  for (let start = 0; start < chars.length;) {
    const length = Math.max(1, draw(size - variation, size + variation));
    pieces.push(chars.slice(start, start + length).join(''));
    start += length;
  }
  return pieces.length ? pieces : [text];
}

export function planMessage(faults: FaultBook, serial: string, direction: StreamDirection, text: string): MessagePlan {
  const about = { on: 'stream.message', serial, direction } as const;
  if (faults.take({ ...about, toxic: 'lose' })) return { lost: true, delayMs: 0, pieces: [], gapMs: 0 };
  let delayMs = 0;
  const latency = faults.take({ ...about, toxic: 'latency' });
  if (latency) {
    const jitter = latency.action === 'latency' ? latency.jitterMs : 0;
    delayMs += Math.max(0, latency.delayMs + (jitter ? latency.random.int(-jitter, jitter) : 0));
  }
  const bandwidth = faults.take({ ...about, toxic: 'bandwidth' });
  if (bandwidth) delayMs += Math.ceil((bytesOf(text) * 1000) / bandwidth.bytesPerSecond);
  const slice = faults.take({ ...about, toxic: 'slice' });
  if (!slice) return { lost: false, delayMs, pieces: [text], gapMs: 0 };
  const pieces = slices(text, slice.sizeBytes, slice.variationBytes, (min, max) => slice.random.int(min, max));
  return { lost: false, delayMs, pieces, gapMs: slice.gapMs };
}
