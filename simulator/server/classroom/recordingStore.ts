/**
 * Where the classroom keeps each trainee's screen recording for the debrief (issue 39, decision
 * 0440): rrweb events in segments, each opened by a page's Meta event and its full snapshot, so a
 * segment replays on its own. A world keeps at most `maxChars` of them: the oldest whole segments
 * go first, and the newest one, grown past `checkoutChars`, asks the page for a fresh full
 * snapshot (a new segment) so that the older one can go. Kept beside the world's file
 * (`<id>.rrweb.jsonl`, one event a line, appended per batch) so a restart keeps it.
 */
import { appendFile, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomically } from '../worldStore';

/** rrweb's EventType.Meta: the first event of every recording and of every checkout. */
const META = 4;

export const recordedEventSchema = z.object({ type: z.number().int().min(0).max(10), data: z.unknown(), timestamp: z.number(), sim: z.number() });
export type RecordedEvent = z.infer<typeof recordedEventSchema>;

export interface RecordingLimits {
  /** What one world keeps, in characters of JSON. */
  maxChars: number;
  /** The newest segment past this size asks for a checkout. */
  checkoutChars: number;
}

/** Thirty trainees keep about 180 MB in memory at most; a phone's session of an hour stays well under. */
export const RECORDING_LIMITS: RecordingLimits = { maxChars: 6_000_000, checkoutChars: 2_000_000 };

interface Segment {
  lines: string[];
  chars: number;
}

export interface WorldRecording {
  /** Keeps the events that fit; `checkout`: the page should take a new full snapshot. */
  add(events: readonly RecordedEvent[]): { checkout: boolean };
  /** Every kept event as a JSON array's text, oldest first. */
  json(): string;
  chars(): number;
  /** Whole segments dropped since the recording began (the replay starts later than the trainee's run). */
  dropped(): number;
}

export interface RecordingStore {
  of(worldId: string): Promise<WorldRecording>;
  /** The world ended for good: its recording goes, from memory and disk. */
  forget(worldId: string): Promise<void>;
  /** Resolves once every write started so far is done. */
  settled(): Promise<void>;
}

export interface RecordingStoreOptions {
  /** The worlds' folder; none: recordings live in memory only. */
  dir: string | null;
  limits?: RecordingLimits;
  warn?: (line: string) => void;
}

export function createRecordingStore({ dir, limits = RECORDING_LIMITS, warn = console.warn }: RecordingStoreOptions): RecordingStore {
  const recordings = new Map<string, Promise<WorldRecording>>();
  const writes = new Map<string, Promise<void>>();
  const pathOf = (id: string) => (dir === null ? null : join(dir, `${id}.rrweb.jsonl`));

  /** One world's writes in order; a failed one (a full disk) is told and the recording goes on in memory. */
  function write(id: string, job: (path: string) => Promise<void> | void): void {
    const path = pathOf(id);
    if (path === null) return;
    const next = (writes.get(id) ?? Promise.resolve()).then(() => job(path)).catch((error: unknown) => warn(`The recording of ${id} could not be saved: ${error instanceof Error ? error.message : String(error)}`));
    writes.set(id, next);
  }

  async function load(id: string): Promise<WorldRecording> {
    const path = pathOf(id);
    const text = path === null ? '' : await readFile(path, 'utf8').catch(() => '');
    const recording = worldRecording(limits, (lines, rewrite) =>
      write(id, (file) => (rewrite ? writeAtomically(file, lines.map((line) => `${line}\n`).join('')) : appendFile(file, lines.map((line) => `${line}\n`).join(''), { mode: 0o600 }))),
    );
    // A kill mid-append leaves a half line at the end: it and anything else unreadable is skipped.
    const kept = text.split('\n').flatMap((line) => {
      try {
        const parsed = recordedEventSchema.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
    recording.restore(kept);
    return recording;
  }

  return {
    of(id) {
      if (!recordings.has(id)) recordings.set(id, load(id));
      return recordings.get(id)!;
    },
    async forget(id) {
      recordings.delete(id);
      write(id, (path) => rm(path, { force: true }));
      await writes.get(id);
    },
    async settled() {
      await Promise.all(writes.values());
    },
  };
}

/**
 * One world's segments. `persist(lines, rewrite)`: the lines to append, or with `rewrite` the
 * whole recording after segments were dropped.
 */
export function worldRecording(limits: RecordingLimits, persist: (lines: string[], rewrite: boolean) => void = () => undefined): WorldRecording & { restore(events: readonly RecordedEvent[]): void } {
  const segments: Segment[] = [];
  let total = 0;
  let droppedSegments = 0;
  /** The newest segment outgrew the whole budget: its increments are lost until the next Meta. */
  let overflowing = false;

  function keep(events: readonly RecordedEvent[]): { added: string[]; rewrite: boolean } {
    const added: string[] = [];
    let rewrite = false;
    for (const event of events) {
      if (event.type === META) {
        segments.push({ lines: [], chars: 0 });
        overflowing = false;
      }
      const current = segments.at(-1);
      // Increments without the snapshot they change cannot be replayed.
      if (!current || overflowing) continue;
      const line = JSON.stringify(event);
      if (current.chars + line.length > limits.maxChars) {
        overflowing = true;
        continue;
      }
      current.lines.push(line);
      current.chars += line.length;
      total += line.length;
      added.push(line);
      while (total > limits.maxChars && segments.length > 1) {
        total -= segments.shift()!.chars;
        droppedSegments += 1;
        rewrite = true;
      }
    }
    return { added, rewrite };
  }

  const allLines = () => segments.flatMap((segment) => segment.lines);

  return {
    add(events) {
      const { added, rewrite } = keep(events);
      if (rewrite) persist(allLines(), true);
      else if (added.length > 0) persist(added, false);
      return { checkout: overflowing || (segments.at(-1)?.chars ?? 0) > limits.checkoutChars };
    },
    restore(events) {
      keep(events);
    },
    json: () => `[${allLines().join(',')}]`,
    chars: () => total,
    dropped: () => droppedSegments,
  };
}
