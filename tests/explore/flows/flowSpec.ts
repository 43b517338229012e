import type { ExpectInput } from '../../../simulator/explore/invariants';
import type { Broken, FlowRules, Look } from '../../../simulator/explore/invariants';
import type { ExploreAction, FaultMenu } from '../../../simulator/explore/schedule';
import type { ExplorePage } from '../harness';

/**
 * One installer's flow as the explorer plays it: a small state machine read off the screen (which
 * of its buttons and fields are there decides the actions possible), where it starts, what can go
 * wrong in it, and when it is done.
 */
export interface FlowSpec {
  name: string;
  /** The page the flow starts on, signed in. */
  path: string;
  /** A text the first screen shows once it is loaded. */
  ready: string;
  /** The scenario (a paused clock) the flow runs in; the explorer adds its faults. */
  scenario: { extends: string; description: string; clock: { paused: true }; faults?: object[]; yaleLocks?: object[] };
  menu: FaultMenu;
  rules: FlowRules;
  /** The buttons of the flow, by name: any other control on screen is left alone. */
  buttons: string[];
  /** The region or group a button is in, where its name alone is ambiguous (as `expect`'s `in`). */
  regions: Record<string, string>;
  /** Buttons that leave the flow: a form that shows up after one is not the installer's to keep. */
  leaves: string[];
  /** Buttons the installer may tap twice in a row. */
  doubleTaps: string[];
  /** The flow's text fields, by label, with what an installer may type. */
  fields: Array<{ label: string; values: string[] }>;
  /** Once the drawn actions are spent: the buttons that lead on, most preferred first. */
  wayForward: string[];
  /** Actions drawn from the seed before the faults are left to heal. */
  drawnActions: number;
  /** Simulated time the flow may take to complete after that. */
  boundMs: number;
  /** Moves of the world around the phone the installer's turn may draw (keys on a lock's keypad, the storage filling up). */
  worldMoves?(seen: Look, page: ExplorePage): ExploreAction[];
  /** Once the faults heal, a move of the world the flow needs before any button (the keypad's keys), or null. */
  worldForward?(seen: Look, page: ExplorePage, taken: readonly ExploreAction[]): ExploreAction | null;
  /** What was typed has nowhere left to go (the device it named has left the hub): nothing typed is kept from then on. */
  typedMoot?(page: ExplorePage): boolean;
  /** The flow's own invariant after each step, over the page and the simulator's data. */
  check?(page: ExplorePage, seen: Look): Broken | null;
  done(page: ExplorePage): boolean;
  /** What a scenario expects to see when the flow is done. */
  doneExpect: ExpectInput;
}
