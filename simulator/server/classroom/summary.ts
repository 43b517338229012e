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
  hintsUsed: number;
  errorsSeen: number;
}

function simOffset(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `+${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

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
    tookMinutes: exercise?.finished ? Math.round(exercise.finished.tookMs / 6000) / 10 : null,
    hintsUsed: exercise?.hints.shown.length ?? 0,
    errorsSeen: trainee.errors,
  };
}

/** A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const defused = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

export const SUMMARY_COLUMNS = ['Trainee', 'Scenario', 'Objectives met', 'Objectives', 'Simulator minutes to finish', 'Hints used', 'Errors seen', 'Objective details'] as const;

export function summaryCsv(rows: readonly SummaryRow[]): string {
  const lines = rows.map((row) =>
    [row.trainee, row.scenario, row.met, row.total, row.tookMinutes, row.hintsUsed, row.errorsSeen, row.objectives.join(' | ')].map(csvCell).join(','),
  );
  return [SUMMARY_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
