/**
 * What must hold after every step of an explorer run (issue 38), as checks over what the driver
 * saw: the screen, the answers the simulator gave, the faults that hit, what the installer typed.
 * Each broken invariant also says what a scenario's `expect` should have seen instead, so a found
 * run becomes a scenario file that fails the same way in Chromium.
 */
import type { CallName } from '../../app/api/calls';
import type { z } from 'zod';
import type { expectEntrySchema } from '../scenario/expectSchema';
import type { ExploreAction } from './schedule';

/** An `expect` entry as a scenario file writes it (durations as text). */
export type ExpectInput = z.input<typeof expectEntrySchema>;

/** The screen as the installer sees it after a step. */
export interface Look {
  /** The page's visible text. */
  text: string;
  /** Enabled buttons, by name. */
  buttons: string[];
  /** Text fields on screen, by label, with what they hold. */
  fields: Array<{ label: string; value: string }>;
  /** An error is shown (an error view or an error alert). */
  error: boolean;
}

/** A call the simulator answered during a step; `failed` when a fault made it fail or answered unreadably. */
export interface Answered {
  call: CallName | null;
  method: string;
  status: number;
  failed: boolean;
}

export interface StepRecord {
  action: ExploreAction | null;
  look: Look;
  answers: Answered[];
}

/** What a flow adds to the generic checks. */
export interface FlowRules {
  /** Where a call's success shows on screen: seen after that call failed, it is a false success. */
  successShown: Array<{ call: CallName; shown(look: Look): boolean; expect: ExpectInput }>;
  /** The calls that keep what was typed (a saved name): once one succeeds, the typed fields may go. */
  keptBy: CallName[];
}

export type InvariantName = 'typed-kept' | 'no-false-success' | 'error-has-way-on' | 'completes-after-heal' | 'no-page-error' | 'contract' | 'recording-bounded-redacted' | 'sends-once' | 'code-kept';

export interface Broken {
  invariant: InvariantName;
  detail: string;
  /** What the scenario's `expect` should have seen here. */
  expect: ExpectInput;
}

/** What the installer typed, by field label (the last value for each); null for a field seen on screen and not yet filled. */
export type Typed = Map<string, string | null>;

/**
 * A field the installer filled shows something else, or a field seen (filled or not yet) has left
 * the screen before a call that keeps it succeeded (the driver forgets the fields then): what was
 * typed, or was to be typed, is lost.
 */
export function typedKept(look: Look, typed: Typed): Broken | null {
  for (const [label, value] of typed) {
    const field = look.fields.find((each) => each.label === label);
    if (!field) return { invariant: 'typed-kept', detail: value === null ? `"${label}" left the screen before it was saved` : `"${label}" ("${value}") left the screen unsaved`, expect: { text: value ?? label } };
    if (value !== null && field.value !== value) return { invariant: 'typed-kept', detail: `"${label}" holds "${field.value}", the installer typed "${value}"`, expect: { text: value } };
  }
  return null;
}

/** After a call failed or answered unreadably in this step, the screen shows that call's success. */
export function noFalseSuccess(step: StepRecord, rules: FlowRules): Broken | null {
  for (const rule of rules.successShown) {
    const last = step.answers.filter((answer) => answer.call === rule.call).at(-1);
    if (last?.failed && rule.shown(step.look)) {
      return { invariant: 'no-false-success', detail: `${rule.call} answered ${last.status} (a fault) and the screen shows it done`, expect: rule.expect };
    }
  }
  return null;
}

/** An error is shown and nothing on screen can be pressed: the installer is stuck. */
export function errorHasWayOn(look: Look): Broken | null {
  if (!look.error || look.buttons.length > 0) return null;
  return { invariant: 'error-has-way-on', detail: 'an error is shown with no button to go on', expect: { text: 'Try Again' } };
}

/** A click sent the same mutating call twice. */
export function sendsOnce(step: StepRecord): Broken | null {
  if (!step.action || !('click' in step.action)) return null;
  const sent = new Map<string, number>();
  for (const answer of step.answers) {
    if (answer.method === 'GET' || !answer.call) continue;
    sent.set(answer.call, (sent.get(answer.call) ?? 0) + 1);
  }
  const twice = [...sent].find(([, count]) => count > 1);
  if (!twice) return null;
  const [call, count] = twice;
  return { invariant: 'sends-once', detail: `a ${step.action.double ? 'double tap' : 'press'} on ${step.action.click} sent ${call} ${count} times`, expect: { call: call as CallName, times: 1, atMost: 1, within: '5s' } };
}

/** The generic and the flow's checks over one step. */
export function checkStep(step: StepRecord, typed: Typed, rules: FlowRules): Broken | null {
  // A false success closes the form too: it is named as what it is, not as a lost field.
  return noFalseSuccess(step, rules) ?? typedKept(step.look, typed) ?? errorHasWayOn(step.look) ?? sendsOnce(step);
}
