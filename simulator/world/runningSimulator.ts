/**
 * The simulator as its owners see it (control API, start-up, server): the parts every behaviour
 * acts on (../core/simulator.ts), and the scenario they run with its timeline.
 */
import type { Simulator } from '../core/simulator';
import type { Saved } from '../persistence/saved';
import type { Scenario } from '../scenario/schema';
import type { Timeline } from '../timeline/timeline';

export interface ActiveScenario {
  scenario: Scenario;
  /** Simulator time (ms) at which the scenario started. */
  startedAt: number;
}

export type StartResult = { ok: true } | { ok: false; error: string };

export interface RunningSimulator extends Simulator {
  /** The scenario's steps at times and on triggers, and steps run by the control API. */
  readonly timeline: Timeline;
  active(): ActiveScenario;
  /**
   * Resets data, clock, trace, report log, faults, pending events and the stream to the scenario's start.
   * Nothing changes when its data cannot be built (for example a hub serial the seed lacks).
   */
  start(scenario: Scenario): Promise<StartResult>;
  restore(saved: Saved): Promise<void>;
  /** Writes what changed now (nothing without persistence, as in Node). */
  persist(): void;
  /** The run's chance, from the scenario's seed (decision 0321): a number in [0, 1). */
  random(): number;
}

