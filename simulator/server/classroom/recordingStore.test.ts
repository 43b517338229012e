// @vitest-environment node
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRecordingStore, worldRecording, type RecordedEvent } from './recordingStore';

const META = 4;
const FULL = 2;
const INCREMENT = 3;
const event = (type: number, at: number, size = 10): RecordedEvent => ({ type, data: { pad: 'x'.repeat(size) }, timestamp: at, sim: at * 10 });
/** A page's start: its Meta event and full snapshot. */
const pageStart = (at: number, size = 10) => [event(META, at), event(FULL, at, size)];
const timesOf = (json: string) => (JSON.parse(json) as RecordedEvent[]).map((kept) => kept.timestamp);
const lineChars = (kept: RecordedEvent) => JSON.stringify(kept).length;

describe('a world recording', () => {
  it('keeps every event after a page start, with its world time, and drops increments that have no snapshot to change', () => {
    const recording = worldRecording({ maxChars: 10_000, checkoutChars: 5_000 });
    recording.add([event(INCREMENT, 1)]);
    recording.add([...pageStart(2), event(INCREMENT, 3)]);
    expect(timesOf(recording.json())).toEqual([2, 2, 3]);
    expect((JSON.parse(recording.json()) as RecordedEvent[])[2]!.sim).toBe(30);
  });

  it('stays within its bound by dropping the oldest whole segments, never part of one', () => {
    const segment = [...pageStart(100, 200), event(INCREMENT, 101, 200)];
    const segmentChars = segment.reduce((sum, kept) => sum + lineChars(kept), 0);
    const recording = worldRecording({ maxChars: segmentChars * 2 + 10, checkoutChars: segmentChars * 2 });
    for (let page = 1; page <= 5; page += 1) recording.add([...pageStart(page * 100, 200), event(INCREMENT, page * 100 + 1, 200)]);
    expect(recording.chars()).toBeLessThanOrEqual(segmentChars * 2 + 10);
    expect(timesOf(recording.json())).toEqual([400, 400, 401, 500, 500, 501]);
    expect(recording.dropped()).toBe(3);
  });

  it('asks the page for a checkout when its newest segment grows large, and loses increments past the whole bound until the next page start', () => {
    const recording = worldRecording({ maxChars: 2_000, checkoutChars: 1_000 });
    expect(recording.add(pageStart(1, 100))).toEqual({ checkout: false });
    expect(recording.add([event(INCREMENT, 2, 1_000)])).toEqual({ checkout: true });
    expect(recording.add([event(INCREMENT, 3, 1_500)])).toEqual({ checkout: true });
    expect(recording.add([event(INCREMENT, 4, 10)])).toEqual({ checkout: true });
    expect(timesOf(recording.json())).toEqual([1, 1, 2]);
    expect(recording.add(pageStart(5, 100))).toEqual({ checkout: false });
    expect(timesOf(recording.json())).toEqual([1, 1, 2, 5, 5]);
  });
});

describe('the recording store', () => {
  it('keeps recordings beside the world files, so a restart reads them back (a half-written last line skipped), and forgets an ended world', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recordings-'));
    const store = createRecordingStore({ dir, limits: { maxChars: 100_000, checkoutChars: 50_000 } });
    (await store.of('w1')).add([...pageStart(1), event(INCREMENT, 2)]);
    (await store.of('w1')).add([event(INCREMENT, 3)]);
    await store.settled();
    const file = join(dir, 'w1.rrweb.jsonl');
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(4);
    appendFileSync(file, '{"type":3,"data":{},"time');

    const again = createRecordingStore({ dir });
    expect(timesOf((await again.of('w1')).json())).toEqual([1, 1, 2, 3]);
    await again.forget('w1');
    expect(existsSync(file)).toBe(false);
    expect((await again.of('w1')).json()).toBe('[]');
  });

  it('writes the whole recording again once segments were dropped, so the file stays within the bound too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recordings-'));
    const store = createRecordingStore({ dir, limits: { maxChars: 600, checkoutChars: 300 } });
    const recording = await store.of('w2');
    for (let page = 1; page <= 6; page += 1) recording.add(pageStart(page, 100));
    await store.settled();
    const lines = readFileSync(join(dir, 'w2.rrweb.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as RecordedEvent).timestamp)).toEqual(timesOf(recording.json()));
    expect(lines.join('\n').length).toBeLessThanOrEqual(600 + lines.length);
  });

  it('goes on in memory when the disk refuses, and says so once per failed write', async () => {
    const warnings: string[] = [];
    const store = createRecordingStore({ dir: join(tmpdir(), 'no-such-dir', 'deeper'), warn: (line) => warnings.push(line) });
    const recording = await store.of('w3');
    recording.add(pageStart(1));
    await store.settled();
    expect(timesOf(recording.json())).toEqual([1, 1]);
    expect(warnings).toEqual([expect.stringContaining('The recording of w3 could not be saved')]);
  });
});
