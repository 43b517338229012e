// @vitest-environment jsdom
import { record, type eventWithTime } from 'rrweb';
import { afterEach, describe, expect, it } from 'vitest';
import { beginRecording, createBatcher, stamp, type StampedEvent } from './traineeRecording';

const PASSWORD = 'install123-secret';
const SERIAL = 'HUB-0042-SERIAL';

const increment = (timestamp: number, size = 10): eventWithTime => ({ type: 3, data: { source: 0, texts: [], attributes: [], removes: [], adds: [], pad: 'x'.repeat(size) }, timestamp }) as unknown as eventWithTime;

/** What a person's typing does to a field: its value changes and it fires input. */
function type(field: HTMLInputElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

describe("the trainee page's recording", () => {
  it('stamps each event with the world time (rrweb reads the page clock) and the wall time the replay paces by', () => {
    expect(stamp(increment(5_000), () => 1_234.6)).toMatchObject({ timestamp: 1_235, sim: 5_000 });
  });

  it('sends batches bounded in events and in size, and nothing when there is nothing to send', () => {
    const sent: StampedEvent[][] = [];
    const batcher = createBatcher((events) => sent.push(events), { maxEvents: 3, maxChars: 1_000 });
    batcher.flush();
    for (let at = 0; at < 7; at += 1) batcher.push(stamp(increment(at), () => at));
    expect(sent.map((batch) => batch.length)).toEqual([3, 3]);
    batcher.push(stamp(increment(8, 2_000), () => 8));
    expect(sent.map((batch) => batch.length)).toEqual([3, 3, 2]);
    batcher.flush();
    expect(sent).toHaveLength(3);
  });

  it('keeps no typed value, a password above all, in what it sends', () => {
    document.body.innerHTML = '<form><input id="email" type="email"><input id="password" type="password"><input id="serial"></form>';
    const sent: StampedEvent[][] = [];
    const batcher = createBatcher((events) => sent.push(events), { maxEvents: 1_000, maxChars: 1_000_000 });
    stop = beginRecording(record, batcher, { checkoutEveryMs: 60_000 }, () => Date.now());
    type(document.querySelector<HTMLInputElement>('#password')!, PASSWORD);
    type(document.querySelector<HTMLInputElement>('#serial')!, SERIAL);
    record.takeFullSnapshot(true);
    batcher.flush();
    const text = JSON.stringify(sent);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(SERIAL);
    expect(text, 'the snapshot has the fields, masked').toContain(`"value":"${'*'.repeat(PASSWORD.length)}"`);
    expect(text).toContain(`"value":"${'*'.repeat(SERIAL.length)}"`);
  });
});
