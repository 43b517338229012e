/**
 * The class's records in its data directory (issue 39, decision 0395): `class.json` keeps the class
 * code, so a restart on the same directory keeps the code trainees typed; `history.jsonl` gets one
 * line per exercise a trainee finishes, or leaves unfinished when the trainer ends their world (the
 * session's end), by class code and name, so a trainer sees a trainee's
 * results over every session of the class (`POST /__classroom/history` with `{ "name": … }`).
 */
import { closeSync, fstatSync, fsyncSync, mkdirSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { controlRefusal } from '../controlAccess';
import type { OwnRoute } from '../controlRoute';
import type { World } from '../world';
import { writeAtomically } from '../worldStore';
import { summaryRow, type SummaryRow } from './summary';
import { watchTrainee } from './trainees';

export const HISTORY_PATH = '/__classroom/history';
const CLASS_FILE = 'class.json';
const HISTORY_FILE = 'history.jsonl';
const NEWLINE = 0x0a;

const classFileSchema = z.object({ classCode: z.string().min(1) });

const historyRowSchema = z.object({
  classCode: z.string(),
  /** Wall-clock ISO time the exercise was finished. */
  at: z.string(),
  trainee: z.string(),
  scenario: z.string(),
  met: z.number(),
  total: z.number(),
  objectives: z.array(z.string()),
  tookMinutes: z.number().nullable(),
  /** Lines kept before these were counted read as unknown and none. */
  tookRealMinutes: z.number().nullable().default(null),
  hintsUsed: z.number(),
  errorsSeen: z.number(),
  trainerErrors: z.number().default(0),
  /** Lines kept before scores and checkpoints (issue 39) read as no seed, no score and none used. */
  seed: z.number().nullable().default(null),
  percent: z.number().default(0),
  points: z.number().default(0),
  checkpointsUsed: z.array(z.string()).default([]),
}) satisfies z.ZodType<SummaryRow>;
export type HistoryRow = z.infer<typeof historyRowSchema>;

export interface ClassRecords {
  /** The code kept from an earlier start of the class; null on its first start. */
  keptCode(): string | null;
  keepCode(classCode: string): void;
  /** Appends a history line when the world's exercise is finished, or when the trainer ends the world before (its progress then). */
  watch(world: World, classCode: string): void;
  /** The world was ended by the trainer. */
  ended(world: World): void;
  /** The trainee's results in this class, oldest first; names match without case or outer spaces. */
  history(classCode: string, name: string): HistoryRow[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createClassRecords(dataDir: string, wallNow: () => number = Date.now): ClassRecords {
  mkdirSync(dataDir, { recursive: true });
  const classFile = join(dataDir, CLASS_FILE);
  const historyFile = join(dataDir, HISTORY_FILE);
  /** What each watched world records if the trainer ends it unfinished. */
  const unfinished = new Map<string, () => void>();

  /** A line cut short by a kill mid-append is ended first, so it spoils only itself. */
  function cutShort(): boolean {
    const fd = openSync(historyFile, 'a+');
    try {
      const { size } = fstatSync(fd);
      const last = Buffer.alloc(1);
      return size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== NEWLINE;
    } finally {
      closeSync(fd);
    }
  }

  function append(row: HistoryRow): void {
    const start = cutShort() ? '\n' : '';
    const fd = openSync(historyFile, 'a');
    try {
      writeSync(fd, `${start}${JSON.stringify(row)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  return {
    keptCode() {
      try {
        return classFileSchema.parse(JSON.parse(readFileSync(classFile, 'utf8'))).classCode;
      } catch {
        return null;
      }
    },
    keepCode: (classCode) => writeAtomically(classFile, JSON.stringify({ classCode })),
    watch(world, classCode) {
      const trainee = watchTrainee(world, wallNow);
      const record = () => append({ classCode, at: new Date(wallNow()).toISOString(), ...summaryRow(trainee.overview()) });
      world.sim.bus.on('exercise.finished', record);
      unfinished.set(world.id, () => {
        const exercise = world.control.exercise.status();
        if (exercise && !exercise.finished) record();
      });
    },
    ended(world) {
      unfinished.get(world.id)?.();
      unfinished.delete(world.id);
    },
    history(classCode, name) {
      let text: string;
      try {
        text = readFileSync(historyFile, 'utf8');
      } catch {
        return [];
      }
      // A line cut short by a kill mid-append is skipped, not fatal.
      return text.split('\n').flatMap((line) => {
        try {
          const row = historyRowSchema.safeParse(JSON.parse(line));
          return row.success && row.data.classCode === classCode && sameName(row.data.trainee, name) ? [row.data] : [];
        } catch {
          return [];
        }
      });
    },
  };
}

const historyRequestSchema = z.object({ name: z.string().trim().min(1).max(100) });

/** The trainer's call for a trainee's history: the control token, as every trainer call. */
export function historyRoute(records: ClassRecords, classCode: string, token: string, allowedOrigins: readonly string[]): OwnRoute {
  return {
    path: HISTORY_PATH,
    refuse(method, headers) {
      if (method !== 'POST') return Response.json({ error: 'POST only' }, { status: 405 });
      const refusal = controlRefusal(headers, token, allowedOrigins);
      return refusal ? Response.json({ error: refusal.error }, { status: refusal.status, headers: refusal.headers }) : null;
    },
    async answer(request) {
      const parsed = historyRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return Response.json({ error: 'Expected { "name": "<trainee>" }' }, { status: 400 });
      return Response.json({ classCode, trainee: parsed.data.name, results: records.history(classCode, parsed.data.name) });
    },
  };
}
