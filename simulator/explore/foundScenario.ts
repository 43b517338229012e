/**
 * A shrunk failing run as a scenario file for scenarios/found/ (issue 38): its faults, its
 * actions as `expect` entries and, last, what the broken invariant says should have been seen,
 * so `npm run scenario:test scenarios/found/NAME.json` fails the same way in Chromium.
 */
import type { Broken, ExpectInput } from './invariants';
import type { ExploreAction, Schedule } from './schedule';

const seconds = (ms: number) => `${Math.max(1, Math.round(ms / 1_000))}s`;

/** One explorer action as `expect` entries: a double tap is one entry, whose two presses reach the page before it draws again. */
export function expectEntriesOf(action: ExploreAction): ExpectInput[] {
  if ('wait' in action) return [{ wait: seconds(action.wait) }];
  if ('fill' in action) return [{ fill: action.fill, value: action.value }];
  if ('step' in action) return [{ step: action.step }];
  if ('fullStorage' in action) return [{ step: { 'phone.fillStorage': {} } }];
  const click: ExpectInput = action.in ? { click: action.click, in: action.in } : { click: action.click };
  return [action.double ? { ...click, double: true } : click];
}

/** Waits in a row as one wait: a run left to heal waits 5 s at a time, a scenario says it once. */
export function joinedWaits(actions: readonly ExploreAction[]): ExploreAction[] {
  const joined: ExploreAction[] = [];
  for (const action of actions) {
    const last = joined.at(-1);
    if ('wait' in action && last && 'wait' in last) joined[joined.length - 1] = { wait: last.wait + action.wait };
    else joined.push(action);
  }
  return joined;
}

export const foundName = (schedule: Pick<Schedule, 'flow' | 'seed'>, broken: Pick<Broken, 'invariant'>) => `found-${schedule.flow}-${broken.invariant}-seed-${schedule.seed}`;

export function foundScenario(schedule: Schedule & { actions: ExploreAction[] }, broken: Broken, start: { path: string; extends: string; yaleLocks?: object[] }) {
  return {
    $schema: '../schema/scenarioSchema.json',
    name: foundName(schedule, broken),
    description: `Found by the explorer (npm run explore -- --flow ${schedule.flow} --seed ${schedule.seed}), shrunk: breaks "${broken.invariant}": ${broken.detail}.`,
    extends: start.extends,
    ...(start.yaleLocks ? { yaleLocks: start.yaleLocks } : {}),
    clock: { paused: true },
    faults: schedule.faults,
    expect: [{ open: start.path }, ...joinedWaits(schedule.actions).flatMap(expectEntriesOf), broken.expect],
  };
}
