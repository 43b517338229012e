/**
 * A scenario's `expect` section: what the installer does and what must then be seen, in order.
 * `npm run scenario:test NAME` plays it in Chromium (scripts/cli/scenarioTest.mjs) and reports each
 * entry: what was expected and what happened. docs/scenarios.md, **Expect**, is the reader's page.
 *
 * The section is a list read top to bottom. Each entry has one kind key:
 * - actions (the installer, or the world around the phone): `open`, `click`, `press`, `fill`, `step`, `wait`;
 * - expectations: `text`, `noText`, `route`, `stage`, `call`, `trace`.
 * An expectation is met by what happens after the entry before it was done or met, so the list
 * says the order; a `call` or `trace` entry counts only entries the simulator recorded since then.
 * Waiting is the runner's job: while an expectation is not met it moves the simulator clock on
 * (and lets the app's next poll show the change) up to `within` of simulator time.
 *
 * Other tools (the flight recorder) write this format: keep it plain JSON, one key per kind.
 */
import { z } from 'zod';
import { callNames } from '../../app/api/calls';
import { durationSchema } from '../engine/duration';
import { stepCallSchema } from '../timeline/steps';
import { DEFAULT_WITHIN_MS } from './expectWithin';
import { pressRoles } from './pressRoles';

const within = durationSchema.optional().describe(`Simulator time the runner may let pass for this to be seen, e.g. "90s" (default ${DEFAULT_WITHIN_MS / 60_000}m).`);
const text = z.string().min(1);

/** The installer opens a page of the app, signed in as the demo installer (installer@demo.test). */
const openAction = z.object({
  open: z.string().regex(/^\//, 'must start with /').describe('A path of the app, e.g. "/community/cmty-7d2f9a0e-maple-court/unit/1008" (unit 1204).'),
}).strict();

/** The installer presses a button, link, tab or menu item by the name it shows. */
const clickAction = z.object({
  click: text.describe('The accessible name of a button, link, tab or menu item, exactly as shown.'),
  in: text.optional().describe('The name of the region or dialog it is in, when the name is shown more than once.'),
  double: z.literal(true).optional().describe('A double tap: both presses reach the page before it draws again, as a quick second tap does on a phone.'),
}).strict();

/**
 * The installer presses a control by its place, as the flight recorder writes a press whose name is
 * not one of the app's texts (`position`, decision 0359): the same fields, so a capture compiles to it
 * as it is.
 */
const pressAction = z.object({
  press: z.object({
    role: z.enum(pressRoles).describe('The control\'s role.'),
    row: z.number().int().min(1).optional().describe('In a list: the row\'s place in it (1-based, as the list announces it: aria-posinset).'),
    nth: z.number().int().min(1).describe('The control\'s place (1-based) among the controls of its role in its row, else in its region or dialog.'),
    in: text.optional().describe('The name of the list (with `row`), or of the region or dialog, it is in.'),
  }).strict(),
}).strict();

/** The installer types into a field by its label. */
const fillAction = z.object({
  fill: text.describe('The label of a text field.'),
  value: z.string().describe('What the installer types.'),
}).strict();

/** Something happens outside the phone now: any timeline step, e.g. keys on the Yale lock's keypad. */
const stepAction = z.object({
  step: stepCallSchema.describe('One timeline step, e.g. { "yale.press": { "serial": "HB2-1001204", "keys": "615204#7#3#" } }.'),
}).strict();

/** Simulator time passes with nothing done: "a minute later". The runner moves the clock as it does while waiting. */
const waitAction = z.object({
  wait: durationSchema.describe('Simulator time to let pass, e.g. "1m", "90s".'),
}).strict();

/** The screen shows this text (in any visible element, as a part of its text). */
const textExpectation = z.object({ text, within }).strict();

/** The screen no longer shows this text. */
const noTextExpectation = z.object({ noText: text, within }).strict();

/** The address bar's path; `:name` stands for any one segment. */
const routeExpectation = z.object({
  route: z.string().regex(/^\//, 'must start with /').describe('e.g. "/community/:community/unit/1204".'),
  within,
}).strict();

/**
 * The app sent this call (a name from app/api/calls.ts), answered with `status` if given, with a
 * request body that has `body`'s fields, `times` times. `times` is a floor: a double send meets
 * `"times": 1`. `atMost` is the ceiling that can see one: the whole `within` passes, then the
 * calls since the entry before are counted.
 */
const callExpectation = z.object({
  call: z.enum(callNames),
  status: z.number().int().min(0).max(599).optional().describe('The answer\'s HTTP status; 0 is a network failure.'),
  body: z.record(z.string(), z.unknown()).optional().describe('Fields the request\'s JSON body must have (objects match in part), e.g. { "action": "reboot" }.'),
  times: z.number().int().min(1).optional().describe('How many such calls since the entry before, at least (default 1; with atMost alone, 0).'),
  atMost: z.number().int().min(0).optional().describe('No more than this many such calls since the entry before, counted once all of `within` has passed: { "times": 1, "atMost": 1, "within": "30s" } is exactly one.'),
  within,
}).strict()
  .refine((entry) => entry.atMost === undefined || entry.body === undefined, { message: 'atMost counts calls by name and status; it cannot be given with body', path: ['atMost'] })
  .refine((entry) => entry.atMost === undefined || entry.times === undefined || entry.times <= entry.atMost, { message: 'atMost must be at least times', path: ['atMost'] });

/** The app entered this stage of one of its flows, as its flight recorder writes it (issue 26). */
const stageExpectation = z.object({
  stage: text.describe('A stage name as the flight recorder writes it, e.g. "inclusion-start", "pairing-start" (app/domain/pairing/stages.ts).'),
  flow: text.optional().describe('The flow, e.g. "pairing" (default: any).'),
  within,
}).strict();

/** The simulator recorded this trace entry (`window.__simulator.trace()`), its fields including `with`. */
const traceExpectation = z.object({
  trace: text.describe('The entry type, e.g. "zwave.ended", "doorCodes.progress", "step.fired", "fault.hit", "yale.keypad".'),
  with: z.record(z.string(), z.unknown()).optional().describe('Fields the entry must have (objects match in part), e.g. { "mode": "exclusion", "outcome": "failed" }.'),
  times: z.number().int().min(1).optional().describe('How many such entries since the entry before (default 1).'),
  within,
}).strict();

export const expectActionSchemas = { open: openAction, click: clickAction, press: pressAction, fill: fillAction, step: stepAction, wait: waitAction } as const;
export const expectationSchemas = { text: textExpectation, noText: noTextExpectation, route: routeExpectation, stage: stageExpectation, call: callExpectation, trace: traceExpectation } as const;

export const expectEntrySchema = z.union([...Object.values(expectActionSchemas), ...Object.values(expectationSchemas)]);
export type ExpectEntry = z.output<typeof expectEntrySchema>;

export const expectSchema = z.array(expectEntrySchema).min(1)
  .describe('What the installer does and what must then be seen, in order (docs/scenarios.md, Expect). Run it with npm run scenario:test NAME.');
export type Expect = z.output<typeof expectSchema>;

export type ExpectKind = keyof typeof expectActionSchemas | keyof typeof expectationSchemas;

/** The kind key of an entry (each entry has exactly one). */
export function kindOf(entry: ExpectEntry): ExpectKind {
  const kinds = [...Object.keys(expectActionSchemas), ...Object.keys(expectationSchemas)] as ExpectKind[];
  const kind = kinds.find((name) => name in entry);
  if (!kind) throw new Error(`An expect entry names no kind: ${JSON.stringify(entry)}`);
  return kind;
}
