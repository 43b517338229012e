/**
 * 'Save as scenario': the running simulator as a scenario file that starts where it stands now.
 * The running scenario (its seed, flags, hubs, timeline) with the clock starting now, plus a
 * `resume` part: the records that differ from the seed this run grew from (built at its start,
 * `seededAt`, so seeded times do not count as changes), the pending events, the faults with
 * their counters (those injected at run time too) and the trigger counts. Sessions stay out: a
 * shared file carries no sign-in, and starting it ends every session as any scenario start does.
 */
import { collectionNames, type CollectionName } from '../db/schemas';
import type { DatabaseSnapshot } from '../db/database';
import { changedRecords } from '../db/recordDiff';
import { toJson } from '../engine/json';
import { scenarioSchema, type Scenario } from '../scenario/schema';
import { seedFor } from './createSimulator';
import { exerciseRecordsToSave } from '../exercise/exercise';
import type { RunningSimulator } from './runningSimulator';

const NOT_SAVED: readonly CollectionName[] = ['sessions'];
const SUFFIX = '-saved';

/** The saved file's name: the running one's, marked as saved once. */
export const savedName = (name: string): string => (name.endsWith(SUFFIX) ? name : `${name}${SUFFIX}`);

export function saveAsScenario(sim: RunningSimulator): Scenario {
  const { scenario, startedAt } = sim.active();
  const now = sim.clock.now();
  // The seed the running data grew from: this run's start, or the first run's when this one was itself saved.
  const seededAt = scenario.resume?.seededAt ?? new Date(startedAt).toISOString();
  const at = new Date(now).toISOString();
  const { resume: _previous, ...running } = scenario;
  const base = scenarioSchema.parse({
    ...running,
    name: savedName(scenario.name),
    description: `Saved from "${scenario.name}" at ${at} (simulator time). ${scenario.description}`,
    clock: { start: at, speed: sim.clock.speed(), paused: sim.clock.paused() },
  });
  const current = {
    ...Object.fromEntries(collectionNames.map((name) => [name, sim.db[name].all()])),
    exercises: exerciseRecordsToSave(sim),
  } as unknown as DatabaseSnapshot;
  return toJson({
    ...base,
    resume: {
      seededAt,
      records: changedRecords(seedFor(base, Date.parse(seededAt)), current, NOT_SAVED),
      events: sim.scheduler.state(),
      faults: sim.faults.state(),
      triggers: sim.timeline.state().triggers,
    },
  });
}
