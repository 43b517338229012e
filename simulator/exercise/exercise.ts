/**
 * A training exercise runs on the trace: after anything happens or any record changes, the
 * objectives not yet met are checked against the records, and each newly met one is announced (`exercise.objectiveMet`);
 * hints shown and the end (`exercise.finished`, once all are met) are announced too. So the
 * panel's ticks, the time taken and the hints used survive a reload as the trace does, and a
 * test reads them from the same place.
 */
import { z } from 'zod';
import type { Simulator } from '../core/simulator';
import type { TraceEntry } from '../engine/trace';
import type { CollectionName } from '../db/schemas';
import { objectiveCallSchema, objectiveMet, type ExerciseState } from './objectives';
import { watchDatabase } from '../db/database';

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
  finished: { at: number; tookMs: number; met: number; total: number; hintsUsed: number } | null;
}

/** The exercise as its trace entries tell it. Pure. */
export function exerciseStatus(exercise: Exercise, startedAt: number, trace: readonly TraceEntry[]): ExerciseStatus {
  const metAt = new Map<number, number>();
  const shown: number[] = [];
  let finished: ExerciseStatus['finished'] = null;
  trace.forEach((entry) => {
    if (entry.type === 'exercise.objectiveMet' && !metAt.has(entry.index)) metAt.set(entry.index, entry.at);
    if (entry.type === 'exercise.hintShown' && !shown.includes(entry.index)) shown.push(entry.index);
    if (entry.type === 'exercise.finished') finished = { at: entry.at, tookMs: entry.tookMs, met: entry.met, total: entry.total, hintsUsed: entry.hintsUsed };
  });
  return {
    startedAt,
    objectives: exercise.objectives.map(({ text }, index) => ({ text, met: metAt.has(index), metAt: metAt.get(index) ?? null })),
    hints: { shown: shown.flatMap((index) => exercise.hints[index] ?? []), total: exercise.hints.length },
    finished,
  };
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

function current(sim: ExerciseWorld): { exercise: Exercise; status: ExerciseStatus } | null {
  let active;
  try {
    active = sim.active();
  } catch {
    return null; // Before the first scenario starts, nothing is an exercise.
  }
  const { scenario, startedAt } = active;
  if (!scenario.exercise) return null;
  return { exercise: scenario.exercise, status: exerciseStatus(scenario.exercise, startedAt, sim.trace.entries()) };
}

function checkObjectives(sim: ExerciseWorld): void {
  const running = current(sim);
  if (!running || running.status.finished) return;
  const state = stateOf(sim);
  const { exercise, status } = running;
  exercise.objectives.forEach(({ text, check }, index) => {
    if (!status.objectives[index]?.met && objectiveMet(state, check)) sim.bus.emit('exercise.objectiveMet', { index, text });
  });
  const after = exerciseStatus(exercise, status.startedAt, sim.trace.entries());
  if (after.objectives.every((objective) => objective.met)) {
    sim.bus.emit('exercise.finished', {
      met: after.objectives.length,
      total: after.objectives.length,
      hintsUsed: after.hints.shown.length,
      tookMs: state.now - status.startedAt,
    });
  }
}

/**
 * Checks the open objectives once after whatever happened in the same turn: a trace entry (but
 * the exercise's own) or a record changed (by the app's calls, the simulated world, or a trainer
 * or test writing through the control API's db).
 */
export function watchExercise(sim: ExerciseWorld): void {
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    // A task, not a microtask: a record's create hook fires before the record can be read.
    setTimeout(() => {
      queued = false;
      checkObjectives(sim);
    }, 0);
  };
  sim.trace.subscribe((entry) => {
    if (!entry.type.startsWith('exercise.')) soon();
  });
  watchDatabase(sim.db, soon);
}

/** Shows the next hint not yet shown; null when there is none (or no exercise runs). */
export function showNextHint(sim: ExerciseWorld): string | null {
  const running = current(sim);
  if (!running) return null;
  const index = running.status.hints.shown.length;
  const hint = running.exercise.hints[index];
  if (hint === undefined) return null;
  sim.bus.emit('exercise.hintShown', { index });
  return hint;
}

/** The running exercise's status, or null when the scenario is not an exercise. */
export const runningExercise = (sim: ExerciseWorld): ExerciseStatus | null => current(sim)?.status ?? null;
