/**
 * Plays a scenario's `expect` section (simulator/scenario/expectSchema.ts) in a page and says,
 * entry by entry, what was expected and what happened. The simulator clock stays paused: the
 * runner alone moves it, in small steps, while an expectation is not met yet, and looks at the
 * screen once the page is idle (`clock.idle`, decision 0409). So an author never writes a wait
 * (decision 0289), and no real-time grace decides what a run sees. The page comes through
 * ./page.ts, so no browser driver is known here (decision 0490).
 */
import type { Logged, LoggedAnswer } from '../handlers/contractLog';
import type { TraceEntry } from '../engine/trace';
import { DEFAULT_WITHIN_MS } from '../scenario/expectWithin';
import type { ExpectEntry } from '../scenario/expectSchema';
import {
  answersSince, bodiesSent, bodyHit, bodyMatches, blockedState, cutByLoad, FROM_THE_START, markAfter, nthSince, ofCall, placeText,
  routePattern, said, scopeProblemText, scopesIn, screenSummary, seenOfKind, stageMet, stagesOf, traceMatcher, type Stage,
} from './match';
import type { ExpectPage, Place, Target } from './page';
import { nextMove, RELOADS_PER_LOOK, withinOf } from './plan';
import type { EntryReport } from './report';

type Check = () => Promise<boolean>;
type CallEntry = Extract<ExpectEntry, { call: unknown }>;

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

export interface ExpectRunner {
  /** Plays every entry in order; stops at the first that fails, the rest are not reached. */
  run(entries: readonly ExpectEntry[]): Promise<EntryReport[]>;
}

export function createRunner(page: ExpectPage, { sent, deadline }: ExpectRunnerOptions = {}): ExpectRunner {
  const { sim } = page;

  /** The simulator and the app are up again after a page load, the clock paused as before, the screen drawn. */
  async function reloaded(): Promise<void> {
    await page.loaded();
    await sim.pauseIfRunning();
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
  const startedAt = surviving(() => sim.startedAt());
  /** Trace entries before this index belong to earlier entries of the section. */
  let cursor = 0;
  /** Which entry (1-based) set the cursor, for reports: "since entry 11". */
  let cursorSetBy = 0;
  let current = 0;
  /** Answers in `sent()` before this index belong to earlier entries (set with the cursor by an action, moved past a `call` with `body` met). */
  let answersFrom = 0;
  /** Stages the app's flight recorder wrote before this mark belong to earlier entries. */
  let stagesFrom = FROM_THE_START;
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

  const trace = (): Promise<TraceEntry[]> => surviving(() => sim.trace());
  const now = (): Promise<number> => surviving(() => sim.now());
  const seconds = async () => `${Math.round(((await now()) - (await startedAt)) / 1000)} s`;

  /**
   * Once the page is idle, the screen shows what the simulator has done: the clock knows the app's
   * requests, hand-offs and renders (decision 0409), the browser what code is still loading (a screen
   * opened by a press, decision 0337); a screen whose code arrived is drawn before the clock is asked again.
   */
  async function idle(): Promise<void> {
    do await surviving(() => sim.idle());
    while (await page.codeLoaded());
  }

  /**
   * The frame after an action: work the app defers past its next paint (app/lib/afterNextPaint.ts, a
   * search after a key press) is queued from that frame, where the clock's idle counts it from.
   */
  const painted = () => surviving(() => page.nextFrame());

  /**
   * Moves simulator time on. A move a page load cut short is not made again: how far it got is
   * read from the clock by whoever asked for it.
   */
  async function move(ms: number): Promise<void> {
    try {
      await sim.advance(ms);
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
      const step = nextMove((await now()) - start, withinMs);
      if (step === 0) return false;
      await move(step);
    }
  }

  /** Trace entries since the cursor that match; the cursor moves past the `times`th when found. */
  async function traced(matches: (entry: TraceEntry) => boolean, times: number): Promise<{ found: boolean; seen: TraceEntry[] }> {
    const { hit, seen } = nthSince(await trace(), cursor, matches, times);
    if (hit !== undefined) moveCursor(hit + 1);
    return { found: hit !== undefined, seen };
  }

  /** The stages the app's flight recorder wrote (its capture, as an error report would attach it), oldest first. */
  const recordedStages = async (): Promise<Stage[]> => stagesOf(await surviving(() => sim.flightRecording()));
  /** From now on, only stages written after this moment count (after an action, or past a stage met). */
  const stagesFromNow = async (stages?: readonly { at: number }[]) => {
    if (!usesStages) return;
    stagesFrom = markAfter(stages ?? (await recordedStages()));
  };

  const screen = async (): Promise<string> => screenSummary(await page.screenText());

  /**
   * Why a click with `in` found nothing, when the reason is the scope: a name that no region,
   * dialog or group has (a radio group's question is not one) reads as a missing button otherwise.
   */
  async function scopeProblem(name: string, click: string): Promise<string> {
    if (await page.scopeShown(name)) return '';
    return scopeProblemText(name, click, scopesIn(await page.ariaSnapshot()), await page.isVisible({ control: click }));
  }

  /** Why a control on screen cannot be used now ('disabled', 'read-only'), or null. */
  const blockedNow = (target: Target) => surviving(async () => blockedState(await page.usable(target)));
  /** The control's role as a report names it: "button", "link", "tab"… */
  const roleOf = (target: Target) => surviving(() => page.roleOf(target));

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
    const answers = () => answersSince(sent(), answersFrom);
    let hits: LoggedAnswer[] = [];
    const found = await until(async () => {
      hits = answers().filter((answer) => ofCall(entry)(answer) && bodyMatches(answer.request.body, body));
      return hits.length >= times;
    }, withinMs);
    if (!found) {
      const bodies = bodiesSent(answers(), entry.call);
      return failed(`${hits.length} of ${times} with that body within ${withinMs / 1000} s of simulator time; ${entry.call} sent: ${bodies.length === 0 ? 'none' : bodies.join('; ')}`);
    }
    const { at, rank } = bodyHit(sent(), answersFrom, hits[times - 1] as LoggedAnswer, entry);
    answersFrom = at + 1;
    await traced(traceMatcher(entry), rank);
    return { entry, outcome: 'met', detail: `${times > 1 ? `the ${times}th seen` : 'seen'} at ${await seconds()}` };
  }

  /**
   * A `call` with `atMost`: a ceiling is only known once the window is over, so all of `within`
   * passes before the calls since the cursor are counted. Met, the cursor moves past the last.
   */
  async function callsAtMost(entry: CallEntry, atMost: number, withinMs: number): Promise<EntryReport> {
    const least = entry.times ?? 0;
    await until(async () => false, withinMs);
    const { seen } = nthSince(await trace(), cursor, traceMatcher(entry), 1);
    const count = seen.length;
    if (count < least || count > atMost) {
      const wanted = least === atMost ? `${atMost}` : `${least} to ${atMost}`;
      return { entry, outcome: 'failed', detail: `${count} sent within ${withinMs / 1000} s of simulator time, expected ${wanted}; seen: ${seenOfKind(await trace(), cursor, entry)}` };
    }
    const { hit } = nthSince(await trace(), cursor, traceMatcher(entry), count);
    if (hit !== undefined) moveCursor(hit + 1);
    return { entry, outcome: 'met', detail: `${count} sent within ${withinMs / 1000} s` };
  }

  /**
   * A press by place (decision 0408): the control is found by the rules the flight recorder counted
   * it by, a long list scrolled to its row. Failed, the report says what is at that place instead.
   */
  async function pressByPlace(entry: ExpectEntry, place: Place): Promise<EntryReport> {
    const failed = (detail: string): EntryReport => ({ entry, outcome: 'failed', detail });
    const what = `the ${placeText(place)}`;
    const look = () => surviving(() => page.lookAtPlace(place, false));
    const scrollY = () => surviving(() => page.scrollY());
    /** A long list draws the rows near the screen: each look scrolls toward the row; while that moves the page, its frame and render come before the next look. */
    const scrolledTo = async (): Promise<boolean> => {
      for (;;) {
        const before = await scrollY();
        if ((await look()) !== false) return true;
        if ((await scrollY()) === before) return false;
        await painted();
        await idle();
      }
    };
    if (!(await until(scrolledTo, DEFAULT_WITHIN_MS))) {
      const seen = await surviving(() => page.lookAtPlace(place, true));
      return failed(`${what}: not found after ${DEFAULT_WITHIN_MS / 60_000} min of simulator time; there is instead: ${seen && 'instead' in seen ? seen.instead : 'the control'}; ${await screen()}`);
    }
    const found = await look();
    if (!found || !('index' in found)) return failed(`${what}: gone from the screen as it was to be pressed; ${await screen()}`);
    const target: Target = { placed: found.index };
    // Looked at with the page idle: a control disabled now is disabled, not still drawing.
    const state = await blockedNow(target);
    if (state) return failed(`${what} is on screen but ${state}: it cannot be pressed; ${await screen()}`);
    await countFromNow();
    await stagesFromNow();
    try {
      await page.press(target);
    } catch (error) {
      return failed(`${what} could not be pressed: ${said(error)}`);
    }
    await painted();
    return { entry, outcome: 'done', detail: `at ${await seconds()}` };
  }

  async function act(entry: ExpectEntry): Promise<EntryReport> {
    const withinMs = withinOf(entry);
    const failed = (detail: string): EntryReport => ({ entry, outcome: 'failed', detail });
    const met = async (what = 'seen'): Promise<EntryReport> => ({ entry, outcome: 'met', detail: `${what} at ${await seconds()}` });

    if ('open' in entry) {
      await countFromNow();
      stagesFrom = FROM_THE_START;
      await sim.openSignedIn(entry.open);
      await surviving(() => sim.pause());
      await idle();
      return { entry, outcome: 'done', detail: `opened at ${await seconds()}` };
    }
    if ('click' in entry || 'fill' in entry) {
      const target: Target = 'click' in entry ? { control: entry.click, in: entry.in } : { field: entry.fill };
      if (!(await until(() => page.isVisible(target), DEFAULT_WITHIN_MS))) return failed(`not found after ${DEFAULT_WITHIN_MS / 60_000} min of simulator time; ${'click' in entry && entry.in !== undefined ? await scopeProblem(entry.in, entry.click) : ''}${await screen()}`);
      const [name, verb] = 'click' in entry ? [`the ${await roleOf(target)} "${entry.click}"`, 'pressed'] : [`the field "${entry.fill}"`, 'typed into'];
      // A press on a disabled control would wait for it without end; found with the page idle, it is not still drawing: the entry fails.
      const state = await blockedNow(target);
      if (state) return failed(`${name} is on screen but ${state}: it cannot be ${verb}; ${await screen()}`);
      await countFromNow();
      await stagesFromNow();
      try {
        if ('click' in entry) await page.press(target, entry.double);
        else await page.fill(target, entry.value);
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
      for (let step = nextMove(0, entry.wait); step > 0; step = nextMove((await now()) - start, entry.wait)) {
        await idle();
        await move(step);
      }
      await idle();
      return { entry, outcome: 'done', detail: `${entry.wait / 1000} s of simulator time passed, at ${await seconds()}` };
    }
    if ('step' in entry) {
      await countFromNow();
      await stagesFromNow();
      // Not made again after a page load: the step may have happened.
      const result = await sim.runStep(entry.step);
      return result.ok ? { entry, outcome: 'done', detail: `at ${await seconds()}` } : failed(`the simulator refused it: ${result.error}`);
    }
    if ('text' in entry) {
      if (await until(() => page.textShown(entry.text), withinMs)) return met();
      return failed(`not shown within ${withinMs / 1000} s of simulator time; ${await screen()}`);
    }
    if ('noText' in entry) {
      if (await until(async () => (await page.textCount(entry.noText)) === 0, withinMs)) return met('gone');
      return failed(`still shown after ${withinMs / 1000} s of simulator time`);
    }
    if ('route' in entry) {
      const pattern = routePattern(entry.route);
      if (await until(async () => pattern.test(page.path()), withinMs)) return met();
      return failed(`the path is ${page.path()}`);
    }
    if ('stage' in entry) {
      let seen: Stage[] = [];
      const found = await until(async () => {
        const look = stageMet(await recordedStages(), stagesFrom, entry);
        seen = look.seen;
        if (look.kept === null) return false;
        await stagesFromNow(look.kept);
        return true;
      }, withinMs);
      if (found) return met();
      return failed(`not entered within ${withinMs / 1000} s of simulator time; stages since: ${seen.map((item) => `${item.flow}: ${item.stage}`).join(', ') || 'none'}`);
    }
    if ('call' in entry && entry.body !== undefined) return callWithBody(entry, entry.body, withinMs);
    if ('call' in entry && entry.atMost !== undefined) return callsAtMost(entry, entry.atMost, withinMs);
    const times = entry.times ?? 1;
    const matches = traceMatcher(entry);
    let last: TraceEntry[] = [];
    const found = await until(async () => {
      const { found: hit, seen } = await traced(matches, times);
      last = seen;
      return hit;
    }, withinMs);
    if (found) return met(times > 1 ? `the ${times}th seen` : 'seen');
    const seenText = seenOfKind(await trace(), cursor, entry);
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
    async run(entries) {
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
