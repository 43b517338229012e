/**
 * The end-of-class summary: one row per trainee (objectives met, when, hints, errors seen) and
 * its CSV. Names are what trainees typed, so a cell that a spreadsheet would run as a formula is
 * defused, and quotes, commas and line breaks are quoted.
 */
import type { TraineeOverview } from './trainees';

export interface SummaryRow {
  trainee: string;
  scenario: string;
  met: number;
  total: number;
  /** Each objective as `text @ wall-clock ISO time (simulator +m:ss)`, or `text: not met`. */
  objectives: string[];
  /** Simulator minutes from the scenario start to the last objective; null while unfinished. */
  tookMinutes: number | null;
  /** Real minutes spent on the exercise (a faster or paused clock does not change them); null while unfinished. */
  tookRealMinutes: number | null;
  hintsUsed: number;
  /** The world's seed (its variant and its run); null in history kept before seeds were recorded. */
  seed: number | null;
  /** Objectives met of all, in per cent, and the points that also count hints and errors (../../exercise/score.ts). */
  percent: number;
  points: number;
  /** Errors the trainee met; those the trainer's injections caused are counted apart. */
  errorsSeen: number;
  trainerErrors: number;
  /** The checkpoints the trainer rewound the world to or forked it from (decision 0435). */
  checkpointsUsed: string[];
}

function simOffset(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `+${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const minutes = (ms: number) => Math.round(ms / 6000) / 10;

export function summaryRow(trainee: TraineeOverview): SummaryRow {
  const exercise = trainee.exercise;
  const objectives = exercise?.objectives ?? [];
  return {
    trainee: trainee.name,
    scenario: trainee.scenario,
    met: objectives.filter((objective) => objective.met).length,
    total: objectives.length,
    objectives: objectives.map((objective, index) => {
      const wall = exercise?.metAtWall[index];
      if (!objective.met || objective.metAt === null) return `${objective.text}: not met`;
      const when = wall ? new Date(wall).toISOString() : 'time unknown';
      return `${objective.text} @ ${when} (simulator ${simOffset(objective.metAt - (exercise?.startedAt ?? 0))})`;
    }),
    tookMinutes: exercise?.finished ? minutes(exercise.finished.tookMs) : null,
    tookRealMinutes: exercise?.finished ? minutes(exercise.finished.wallMs) : null,
    hintsUsed: exercise?.hints.shown.length ?? 0,
    seed: trainee.seed,
    percent: trainee.score?.percent ?? 0,
    points: trainee.score?.points ?? 0,
    errorsSeen: trainee.errors,
    trainerErrors: trainee.trainerErrors,
    checkpointsUsed: trainee.checkpointsUsed.map((use) => `${use.how === 'rewind' ? 'rewound to' : 'forked from'} "${use.label}" (simulator ${simOffset(use.simTime - (exercise?.startedAt ?? use.simTime))}) @ ${new Date(use.at).toISOString()}${use.fork ? ` as ${use.fork}` : ''}`),
  };
}

/** A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const defused = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

export const SUMMARY_COLUMNS = ['Trainee', 'Scenario', 'Objectives met', 'Objectives', 'Simulator minutes to finish', 'Real minutes to finish', 'Hints used', 'Errors seen', 'Errors caused by the trainer', 'Objective details', 'Seed', 'Objectives met (%)', 'Score', 'Checkpoints used'] as const;

export function summaryCsv(rows: readonly SummaryRow[]): string {
  const lines = rows.map((row) =>
    [row.trainee, row.scenario, row.met, row.total, row.tookMinutes, row.tookRealMinutes, row.hintsUsed, row.errorsSeen, row.trainerErrors, row.objectives.join(' | '), row.seed, row.percent, row.points, row.checkpointsUsed.join(' | ')].map(csvCell).join(','),
  );
  return [SUMMARY_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The same rows as JSON, for a spreadsheet-free export: what was exported when, one object per trainee. */
export function summaryJson(rows: readonly SummaryRow[], at: number): { exportedAt: string; trainees: readonly SummaryRow[] } {
  return { exportedAt: new Date(at).toISOString(), trainees: rows };
}
