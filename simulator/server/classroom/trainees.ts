/**
 * What the trainer console knows of each trainee: where they are in the app (reported by the
 * trainee page's script), and from their world: the scenario, clock, exercise with the wall-clock
 * time each objective was met, hints, errors seen, and the latest timeline rows (worded as the
 * trainer panel words them).
 */
import { z } from 'zod';
import type { CheckpointInfo, CheckpointUse } from '../../control/types';
import type { ExerciseStatus } from '../../exercise/exercise';
import { exerciseScore, type ExerciseScore } from '../../exercise/score';
import { runSeedOf } from '../../scenario/runStart';
import { panelTexts } from '../../panel/texts';
import { redactSecrets } from '../controlRedaction';
import type { World } from '../world';
import { hardwareFacts } from './hardware';
import { errorsOf, focusOf, offlineSince, recentEvents, type RecentRow } from './traineeEvents';

/** What the trainee's page reports: its path, the open dialog's title, the pairing panel's stage. */
export const screenReportSchema = z.object({
  path: z.string().max(300),
  dialog: z.string().max(200).nullable(),
  stage: z.string().max(200).nullable(),
  /** The trainee raised their hand (issue 39); only the trainer lowers it. */
  hand: z.boolean().optional(),
});
export type ScreenReport = z.infer<typeof screenReportSchema>;

export interface TraineeOverview {
  id: string;
  name: string;
  joinedAt: number;
  screen: (ScreenReport & { at: number }) | null;
  scenario: string;
  clock: { now: number; paused: boolean; speed: number };
  exercise: (ExerciseStatus & { metAtWall: Array<number | null> }) | null;
  /** The exercise's score so far (issue 39), or null when the scenario is no exercise. */
  score: ExerciseScore | null;
  /** The seed the world's run (and its variant) was drawn from: the trainer reproduces the world from it. */
  seed: number;
  /** Hubs assigned to a unit and Yale locks at a door: what the console's injections aim at. */
  hubs: string[];
  locks: string[];
  /** What the boxes at the trainee's door say (a Yale lock's master code), for the trainer to read out (issue 39). */
  hardware: string[];
  /** Door, motion and leak sensors (uid and what the panel calls them). */
  sensors: Array<{ uid: string; label: string }>;
  errors: number;
  /** Errors that followed the trainer's injections: not the trainee's. */
  trainerErrors: number;
  recent: RecentRow[];
  /** Since when the trainee's page stopped reporting (wall clock), or null. */
  offlineSince: number | null;
  /** When (wall clock) the trainee last got on: joined, the scenario started, an objective met. */
  progressAt: number;
  /** Since when the trainee's hand is up (wall clock), or null. */
  handRaisedAt: number | null;
  /** The hub and sensor of the unit on the trainee's screen, which the console preselects. */
  focus: { hub: string | null; sensor: string | null };
  /** What the trainer can rewind to or fork from (decision 0435), oldest first, and what was used. */
  checkpoints: CheckpointInfo[];
  checkpointsUsed: CheckpointUse[];
}

export interface Trainee {
  world: World;
  report(screen: ScreenReport): void;
  /** The latest hint, numbered across scenario restarts so a new one is told from the last one shown. */
  latestHint(): { id: number; text: string } | null;
  /** How many times the trainee's scenario started again since they joined. */
  restarts(): number;
  handRaised(): boolean;
  lowerHand(): void;
  overview(): TraineeOverview;
}

const RECENT_ROWS = 8;

const recentRows = (world: World) => redactSecrets(recentEvents(world.sim.trace.entries(), RECENT_ROWS), []) as RecentRow[];

/** Where a kept world keeps the wall-clock times its objectives were met (decision 0395). */
const MET_AT_WALL = 'classroom:metAtWall';
const metAtWallSchema = z.array(z.tuple([z.number().int().min(0), z.number()]));

export function watchTrainee(world: World, wallNow: () => number): Trainee {
  let screen: TraineeOverview['screen'] = null;
  let metAtWall = new Map(world.kept.read(MET_AT_WALL, metAtWallSchema) ?? []);
  const keep = () => world.kept.write(MET_AT_WALL, [...metAtWall]);
  let restarts = 0;
  let progressAt = world.joinedAt;
  /** When (wall clock) the scenario started: the exercise's real time so far counts from it. */
  let startedAtWall = world.joinedAt;
  let hintsShown = 0;
  let handRaisedAt: number | null = null;
  world.sim.bus.on('scenario.started', () => {
    metAtWall = new Map();
    keep();
    restarts += 1;
    progressAt = wallNow();
    startedAtWall = progressAt;
  });
  world.sim.bus.on('exercise.hintShown', () => void (hintsShown += 1));
  world.checkpoints.onRewind(() => {
    metAtWall = new Map(world.kept.read(MET_AT_WALL, metAtWallSchema) ?? []);
    progressAt = wallNow();
  });
  world.sim.bus.on('exercise.objectiveMet', ({ index }) => {
    progressAt = wallNow();
    if (metAtWall.has(index)) return;
    metAtWall.set(index, wallNow());
    keep();
  });
  const { control } = world;
  return {
    world,
    report(next) {
      screen = { ...next, at: wallNow() };
      if (next.hand && handRaisedAt === null) handRaisedAt = wallNow();
    },
    latestHint() {
      const text = control.exercise.status()?.hints.shown.at(-1);
      return text === undefined ? null : { id: hintsShown, text };
    },
    restarts: () => restarts,
    handRaised: () => handRaisedAt !== null,
    lowerHand: () => void (handRaisedAt = null),
    overview() {
      const exercise = control.exercise.status();
      const hubs = control.db.list('hubs').flatMap((hub) => (hub.addressId === null ? [] : [{ serial: String(hub.hub_serial_number), addressId: Number(hub.addressId) }]));
      const sensors = control.devices.sensors();
      const errors = errorsOf(world.sim.trace.entries());
      return {
        id: world.id,
        name: world.name,
        joinedAt: world.joinedAt,
        screen,
        scenario: control.scenario().name,
        clock: { now: control.clock.now(), paused: control.clock.paused(), speed: control.clock.speed() },
        exercise: exercise && { ...exercise, metAtWall: exercise.objectives.map((_, index) => metAtWall.get(index) ?? null) },
        score: exercise && exerciseScore({
          met: exercise.objectives.filter((objective) => objective.met).length,
          total: exercise.objectives.length,
          hintsUsed: exercise.hints.shown.length,
          errors: errors.trainee,
          wallMs: exercise.finished?.wallMs ?? wallNow() - startedAtWall,
        }),
        seed: runSeedOf(world.sim.active().scenario),
        hubs: hubs.map((hub) => hub.serial),
        locks: control.yale.locks().map((lock) => String(lock.serial)),
        hardware: hardwareFacts(world),
        sensors: sensors.map((sensor) => ({ uid: sensor.uid, label: panelTexts.physical.sensorLabel(sensor.unit, sensor.name, sensor.kind) })),
        errors: errors.trainee,
        trainerErrors: errors.trainer,
        recent: recentRows(world),
        offlineSince: offlineSince(screen?.at ?? null, wallNow()),
        progressAt,
        handRaisedAt,
        focus: focusOf(screen?.path, hubs, sensors),
        checkpoints: world.checkpoints.list(),
        checkpointsUsed: world.checkpoints.used(),
      };
    },
  };
}
