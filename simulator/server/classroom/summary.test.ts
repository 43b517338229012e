import { describe, expect, it } from 'vitest';
import { csvCell, summaryCsv, summaryJson, summaryRow } from './summary';
import type { TraineeOverview } from './trainees';

describe('csvCell', () => {
  it.each([
    ['plain', 'Ada', 'Ada'],
    ['a number', 3, '3'],
    ['nothing', null, ''],
    ['a comma', 'Lovelace, Ada', '"Lovelace, Ada"'],
    ['a quote', 'Ada "A" L', '"Ada ""A"" L"'],
    ['a line break', 'Ada\nL', '"Ada\nL"'],
    ['a formula', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['a plus', '+1 555', "'+1 555"],
    ['a minus', '-2', "'-2"],
    ['an at', '@SUM(A1)', "'@SUM(A1)"],
  ] as const)('%s', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

const START = Date.parse('2026-11-23T15:00:00Z');
const WALL = Date.parse('2026-11-26T09:10:00Z');

function trainee(overrides: Partial<TraineeOverview> = {}): TraineeOverview {
  return {
    id: 'w1',
    name: 'Ada',
    joinedAt: WALL,
    screen: null,
    scenario: 'exercise-first-install',
    clock: { now: START, paused: false, speed: 1 },
    exercise: {
      startedAt: START,
      objectives: [
        { text: 'Hub assigned', met: true, metAt: START + 95_000 },
        { text: 'Ticket closed', met: false, metAt: null },
      ],
      hints: { shown: ['Try the label'], total: 4 },
      finished: null,
      metAtWall: [WALL, null],
    },
    hubs: [],
    locks: [],
    hardware: [],
    score: { percent: 50, points: 35, hintsUsed: 1, errors: 2, wallMinutes: 4 },
    seed: 123_456,
    sensors: [],
    errors: 2,
    trainerErrors: 1,
    recent: [],
    offlineSince: null,
    progressAt: WALL,
    handRaisedAt: null,
    focus: { hub: null, sensor: null },
    checkpoints: [],
    checkpointsUsed: [],
    ...overrides,
  };
}

describe('summaryRow and summaryCsv', () => {
  it('an unfinished exercise: what was met, when on both clocks, hints and errors', () => {
    expect(summaryRow(trainee())).toEqual({
      trainee: 'Ada',
      scenario: 'exercise-first-install',
      met: 1,
      total: 2,
      objectives: ['Hub assigned @ 2026-11-26T09:10:00.000Z (simulator +1:35)', 'Ticket closed: not met'],
      tookMinutes: null,
      tookRealMinutes: null,
      hintsUsed: 1,
      seed: 123_456,
      percent: 50,
      points: 35,
      errorsSeen: 2,
      trainerErrors: 1,
      checkpointsUsed: [],
    });
  });

  it('names each checkpoint the trainer rewound to or forked from, with its simulator offset and when', () => {
    const used = { id: 3, label: 'before fault: stream drop', simTime: START + 95_000, wallTime: WALL, at: WALL + 60_000 };
    expect(summaryRow(trainee({ checkpointsUsed: [{ ...used, how: 'rewind' }, { ...used, how: 'fork', fork: 'w7' }] })).checkpointsUsed).toEqual([
      'rewound to "before fault: stream drop" (simulator +1:35) @ 2026-11-26T09:11:00.000Z',
      'forked from "before fault: stream drop" (simulator +1:35) @ 2026-11-26T09:11:00.000Z as w7',
    ]);
  });

  it('a finished one gives the simulator and the real minutes; a scenario without exercise gives zeros', () => {
    const finished = trainee();
    finished.exercise!.finished = { at: START + 750_000, tookMs: 750_000, wallMs: 300_000, met: 2, total: 2, hintsUsed: 1 };
    expect(summaryRow(finished)).toMatchObject({ tookMinutes: 12.5, tookRealMinutes: 5 });
    expect(summaryRow(trainee({ exercise: null, score: null, scenario: 'default' }))).toMatchObject({ met: 0, total: 0, objectives: [], hintsUsed: 0, tookMinutes: null, percent: 0, points: 0 });
  });

  it('one header line and one line per trainee, CRLF', () => {
    const csv = summaryCsv([summaryRow(trainee()), summaryRow(trainee({ name: '=cmd|calc' }))]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Trainee,Scenario,Objectives met,Objectives,Simulator minutes to finish,Real minutes to finish,Hints used,Errors seen,Errors caused by the trainer,Objective details,Seed,Objectives met (%),Score,Checkpoints used');
    expect(lines[1]).toBe('Ada,exercise-first-install,1,2,,,1,2,1,Hub assigned @ 2026-11-26T09:10:00.000Z (simulator +1:35) | Ticket closed: not met,123456,50,35,');
    expect(lines[2]?.startsWith("'=cmd|calc,")).toBe(true);
    expect(lines).toHaveLength(4);
  });

  it('the JSON export carries the same rows, seed and score included, and when it was made', () => {
    expect(summaryJson([summaryRow(trainee())], WALL)).toEqual({ exportedAt: '2026-11-26T09:10:00.000Z', trainees: [expect.objectContaining({ trainee: 'Ada', seed: 123_456, percent: 50, points: 35 })] });
  });
});
