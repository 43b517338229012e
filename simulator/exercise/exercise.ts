/**
 * A training exercise runs beside the trace: after anything happens or any record changes, the
 * objectives not yet met are checked against the records, and each newly met one is noted in the
 * exercise's progress record and announced (`exercise.objectiveMet`); hints shown and the end
 * (`exercise.finished`, once all are met) too. The record (collection `exercises`, decision 0300)
 * is what survives a reload and 'Save as scenario', and what the panel and tests read.
 */
import { z } from 'zod';
import type { Simulator } from '../core/simulator';
import type { CollectionName } from '../db/schemas';
import { objectiveCallSchema, objectiveMet, type ExerciseState } from './objectives';
import { watchDatabase } from '../db/database';
import { EXERCISE_RECORD_ID, type ExerciseRecord } from '../db/exerciseRecord';

declare module '../engine/bus' {
  interface SimEvents {
    /** An objective of the running exercise is met (by its place in the list). */
    'exercise.objectiveMet': { index: number; text: string };
    /** The trainee asked for a hint. */
    'exercise.hintShown': { index: number };
    /** Every objective is met: the summary. */
    'exercise.finished': { met: number; total: number; hintsUsed: number; tookMs: number };
  }
}

export const exerciseSchema = z.object({
  /** What the trainee must reach, each checked live: `{ "text": "…", "check": { "hub.assigned": { "unit": 1001 } } }`. */
  objectives: z.array(z.object({ text: z.string().min(1), check: objectiveCallSchema }).strict()).min(1),
  /** Shown one at a time when the trainee asks; the summary counts them. */
  hints: z.array(z.string().min(1)).default([]),
}).strict();
export type Exercise = z.infer<typeof exerciseSchema>;

/** The simulator with the scenario it runs, as far as an exercise needs it (the whole one is ../world/createSimulator.ts). */
type ExerciseWorld = Simulator & { active(): { scenario: { exercise?: Exercise }; startedAt: number } };

export interface ExerciseStatus {
  startedAt: number;
  objectives: Array<{ text: string; met: boolean; metAt: number | null }>;
  /** The hints shown so far, in order; `total` how many there are. */
  hints: { shown: string[]; total: number };
  /** `tookMs` on the simulator clock (a faster clock inflates it), `wallMs` in real time. */
  finished: ExerciseRecord['finished'];
}

/** The exercise as its progress record tells it. Pure. */
export function exerciseStatus(exercise: Exercise, progress: ExerciseRecord): ExerciseStatus {
  const metAt = new Map(progress.met.map(({ index, at }) => [index, at]));
  return {
    startedAt: progress.startedAt,
    objectives: exercise.objectives.map(({ text }, index) => ({ text, met: metAt.has(index), metAt: metAt.get(index) ?? null })),
    hints: { shown: progress.hints.flatMap((index) => exercise.hints[index] ?? []), total: exercise.hints.length },
    finished: progress.finished,
  };
}

const freshProgress = (startedAt: number, wallAt: number): ExerciseRecord => ({
  id: EXERCISE_RECORD_ID, startedAt, met: [], hints: [], wallMs: 0, wallAt, finished: null,
});

/** Real ms spent on the exercise up to `realNow`. */
export const wallSpent = (progress: ExerciseRecord, realNow: number): number => progress.wallMs + Math.max(0, realNow - progress.wallAt);

const progressOf = (sim: Simulator): ExerciseRecord | null => sim.db.exercises.findFirst((q) => q.where({ id: EXERCISE_RECORD_ID })) ?? null;

async function writeProgress(sim: Simulator, progress: ExerciseRecord): Promise<void> {
  if (!progressOf(sim)) {
    await sim.db.exercises.create(progress);
    return;
  }
  await sim.db.exercises.update((q) => q.where({ id: EXERCISE_RECORD_ID }), { data: (draft) => void Object.assign(draft, structuredClone(progress)) });
}

function stateOf(sim: ExerciseWorld): ExerciseState {
  const cache = new Map<CollectionName, unknown[]>();
  return {
    records: (collection) => {
      if (!cache.has(collection)) cache.set(collection, sim.db[collection].all());
      return cache.get(collection) as never;
    },
    now: sim.clock.now(),
    startedAt: sim.active().startedAt,
  };
}

function current(sim: ExerciseWorld): { exercise: Exercise; progress: ExerciseRecord | null } | null {
  let active;
  try {
    active = sim.active();
  } catch {
    return null; // Before the first scenario starts, nothing is an exercise.
  }
  const { exercise } = active.scenario;
  return exercise ? { exercise, progress: progressOf(sim) } : null;
}

async function checkObjectives(sim: ExerciseWorld, rebaseWall: boolean): Promise<void> {
  const running = current(sim);
  if (!running) return;
  const realNow = sim.clock.realNow();
  const { exercise } = running;
  const progress = running.progress ? structuredClone(running.progress) : freshProgress(sim.active().startedAt, realNow);
  let changed = !running.progress;
  if (rebaseWall && !progress.finished) {
    // A saved file's progress goes on from the real time it carries: the days between save and load do not count.
    progress.wallAt = realNow;
    changed = true;
  }
  const state = stateOf(sim);
  const newlyMet = progress.finished ? [] : exercise.objectives.flatMap(({ text, check }, index) =>
    progress.met.some((met) => met.index === index) || !objectiveMet(state, check) ? [] : [{ index, text }]);
  progress.met.push(...newlyMet.map(({ index }) => ({ index, at: state.now })));
  const total = exercise.objectives.length;
  const finishing = !progress.finished && progress.met.length === total;
  if (finishing) {
    progress.finished = { at: state.now, tookMs: state.now - progress.startedAt, wallMs: wallSpent(progress, realNow), met: total, total, hintsUsed: progress.hints.length };
  }
  if (changed || newlyMet.length > 0 || finishing) await writeProgress(sim, progress);
  newlyMet.forEach((met) => sim.bus.emit('exercise.objectiveMet', met));
  if (progress.finished && finishing) {
    const { wallMs: _real, at: _at, ...summary } = progress.finished;
    // Real time stays out of the trace, which replays the same on every run.
    sim.bus.emit('exercise.finished', summary);
  }
}

/**
 * Checks the open objectives once after whatever happened in the same turn: a trace entry (but
 * the exercise's own) or a record changed (by the app's calls, the simulated world, or a trainer
 * or test writing through the control API's db). A scenario start (a saved file's too) makes the
 * progress record, or restarts the real-time count of the one the file brought.
 */
export function watchExercise(sim: ExerciseWorld): void {
  let queued = false;
  let started = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    // A task, not a microtask: a record's create hook fires before the record can be read; and the
    // start has forgotten what was saved before, so the progress record it makes is saved.
    setTimeout(() => {
      queued = false;
      const rebaseWall = started;
      started = false;
      void checkObjectives(sim, rebaseWall);
    }, 0);
  };
  sim.trace.subscribe((entry) => {
    if (entry.type === 'scenario.started') started = true;
    if (!entry.type.startsWith('exercise.')) soon();
  });
  watchDatabase(sim.db, (collection) => {
    if (collection !== 'exercises') soon();
  });
}

/** The progress records as a file saved now carries them: the real time spent brought up to now (../world/saveAsScenario.ts). */
export function exerciseRecordsToSave(sim: Simulator): ExerciseRecord[] {
  const realNow = sim.clock.realNow();
  return sim.db.exercises.all().map((progress) => (progress.finished ? progress : { ...progress, wallMs: wallSpent(progress, realNow), wallAt: realNow }));
}

/** Shows the next hint not yet shown; null when there is none (or no exercise runs). */
export function showNextHint(sim: ExerciseWorld): string | null {
  const running = current(sim);
  if (!running) return null;
  const { exercise } = running;
  const progress = running.progress ?? freshProgress(sim.active().startedAt, sim.clock.realNow());
  const index = progress.hints.length;
  const hint = exercise.hints[index];
  if (hint === undefined) return null;
  void writeProgress(sim, { ...progress, hints: [...progress.hints, index] }).then(() => sim.bus.emit('exercise.hintShown', { index }));
  return hint;
}

/** The running exercise's status, or null when the scenario is not an exercise. */
export function runningExercise(sim: ExerciseWorld): ExerciseStatus | null {
  const running = current(sim);
  if (!running) return null;
  return exerciseStatus(running.exercise, running.progress ?? freshProgress(sim.active().startedAt, sim.clock.realNow()));
}
