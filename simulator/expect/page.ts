/**
 * What the expect runner needs of a page (decision 0490): the running simulator's control API as
 * the page holds it, and the screen as an installer sees it, by role, name and text. A browser
 * driver implements it (the Playwright one: tests/e2e/support/expectPage.ts); the runner's logic
 * knows no driver.
 */
import type { TraceEntry } from '../engine/trace';
import type { ExpectEntry } from '../scenario/expectSchema';

export type Place = Extract<ExpectEntry, { press: unknown }>['press'];
export type StepCall = Extract<ExpectEntry, { step: unknown }>['step'];

/** What the page holds at a place: the control (its index among the page's pressable controls), else what is there instead. */
export type PlaceLook = { index: number } | { instead: string };

/**
 * A control on screen: a button, link, tab, menu item, radio, checkbox or option by its name (in a
 * region, dialog or group by its name); a text field by its label; a control found by its place.
 */
export type Target = { control: string; in?: string } | { field: string } | { placed: number };

/** The simulator's control API, as much of it as the runner uses. A page load may cut any call short. */
export interface ExpectControl {
  /** Simulator time the running scenario started at. */
  startedAt(): Promise<number>;
  trace(): Promise<TraceEntry[]>;
  now(): Promise<number>;
  /** Resolves once the page is idle as the clock counts it (decision 0409). */
  idle(): Promise<unknown>;
  pause(): Promise<void>;
  /** After a page load: the clock paused as before. */
  pauseIfRunning(): Promise<void>;
  /** The app's flight recording as an error report would attach it (null: none). */
  flightRecording(): Promise<unknown>;
  runStep(step: StepCall): Promise<{ ok: true } | { ok: false; error: string }>;
  /** Moves simulator time on by `ms`, firing what falls due in order. */
  advance(ms: number): Promise<unknown>;
  /** Opens a path of the app signed in as the demo installer. */
  openSignedIn(path: string): Promise<void>;
}

export interface ExpectPage {
  readonly sim: ExpectControl;
  /** Resolves once a page load that cut a look short has brought the simulator and the app up again, the screen drawn. */
  loaded(): Promise<void>;
  /** Resolves true once code, styles and documents on their way have arrived; false at once when none is. */
  codeLoaded(): Promise<boolean>;
  /** Resolves at the page's next frame. */
  nextFrame(): Promise<void>;
  /** The address bar's path. */
  path(): string;
  /** The text the page shows (its body's). */
  screenText(): Promise<string>;
  /** Whether a visible element shows `text` (as a part of its text). */
  textShown(text: string): Promise<boolean>;
  /** How many visible elements show `text`. */
  textCount(text: string): Promise<number>;
  isVisible(target: Target): Promise<boolean>;
  /** Whether the control can be used now; `editable` only for a field. */
  usable(target: Target): Promise<{ enabled: boolean; editable?: boolean }>;
  /** The control's role as a report names it: "button", "link", "tab"… */
  roleOf(target: Target): Promise<string>;
  /** `double`: a second press right after the first, before the page has drawn again (a double tap). */
  press(target: Target, double?: boolean): Promise<void>;
  fill(target: Target, value: string): Promise<void>;
  /** Whether a region, dialog or group named `name` is on screen. */
  scopeShown(name: string): Promise<boolean>;
  /** The page's ARIA snapshot, in the YAML form Playwright writes (roles and names, indented). */
  ariaSnapshot(): Promise<string>;
  /**
   * Looks for the control at `place` by the flight recorder's rules (decision 0408). Not there and
   * `describe` false: scrolls a long list toward the row and answers false; with `describe`, says
   * what is there instead.
   */
  lookAtPlace(place: Place, describe: boolean): Promise<PlaceLook | false>;
  scrollY(): Promise<number>;
}
