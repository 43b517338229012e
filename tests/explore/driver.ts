/**
 * Plays one explorer run (issue 38): opens the flow's page with the schedule's faults, then, step
 * by step, looks at the screen, takes an installer's action (drawn from the seed, or the one kept
 * in the schedule) and checks the invariants. Once the drawn actions are spent the faults are left
 * to heal and the installer takes the way forward; the flow must then complete within its bound
 * of simulated time.
 */
import { act, fireEvent } from '@testing-library/react';
import { contract } from '../../app/api/contract';
import { flightLimits } from '../../app/data/flightLog';
import { takeFlightCapture } from '../../app/data/flightCapture';
import { flightLog } from '../../app/data/flightRecorder';
import { useSession } from '../../app/data/sessionStore';
import { checkStep, type Answered, type Broken, type Look, type StepRecord, type Typed } from '../../simulator/explore/invariants';
import type { SeededRandom } from '../../simulator/engine/seededRandom';
import { WAIT_STEP_MS } from '../../simulator/expect/plan';
import type { ExploreAction, Schedule } from '../../simulator/explore/schedule';
import { takeContractLog } from '../../simulator/handlers/contractLog';
import { contractDrifts } from '../support/contractCheck';
import type { FlowSpec } from './flows/flowSpec';
import { openPage, type ExplorePage } from './harness';

/** Simulator time one `wait` lets pass: as often as the expect runner looks. */
export const WAIT_MS = WAIT_STEP_MS;
const PASSWORD = 'install123';

export interface RunResult {
  broken: Broken | null;
  /** The actions taken, drawn or kept (what a replay plays). */
  actions: ExploreAction[];
  steps: number;
  /** Simulator time the run took, from its first screen to its verdict. */
  simulatedMs: number;
}

const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
// Behind an open dialog the page is aria-hidden (MUI's modal): the installer cannot press what is there.
const enabled = (element: Element) => !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true' && element.closest('[aria-hidden="true"]') === null;

/** Whether an ancestor of `element` (a region, group or dialog) is labelled `name`. */
function inside(element: Element, name: string): boolean {
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    const labelledBy = ancestor.getAttribute('aria-labelledby');
    const label = labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : ancestor.getAttribute('aria-label');
    if (label?.trim() === name) return true;
  }
  return false;
}

/**
 * The screen, read straight from the DOM: Testing Library's role queries cost tens of ms each in
 * jsdom. Read from the body: the head holds a style element per emotion rule (about 500), which a
 * query of the document walks for nothing.
 */
export function look(spec: FlowSpec): Look {
  const buttons = [...document.body.querySelectorAll('button, [role="button"], [role="radio"], [role="menuitem"], input[type="radio"]')]
    .filter(enabled)
    .map((element) => (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? '') : nameOf(element)).trim())
    .filter((name) => spec.buttons.includes(name));
  const fields = [...document.body.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type]), textarea')]
    .map((input) => ({ label: (input.labels?.[0]?.textContent ?? '').replace(/\s*\*$/, '').trim(), value: input.value }))
    .filter((field) => spec.fields.some((known) => known.label === field.label));
  const error = [...document.body.querySelectorAll('[role="alert"]')].some((alert) => alert.className.includes('MuiAlert-colorError') || alert.querySelector('h1, h2, h3, h4, h5, h6') !== null);
  return { text: document.body.textContent ?? '', buttons: [...new Set(buttons)], fields, error };
}

function findControl(name: string, region: string | undefined): HTMLElement | undefined {
  const candidates = [...document.body.querySelectorAll<HTMLElement>('button, [role="button"], [role="menuitem"], input[type="radio"]')].filter(enabled).filter((element) => {
    const label = element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? '') : nameOf(element);
    return label.trim() === name && (region === undefined || inside(element, region));
  });
  return candidates[0];
}

/**
 * Presses `control`, or taps it twice. A double tap is two input tasks with no frame between them,
 * as a quick second tap reaches a phone's page: each press gets its own act(), so React has
 * rendered and committed the first (a discrete event, done before the next task) when the second
 * comes, as in Chromium (tests/e2e/support/expectPage.ts presses the same way). Nothing else runs
 * between them: a request's answer or a timer comes in a later task (decision 0501).
 */
export function press(control: HTMLElement, double = false): void {
  act(() => void fireEvent.click(control));
  if (double) act(() => void fireEvent.click(control));
}

/** Does `action` on the page; false when the screen offers no such control now (a kept action of a longer run). */
async function perform(spec: FlowSpec, page: ExplorePage, action: ExploreAction, typed: Typed, seen: Look): Promise<boolean> {
  // A move of the world, as a press, happens only where the screen asks for it now: keys for a code never shown are not the installer's.
  if (('step' in action || 'fullStorage' in action) && !(spec.worldMoves?.(seen, page) ?? []).some((move) => JSON.stringify(move) === JSON.stringify(action))) return false;
  if ('wait' in action) {
    await page.advance(action.wait);
    return true;
  }
  if ('step' in action) {
    // As a scenario's `step` entry runs it: keys on a Yale keypad, the door-code service carrying on.
    await act(async () => void (await page.sim.control.steps.run(action.step)));
    await page.settle();
    return true;
  }
  if ('fullStorage' in action) {
    page.fillStorage();
    await page.settle();
    return true;
  }
  if ('fill' in action) {
    const input = [...document.body.querySelectorAll<HTMLInputElement>('input, textarea')].find((element) => (element.labels?.[0]?.textContent ?? '').replace(/\s*\*$/, '').trim() === action.fill);
    if (!input) return false;
    act(() => void fireEvent.change(input, { target: { value: action.value } }));
    typed.set(action.fill, action.value);
    await page.settle();
    return true;
  }
  const control = findControl(action.click, action.in);
  if (!control) return false;
  press(control, action.double);
  await page.settle();
  return true;
}

/** The answers given and faults hit since `from` in the trace, read as the invariants need them. */
function answersSince(page: ExplorePage, from: number, schedule: Schedule): Answered[] {
  const entries = page.sim.control.trace().slice(from);
  const hit = new Set(entries.flatMap((entry) => (entry.type === 'fault.hit' ? [entry.id] : [])));
  // A broken 200 is unreadable only where the contract's answer refuses its body: an action's
  // answer (a loose object, all optional) reads it, and taking it as done is right. A body cut
  // short or not JSON is unreadable whatever the call.
  const unreadable = (fault: Schedule['faults'][number]) => fault.kind === 'http' && (fault.corrupt !== undefined || (fault.status === 200 && !contract[fault.call].answer.safeParse(fault.body).success));
  const broken200 = new Set(schedule.faults.flatMap((fault, index) => (fault.kind === 'http' && hit.has(`explore-${index + 1}`) && unreadable(fault) ? [fault.call] : [])));
  return entries.flatMap((entry) =>
    entry.type === 'call'
      ? [{ call: entry.name, method: entry.method, status: entry.status, failed: entry.status >= 400 || entry.failure !== undefined || (entry.name !== null && broken200.has(entry.name)) }]
      : [],
  );
}

/** What must hold once the run is over: the page threw nothing, every answer kept the contract, the recording stayed bounded and redacted. */
async function checkRun(page: ExplorePage): Promise<Broken | null> {
  if (page.pageErrors.length) return { invariant: 'no-page-error', detail: page.pageErrors[0] ?? '', expect: { noText: 'Something went wrong' } };
  const drifts = contractDrifts(await takeContractLog());
  if (drifts.length) return { invariant: 'contract', detail: drifts[0] ?? '', expect: { noText: 'Something went wrong' } };
  // The log keeps bodies as they went; what leaves the phone is the capture, redacted on the phone.
  const now = page.sim.control.clock.now();
  const token = useSession.getState().token ?? '';
  const captured = JSON.stringify(takeFlightCapture([token], now));
  const leaked = [PASSWORD, token].filter((secret) => secret && captured.includes(secret));
  const entries = flightLog().entries(now).length;
  if (entries > flightLimits.maxEntries || flightLog().bytes() > flightLimits.maxBytes || leaked.length) {
    return { invariant: 'recording-bounded-redacted', detail: `${entries} entries, ${flightLog().bytes()} bytes${leaked.length ? ', a secret in the capture' : ''}`, expect: { noText: PASSWORD } };
  }
  return null;
}

/** The installer's next action, drawn: what the screen offers, or a wait. */
function drawAction(spec: FlowSpec, page: ExplorePage, seen: Look, random: SeededRandom): ExploreAction {
  const moves: ExploreAction[] = [{ wait: WAIT_MS }];
  for (const name of seen.buttons) {
    const region = spec.regions[name];
    moves.push(region ? { click: name, in: region } : { click: name });
    if (spec.doubleTaps.includes(name)) moves.push(region ? { click: name, in: region, double: true } : { click: name, double: true });
  }
  for (const field of seen.fields) moves.push({ fill: field.label, value: random.pick(spec.fields.find((known) => known.label === field.label)?.values ?? ['x']) });
  moves.push(...(spec.worldMoves?.(seen, page) ?? []));
  return random.pick(moves);
}

/** The way forward once the faults heal: the flow's first preferred move the screen offers, else a wait. */
function wayForward(spec: FlowSpec, page: ExplorePage, seen: Look, typed: Typed, taken: readonly ExploreAction[]): ExploreAction {
  const field = seen.fields.find((each) => each.value === '' && (typed.get(each.label) ?? null) === null);
  if (field) return { fill: field.label, value: spec.fields.find((known) => known.label === field.label)?.values[0] ?? 'x' };
  const world = spec.worldForward?.(seen, page, taken);
  if (world) return world;
  const name = spec.wayForward.find((preferred) => seen.buttons.includes(preferred));
  if (!name) return { wait: WAIT_MS };
  const region = spec.regions[name];
  return region ? { click: name, in: region } : { click: name };
}

export async function playRun(spec: FlowSpec, schedule: Schedule, random: SeededRandom, verbose?: (line: string) => void): Promise<RunResult> {
  const faults = schedule.faults.map((fault, index) => ({ ...fault, id: `explore-${index + 1}` }));
  const began = performance.now();
  await takeContractLog();
  const page = await openPage(spec.path, { ...spec.scenario, name: `explore-${spec.name}-${schedule.seed}`, faults: [...(spec.scenario.faults ?? []), ...faults] }, spec.ready);
  verbose?.(`  opened in ${Math.round(performance.now() - began)} ms`);
  const openedAt = page.sim.control.clock.now();
  const typed: Typed = new Map();
  const taken: ExploreAction[] = [];
  let steps = 0;
  const result = (broken: Broken | null): RunResult => ({ broken, actions: taken, steps, simulatedMs: page.sim.control.clock.now() - openedAt });
  /** Whether the installer's last press was one that leaves the flow. */
  let leaving = false;
  /** Whether the last step changed the screen or sent a call. */
  let moved = false;
  /** Whether the last step changed the screen. */
  let changed = false;
  /**
   * The screen as the last step left it: the page is settled then, and nothing runs until the
   * next action, so the next draw reads this instead of the DOM again (about 3 ms a look in jsdom).
   */
  let seen = look(spec);
  const step = async (action: ExploreAction): Promise<Broken | null> => {
    const from = page.sim.control.trace().length;
    verbose?.(`  > ${JSON.stringify(action)}`);
    const seenBefore = seen.text;
    if (!(await perform(spec, page, action, typed, seen))) return null;
    taken.push(action);
    steps += 1;
    seen = look(spec);
    const record: StepRecord = { action, look: seen, answers: answersSince(page, from, schedule) };
    if (record.answers.some((answer) => answer.call !== null && spec.rules.keptBy.includes(answer.call) && !answer.failed) || spec.typedMoot?.(page)) typed.clear();
    // After a press that leaves (Abort, until the next other press) a form that shows up and goes
    // again was asked away; else a form seen must stay until it is saved (decision 0470).
    if ('click' in action) leaving = spec.leaves.includes(action.click);
    if (leaving) for (const [label, value] of typed) if (value === null) typed.delete(label);
    else for (const field of record.look.fields) if (!typed.has(field.label)) typed.set(field.label, null);
    changed = record.look.text !== seenBefore;
    moved = record.answers.length > 0 || changed;
    verbose?.(`  ${steps}. [${Math.round(performance.now() - began)} ms] ${JSON.stringify(action)} -> buttons [${record.look.buttons.join(', ')}] fields ${JSON.stringify(record.look.fields)}${record.look.error ? ' ERROR' : ''} calls ${record.answers.map((answer) => `${answer.call}:${answer.status}${answer.failed ? '!' : ''}`).join(' ')}`);
    return checkStep(record, typed, spec.rules) ?? spec.check?.(page, record.look) ?? null;
  };
  try {
    // The first screen may already be an error (a failed first load): it must offer a way on.
    const first = checkStep({ action: null, look: seen, answers: answersSince(page, 0, schedule) }, typed, spec.rules);
    if (first) return result(first);
    const drawn = schedule.actions ?? Array.from({ length: spec.drawnActions }, () => null);
    for (const kept of drawn) {
      const broken = await step(kept ?? drawAction(spec, page, seen, random));
      if (broken) return result(broken);
    }
    const healedAt = page.sim.control.clock.now();
    // Screens met since the clock last moved: presses that go round them (Include, an error, Go
    // Back) take no simulated time, so a fault's time window would never end.
    const metSinceWait = new Set<string>();
    while (!spec.done(page)) {
      const before = taken.length;
      if (page.sim.control.clock.now() - healedAt > spec.boundMs) {
        return result({ invariant: 'completes-after-heal', detail: `not done ${spec.boundMs / 1_000} s after the last drawn action`, expect: spec.doneExpect });
      }
      // A press that changes nothing (a Retry whose next try waits on a timer, a Try Again the hub
      // refuses again while it is busy) is followed by a wait: the bound is simulated time, which
      // only waits move.
      const pressed = wayForward(spec, page, seen, typed, taken);
      const broken = await step(pressed);
      if (broken) return result(broken);
      const cycled = metSinceWait.has(seen.text);
      metSinceWait.add(seen.text);
      if (!(taken.length === before || !moved || ('click' in pressed && !changed) || cycled)) continue;
      metSinceWait.clear();
      const waited = await step({ wait: WAIT_MS });
      if (waited) return result(waited);
    }
    return result(await checkRun(page));
  } finally {
    page.close();
  }
}
