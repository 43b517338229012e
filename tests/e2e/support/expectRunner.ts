/**
 * Plays a scenario's `expect` section (simulator/scenario/expectSchema.ts) in the page and says,
 * entry by entry, what was expected and what happened. The simulator clock stays paused: the
 * runner alone moves it, in small steps, while an expectation is not met yet, and looks at the
 * screen once the page is idle (`clock.idle`, decision 0409). So an author never writes a wait
 * (decision 0289), and no real-time grace decides what a run sees.
 */
import type { Locator, Page, Request } from '@playwright/test';
import type { ExpectEntry } from '../../../simulator/scenario/expectSchema';
import { DEFAULT_WITHIN_MS } from '../../../simulator/scenario/expectWithin';
import type { TraceEntry } from '../../../simulator/control/types';
import type { Logged, LoggedAnswer } from '../../../simulator/handlers/contractLog';
import { blockedState, bodyMatches, cutByLoad, subset } from './expectMatch';
import type { Sim } from './fixtures';
import { lookAtPlace, placeLook, placeText, placedControl, type Place } from './pressPlace';

/**
 * Simulator time moved per step while waiting. Every timer and event due within a step still
 * fires, in order; only the screen is looked at this often, so a text shown for less than a step
 * can be missed (its trace entry cannot). 5 s: as often as a door-code sync reports.
 */
export const WAIT_STEP_MS = 5_000;
/** Failure bound: real time a press or a typing may take once the control is on screen and enabled (covered by another element: it fails then, named). */
const PRESS_MS = 5_000;
/** Failure bound: real time a page load (the app's own reload, e.g. after Assign Hub's Continue) may take to bring the simulator and the app up again. */
const RELOAD_MS = 15_000;
/** Page loads one look may run into before the runner gives up on it (a page that reloads without end). */
const RELOADS_PER_LOOK = 5;

export interface EntryReport {
  entry: ExpectEntry;
  outcome: 'met' | 'done' | 'failed' | 'not reached';
  /** What happened: when it was seen (simulator seconds after the start) or what was seen instead. */
  detail: string;
}

type Check = () => Promise<boolean>;

export interface PendingRequests {
  /** Resolves once no request is under way (at once when none is), or after `ms` of real time (a hanging fault). */
  answered(ms: number): Promise<void>;
  /**
   * Resolves true once the page's code, styles and documents on their way have arrived, false at once
   * when none is: loads the simulator clock does not count (it counts the app's requests).
   */
  codeLoaded(): Promise<boolean>;
}

/** What the page loads as code or a document, not as an API request: a lazy screen's chunk. */
const CODE = new Set(['document', 'script', 'stylesheet']);

/**
 * Requests the page sent that are not answered yet: the app draws what a poll brought after it is
 * answered. Waiting for them is told by the browser's events, not polled: a poll's interval would
 * cost every look at the page up to a quarter second.
 */
export function trackRequests(page: Page): PendingRequests {
  const pending = new Set<Request>();
  const code = new Set<Request>();
  let waiters: Array<() => void> = [];
  let codeWaiters: Array<() => void> = [];
  const done = (request: Request) => {
    pending.delete(request);
    code.delete(request);
    if (code.size === 0) {
      codeWaiters.forEach((wake) => wake());
      codeWaiters = [];
    }
    if (pending.size > 0) return;
    waiters.forEach((wake) => wake());
    waiters = [];
  };
  page.on('request', (request) => {
    pending.add(request);
    if (CODE.has(request.resourceType())) code.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    answered: (ms) =>
      pending.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ms);
            waiters.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
    codeLoaded: () => (code.size === 0 ? Promise.resolve(false) : new Promise<boolean>((resolve) => codeWaiters.push(() => resolve(true)))),
  };
}

const routePattern = (route: string) => new RegExp(`^${route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

const shortJson = (value: unknown) => JSON.stringify(value).slice(0, 160);

/** What an error says in a report line: its first line, and its last when longer (Playwright's call log ends with the reason). */
function said(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.length > 1 ? `${lines[0]} (${lines.at(-1)})` : (lines[0] ?? 'no message');
}

type CallEntry = Extract<ExpectEntry, { call: unknown }>;

/**
 * A page just opened starts its simulator, then the screen's code and its queries: moments with no
 * request under way and nothing drawn can come between them. Until the network has been idle for
 * a while (Playwright's 500 ms) the screen is not ready to be looked at, and a look that moved the
 * clock then would move it in one run and not in the next (decision 0337).
 */
export async function firstScreenLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

export interface ExpectRunnerOptions {
  /** Older tests name the clock's call: both are `clock.advance` now (decision 0409). */
  clock?: 'advance' | 'step';
  /**
   * What the page's simulator answered, with each request's body (the test's contract listener,
   * `contract.logged`): a `call` entry with `body` is matched against these. The trace holds no
   * request bodies: it is saved in the page and goes to the classroom, a sign-in's password too
   * (decision 0366).
   */
  sent?: () => readonly Logged[];
  /**
   * Real time (epoch ms) by which the runner stops and reports, the entry under way failed: before
   * the test's own timeout ends it with no report.
   */
  deadline?: number;
}

export function createExpectRunner(page: Page, sim: Sim, { sent, deadline }: ExpectRunnerOptions = {}) {
  const pending = trackRequests(page);

  /** The simulator and the app are up again after a page load, the clock paused as before, the screen drawn. */
  async function reloaded(): Promise<void> {
    await page.waitForLoadState('load', { timeout: RELOAD_MS });
    await page.waitForFunction(() => window.__simulator !== undefined && (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: RELOAD_MS });
    await sim.control((s) => {
      if (!s.clock.paused()) s.clock.pause();
    });
    await idle();
  }

  /**
   * Runs a look at the page; when a page load cuts it short (the app reloads itself after some
   * actions), waits for the new page and looks again. The simulator's state, trace and paused
   * clock survive a load (simulator/persistence/saved.ts), so the entries read on (decision 0366).
   */
  async function surviving<T>(look: () => Promise<T>): Promise<T> {
    for (let loads = 0; ; loads += 1) {
      try {
        return await look();
      } catch (error) {
        if (loads >= RELOADS_PER_LOOK || !cutByLoad(error)) throw error;
        await reloaded();
      }
    }
  }
  const inPage: Sim['control'] = (fn, arg) => surviving(() => sim.control(fn, arg));
  const startedAt = inPage((s) => s.scenario().startedAt);
  /** Trace entries before this index belong to earlier entries of the section. */
  let cursor = 0;
  /** Which entry (1-based) set the cursor, for reports: "since entry 11". */
  let cursorSetBy = 0;
  let current = 0;
  /** Answers in `sent()` before this index belong to earlier entries (set with the cursor by an action, moved past a `call` with `body` met). */
  let answersFrom = 0;
  /** Stages the app's flight recorder wrote before this moment belong to earlier entries: entries before `at`, and the first `skip` at it. */
  let stagesFrom = { at: -Infinity, skip: 0 };
  let usesStages = false;
  const moveCursor = (to: number) => {
    cursor = to;
    cursorSetBy = current;
  };
  /** An action: what the entries after it count starts now. */
  const countFromNow = async () => {
    moveCursor((await trace()).length);
    answersFrom = sent?.().length ?? 0;
  };

  const trace = (): Promise<TraceEntry[]> => inPage((s) => s.trace());
  const now = (): Promise<number> => inPage((s) => s.clock.now());
  const seconds = async () => `${Math.round(((await now()) - (await startedAt)) / 1000)} s`;

  const namedScope = (name: string): Locator =>
    page.getByRole('region', { name, exact: true }).or(page.getByRole('dialog', { name, exact: true })).or(page.getByRole('group', { name, exact: true }));
  const scope = (name: string | undefined): Page | Locator => (name === undefined ? page : namedScope(name));

  const control = (root: Page | Locator, name: string): Locator =>
    (['button', 'link', 'tab', 'menuitem', 'radio', 'checkbox', 'option'] as const)
      .map((role) => root.getByRole(role, { name, exact: true }))
      .reduce((all, next) => all.or(next))
      .filter({ visible: true })
      .first();

  const shown = (text: string) => page.getByText(text).filter({ visible: true });

  /**
   * Once the page is idle, the screen shows what the simulator has done: the clock knows the app's
   * requests, hand-offs and renders (decision 0409), the browser what code is still loading (a screen
   * opened by a press, decision 0337); a screen whose code arrived is drawn before the clock is asked again.
   */
  async function idle(): Promise<void> {
    do await inPage((s) => s.clock.idle());
    while (await pending.codeLoaded());
  }

  /**
   * The frame after an action: work the app defers past its next paint (app/lib/afterNextPaint.ts, a
   * search after a key press) is queued from that frame, where the clock's idle counts it from.
   */
  const painted = () => surviving(() => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done()))));

  /**
   * Moves simulator time on. A move a page load cut short is not made again: how far it got is
   * read from the clock by whoever asked for it.
   */
  async function move(ms: number): Promise<void> {
    try {
      await sim.advanceClock(ms);
    } catch (error) {
      if (!cutByLoad(error)) throw error;
      await reloaded();
    }
  }

  /**
   * Moves simulator time on in steps until `check` holds (looked at once the page is idle after
   * each step), or until `withinMs` has passed. Before time moves, the page finishes what it was
   * drawing: a screen whose code was still loading would otherwise cost a step in one run and
   * none in the next (decision 0337).
   */
  async function until(check: Check, withinMs: number): Promise<boolean> {
    const start = await now();
    for (;;) {
      await idle();
      if (await check()) return true;
      const waited = (await now()) - start;
      if (waited >= withinMs) return false;
      await move(Math.min(WAIT_STEP_MS, withinMs - waited));
    }
  }

  /** Trace entries since the cursor that match; the cursor moves past the `times`th when found. */
  async function traced(matches: (entry: TraceEntry) => boolean, times: number): Promise<{ found: boolean; seen: TraceEntry[] }> {
    const seen = (await trace()).map((entry, index) => ({ entry, index })).filter(({ entry, index }) => index >= cursor && matches(entry));
    const hit = seen[times - 1];
    if (hit) moveCursor(hit.index + 1);
    return { found: hit !== undefined, seen: seen.map(({ entry }) => entry) };
  }

  /** The stages the app's flight recorder wrote (its capture, as an error report would attach it), oldest first. */
  const recordedStages = async (): Promise<Array<{ at: number; flow: string; stage: string }>> => {
    const capture = await inPage((s) => s.flightRecording());
    const entries = (capture?.entries ?? []) as Array<{ kind: string; at: number; flow?: string; stage?: string }>;
    return entries.flatMap((entry) => (entry.kind === 'stage' ? [{ at: entry.at, flow: String(entry.flow), stage: String(entry.stage) }] : []));
  };
  const sinceCursor = <T extends { at: number }>(stages: readonly T[]): T[] => {
    let skipped = 0;
    return stages.filter((stage) => stage.at > stagesFrom.at || (stage.at === stagesFrom.at && (skipped += 1) > stagesFrom.skip));
  };
  /** From now on, only stages written after this moment count (after an action, or past a stage met). */
  const stagesFromNow = async (stages?: readonly { at: number }[]) => {
    if (!usesStages) return;
    const all = stages ?? (await recordedStages());
    const at = all.at(-1)?.at ?? -Infinity;
    stagesFrom = { at, skip: all.filter((stage) => stage.at === at).length };
  };

  async function screenSummary(): Promise<string> {
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').trim();
    return `the screen shows: "${text.slice(0, 400)}${text.length > 400 ? '…' : ''}"`;
  }

  /**
   * Why a click with `in` found nothing, when the reason is the scope: a name that no region,
   * dialog or group has (a radio group's question is not one) reads as a missing button otherwise.
   */
  async function scopeProblem(name: string, click: string): Promise<string> {
    if (await namedScope(name).filter({ visible: true }).count() > 0) return '';
    const snapshot = await page.locator('body').ariaSnapshot();
    const scopes = [...new Set([...snapshot.matchAll(/- (?:region|dialog|group) "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]))];
    const elsewhere = await control(page, click).isVisible();
    return [
      `no region, dialog or group named "${name}" on screen (only those roles can be an "in"; a radio group's question is not one)`,
      `those on screen: ${scopes.length === 0 ? 'none' : scopes.map((scopeName) => `"${scopeName}"`).join(', ')}`,
      ...(elsewhere ? [`"${click}" is on screen outside them: leave "in" out when the name is there once`] : []),
      '',
    ].join('; ');
  }

  /** Why a control on screen cannot be used now ('disabled', 'read-only'), or null. */
  const blockedNow = (target: Locator, field: boolean) =>
    surviving(async () => blockedState({ enabled: await target.isEnabled({ timeout: PRESS_MS }), editable: field ? await target.isEditable({ timeout: PRESS_MS }) : undefined }));
  /** The control's role as a report names it: "button", "link", "tab"… */
  const roleOf = (target: Locator) =>
    surviving(() => target.evaluate((element) => element.getAttribute('role') ?? (element.tagName === 'A' ? 'link' : element.tagName.toLowerCase())));

  /**
   * A `call` with `body`: the answers `sent()` holds since the count started, with the call's name,
   * status and a request body that has the fields. Met, the trace's cursor moves past the trace's
   * record of the same call (the same rank among calls of that name and status), so the entries
   * after it count from there as after any call entry.
   */
  async function callWithBody(entry: CallEntry, body: Record<string, unknown>, withinMs: number): Promise<EntryReport> {
    const failed = (detail: string): EntryReport => ({ entry, outcome: 'failed', detail });
    if (!sent) return failed('this runner was given no request bodies (createExpectRunner\'s `sent`, the contract fixture\'s `logged`): a call entry with "body" cannot be checked');
    const times = entry.times ?? 1;
    const ofCall = (answer: LoggedAnswer) => answer.call === entry.call && (entry.status === undefined || answer.status === entry.status);
    const answers = () => sent().slice(answersFrom).filter((logged): logged is LoggedAnswer => logged.kind === 'answer');
    let hits: LoggedAnswer[] = [];
    const found = await until(async () => {
      hits = answers().filter((answer) => ofCall(answer) && bodyMatches(answer.request.body, body));
      return hits.length >= times;
    }, withinMs);
    if (!found) {
      const bodies = answers().filter((answer) => answer.call === entry.call).slice(-5).map((answer) => `${answer.status} ${answer.request.body.slice(0, 160) || '(no body)'}`);
      return failed(`${hits.length} of ${times} with that body within ${withinMs / 1000} s of simulator time; ${entry.call} sent: ${bodies.length === 0 ? 'none' : bodies.join('; ')}`);
    }
    const all = sent();
    const hitAt = all.indexOf(hits[times - 1] as LoggedAnswer);
    const rank = all.slice(answersFrom, hitAt + 1).filter((logged) => logged.kind === 'answer' && ofCall(logged)).length;
    answersFrom = hitAt + 1;
    await traced((item) => item.type === 'call' && item.name === entry.call && (entry.status === undefined || item.status === entry.status), rank);
    return { entry, outcome: 'met', detail: `${times > 1 ? `the ${times}th seen` : 'seen'} at ${await seconds()}` };
  }

  /**
   * A press by place (decision 0408): the control is found by the rules the flight recorder counted
   * it by (./pressPlace.ts), a long list scrolled to its row. Failed, the report says what is at
   * that place instead.
   */
  async function pressByPlace(entry: ExpectEntry, place: Place): Promise<EntryReport> {
    const failed = (detail: string): EntryReport => ({ entry, outcome: 'failed', detail });
    const what = `the ${placeText(place)}`;
    const look = () => surviving(() => page.evaluate(lookAtPlace, placeLook(place, false)));
    const scrollY = () => surviving(() => page.evaluate(() => window.scrollY));
    /** A long list draws the rows near the screen: each look scrolls toward the row; while that moves the page, its frame and render come before the next look. */
    const scrolledTo = async (): Promise<boolean> => {
      for (;;) {
        const before = await scrollY();
        if ((await look()) !== false) return true;
        if ((await scrollY()) === before) return false;
        await surviving(() => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done()))));
        await idle();
      }
    };
    if (!(await until(scrolledTo, DEFAULT_WITHIN_MS))) {
      const seen = await surviving(() => page.evaluate(lookAtPlace, placeLook(place, true)));
      return failed(`${what}: not found after ${DEFAULT_WITHIN_MS / 60_000} min of simulator time; there is instead: ${seen && 'instead' in seen ? seen.instead : 'the control'}; ${await screenSummary()}`);
    }
    const found = await look();
    if (!found || !('index' in found)) return failed(`${what}: gone from the screen as it was to be pressed; ${await screenSummary()}`);
    const target = placedControl(page, found);
    // Looked at with the page idle: a control disabled now is disabled, not still drawing.
    const state = await blockedNow(target, false);
    if (state) return failed(`${what} is on screen but ${state}: it cannot be pressed; ${await screenSummary()}`);
    await countFromNow();
    await stagesFromNow();
    try {
      await target.click({ timeout: PRESS_MS });
    } catch (error) {
      return failed(`${what} could not be pressed: ${said(error)}`);
    }
    await painted();
    return { entry, outcome: 'done', detail: `at ${await seconds()}` };
  }

  async function act(entry: ExpectEntry): Promise<EntryReport> {
    const withinMs = 'within' in entry && entry.within !== undefined ? entry.within : DEFAULT_WITHIN_MS;
    const failed = (detail: string): EntryReport => ({ entry, outcome: 'failed', detail });
    const met = async (what = 'seen'): Promise<EntryReport> => ({ entry, outcome: 'met', detail: `${what} at ${await seconds()}` });

    if ('open' in entry) {
      await countFromNow();
      stagesFrom = { at: -Infinity, skip: 0 };
      await sim.openSignedIn(entry.open);
      await inPage((s) => s.clock.pause());
      await idle();
      return { entry, outcome: 'done', detail: `opened at ${await seconds()}` };
    }
    if ('click' in entry || 'fill' in entry) {
      const target = 'click' in entry ? control(scope(entry.in), entry.click) : page.getByLabel(entry.fill, { exact: true }).filter({ visible: true }).first();
      if (!(await until(() => target.isVisible(), DEFAULT_WITHIN_MS))) return failed(`not found after ${DEFAULT_WITHIN_MS / 60_000} min of simulator time; ${'click' in entry && entry.in !== undefined ? await scopeProblem(entry.in, entry.click) : ''}${await screenSummary()}`);
      const [name, verb] = 'click' in entry ? [`the ${await roleOf(target)} "${entry.click}"`, 'pressed'] : [`the field "${entry.fill}"`, 'typed into'];
      // A press on a disabled control would wait for it without end; found with the page idle, it is not still drawing: the entry fails.
      const state = await blockedNow(target, 'fill' in entry);
      if (state) return failed(`${name} is on screen but ${state}: it cannot be ${verb}; ${await screenSummary()}`);
      await countFromNow();
      await stagesFromNow();
      try {
        if ('click' in entry) await target.click({ timeout: PRESS_MS });
        else await target.fill(entry.value, { timeout: PRESS_MS });
      } catch (error) {
        return failed(`${name} could not be ${verb}: ${said(error)}`);
      }
      await painted();
      return { entry, outcome: 'done', detail: `at ${await seconds()}` };
    }
    if ('press' in entry) return pressByPlace(entry, entry.press);
    if ('wait' in entry) {
      // Not a new start for counting: calls and trace entries during the wait count for the entry after it.
      const start = await now();
      for (let waited = 0; waited < entry.wait; waited = (await now()) - start) {
        await idle();
        await move(Math.min(WAIT_STEP_MS, entry.wait - waited));
      }
      await idle();
      return { entry, outcome: 'done', detail: `${entry.wait / 1000} s of simulator time passed, at ${await seconds()}` };
    }
    if ('step' in entry) {
      await countFromNow();
      await stagesFromNow();
      // Not made again after a page load: the step may have happened.
      const result = await sim.control((s, step) => s.steps.run(step), entry.step);
      return result.ok ? { entry, outcome: 'done', detail: `at ${await seconds()}` } : failed(`the simulator refused it: ${result.error}`);
    }
    if ('text' in entry) {
      if (await until(() => shown(entry.text).first().isVisible(), withinMs)) return met();
      return failed(`not shown within ${withinMs / 1000} s of simulator time; ${await screenSummary()}`);
    }
    if ('noText' in entry) {
      if (await until(async () => (await shown(entry.noText).count()) === 0, withinMs)) return met('gone');
      return failed(`still shown after ${withinMs / 1000} s of simulator time`);
    }
    if ('route' in entry) {
      const pattern = routePattern(entry.route);
      if (await until(async () => pattern.test(new URL(page.url()).pathname), withinMs)) return met();
      return failed(`the path is ${new URL(page.url()).pathname}`);
    }
    if ('stage' in entry) {
      const matches = (item: { flow: string; stage: string }) => item.stage === entry.stage && (entry.flow === undefined || item.flow === entry.flow);
      let seen: Array<{ at: number; flow: string; stage: string }> = [];
      const found = await until(async () => {
        const all = await recordedStages();
        seen = sinceCursor(all);
        const hit = seen.findIndex(matches);
        if (hit < 0) return false;
        // Later stages stay for the next entries: the cursor moves just past the one met.
        const kept = all.slice(0, all.length - seen.length + hit + 1);
        await stagesFromNow(kept);
        return true;
      }, withinMs);
      if (found) return met();
      return failed(`not entered within ${withinMs / 1000} s of simulator time; stages since: ${seen.map((item) => `${item.flow}: ${item.stage}`).join(', ') || 'none'}`);
    }
    if ('call' in entry && entry.body !== undefined) return callWithBody(entry, entry.body, withinMs);
    const times = entry.times ?? 1;
    const matches = 'call' in entry
      ? (item: TraceEntry) => item.type === 'call' && item.name === entry.call && (entry.status === undefined || item.status === entry.status)
      : (item: TraceEntry) => item.type === entry.trace && subset(item, entry.with ?? {});
    let last: TraceEntry[] = [];
    const found = await until(async () => {
      const { found: hit, seen } = await traced(matches, times);
      last = seen;
      return hit;
    }, withinMs);
    if (found) return met(times > 1 ? `the ${times}th seen` : 'seen');
    const ofKind = (await trace()).slice(cursor).filter((item) => ('call' in entry ? item.type === 'call' && item.name === entry.call : item.type === entry.trace));
    const seenText = ofKind.length === 0 ? `no ${'call' in entry ? `${entry.call} call` : `"${entry.trace}" entry`}` : ofKind.slice(-5).map(shortJson).join('; ');
    const since = cursorSetBy === 0 ? 'since the start' : `since entry ${cursorSetBy} (calls and trace entries count from the last action or call/trace entry met)`;
    return failed(`${last.length} of ${times} within ${withinMs / 1000} s of simulator time ${since}; seen: ${seenText}`);
  }

  /**
   * One entry, which ends in a report whatever happens: a runner that threw, or ran into the
   * test's timeout, printed no report at all.
   */
  async function played(entry: ExpectEntry): Promise<EntryReport> {
    const acting = act(entry).catch((error: unknown): EntryReport => ({ entry, outcome: 'failed', detail: `the runner stopped: ${said(error)}` }));
    if (deadline === undefined) return acting;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<EntryReport>((resolve) => {
      timer = setTimeout(() => resolve({ entry, outcome: 'failed', detail: 'still under way when the test\'s real time ran out' }), Math.max(0, deadline - Date.now()));
    });
    try {
      return await Promise.race([acting, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Plays every entry in order; stops at the first that fails, the rest are not reached. */
    async run(entries: readonly ExpectEntry[]): Promise<EntryReport[]> {
      // Reading the recording costs the page a capture: only sections that check stages pay it.
      usesStages = entries.some((entry) => 'stage' in entry);
      const reports: EntryReport[] = [];
      for (const [index, entry] of entries.entries()) {
        current = index + 1;
        const report = reports.some((done) => done.outcome === 'failed') ? { entry, outcome: 'not reached' as const, detail: '' } : await played(entry);
        reports.push(report);
      }
      return reports;
    },
  };
}

const MARKS: Record<EntryReport['outcome'], string> = { met: '✓', done: '·', failed: '✗', 'not reached': '-' };

/** One line per entry: its mark, what was expected (the entry as written) and what happened. */
export function formatReport(name: string, reports: readonly EntryReport[]): string {
  const lines = reports.map(({ entry, outcome, detail }, index) => `${MARKS[outcome]} ${String(index + 1).padStart(2)}. ${JSON.stringify(entry)}${detail ? `\n      ${outcome === 'failed' ? 'happened: ' : ''}${detail}` : ''}`);
  const failed = reports.filter((report) => report.outcome === 'failed').length;
  return [`Scenario ${name}: ${failed === 0 ? 'every expectation met' : 'an expectation failed'}`, ...lines].join('\n');
}
