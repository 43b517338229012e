/**
 * What the trainer console knows of each trainee: where they are in the app (reported by the
 * trainee page's script), and from their world: the scenario, clock, exercise with the wall-clock
 * time each objective was met, hints, errors seen, and the latest timeline rows (worded as the
 * trainer panel words them).
 */
import { z } from 'zod';
import type { ExerciseStatus } from '../../exercise/exercise';
import { panelTexts } from '../../panel/texts';
import { timelineRow } from '../../panel/timelineEntry';
import { redactSecrets } from '../controlRedaction';
import type { World } from '../world';

/** What the trainee's page reports: its path, the open dialog's title, the pairing panel's stage. */
export const screenReportSchema = z.object({
  path: z.string().max(300),
  dialog: z.string().max(200).nullable(),
  stage: z.string().max(200).nullable(),
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
  /** Hubs assigned to a unit and Yale locks at a door: what the console's injections aim at. */
  hubs: string[];
  locks: string[];
  /** Door, motion and leak sensors (uid and what the panel calls them). */
  sensors: Array<{ uid: string; label: string }>;
  errors: number;
  recent: Array<{ at: number; kind: string; text: string }>;
}

export interface Trainee {
  world: World;
  report(screen: ScreenReport): void;
  /** The hints the trainer showed so far, for the trainee's page. */
  hints(): string[];
  overview(): TraineeOverview;
}

const RECENT_ROWS = 8;

function errorsSeen(world: World): number {
  return world.sim.trace.entries().filter((entry) => (entry.type === 'call' && (entry.status >= 400 || entry.failure !== undefined)) || (entry.type === 'stream.closed' && entry.by === 'simulator')).length;
}

function recentRows(world: World): TraineeOverview['recent'] {
  const rows = world.sim.trace
    .entries()
    .map((entry) => timelineRow(entry))
    .filter((row) => row !== null)
    .slice(-RECENT_ROWS)
    .map(({ at, kind, text }) => ({ at, kind, text }));
  return redactSecrets(rows, []) as TraineeOverview['recent'];
}

/** Where a kept world keeps the wall-clock times its objectives were met (decision 0395). */
const MET_AT_WALL = 'classroom:metAtWall';
const metAtWallSchema = z.array(z.tuple([z.number().int().min(0), z.number()]));

export function watchTrainee(world: World, wallNow: () => number): Trainee {
  let screen: TraineeOverview['screen'] = null;
  let metAtWall = new Map(world.kept?.read(MET_AT_WALL, metAtWallSchema) ?? []);
  const keep = () => world.kept?.write(MET_AT_WALL, [...metAtWall]);
  world.sim.bus.on('scenario.started', () => {
    metAtWall = new Map();
    keep();
  });
  world.sim.bus.on('exercise.objectiveMet', ({ index }) => {
    if (metAtWall.has(index)) return;
    metAtWall.set(index, wallNow());
    keep();
  });
  const { control } = world;
  return {
    world,
    report(next) {
      screen = { ...next, at: wallNow() };
    },
    hints: () => control.exercise.status()?.hints.shown ?? [],
    overview() {
      const exercise = control.exercise.status();
      return {
        id: world.id,
        name: world.name,
        joinedAt: world.joinedAt,
        screen,
        scenario: control.scenario().name,
        clock: { now: control.clock.now(), paused: control.clock.paused(), speed: control.clock.speed() },
        exercise: exercise && { ...exercise, metAtWall: exercise.objectives.map((_, index) => metAtWall.get(index) ?? null) },
        hubs: control.db.list('hubs').filter((hub) => hub.addressId !== null).map((hub) => String(hub.hub_serial_number)),
        locks: control.yale.locks().map((lock) => String(lock.serial)),
        sensors: control.devices.sensors().map((sensor) => ({ uid: sensor.uid, label: panelTexts.physical.sensorLabel(sensor.unit, sensor.name, sensor.kind) })),
        errors: errorsSeen(world),
        recent: recentRows(world),
      };
    },
  };
}
