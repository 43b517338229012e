/**
 * Plays a scenario's `expect` section (simulator/scenario/expectSchema.ts) in the page and says,
 * entry by entry, what was expected and what happened. The simulator clock stays paused: the
 * runner alone moves it, in small steps, while an expectation is not met yet, and gives the app
 * a moment after each step to poll and draw. So an author never writes a wait (decision 0289).
 */
import type { Locator, Page, Request } from '@playwright/test';
import type { ExpectEntry } from '../../../simulator/scenario/expectSchema';
import { DEFAULT_WITHIN_MS } from '../../../simulator/scenario/expectWithin';
import type { TraceEntry } from '../../../simulator/control/types';
import type { Sim } from './fixtures';

/**
 * Simulator time moved per step while waiting. Every timer and event due within a step still
 * fires, in order; only the screen is looked at this often, so a text shown for less than a step
 * can be missed (its trace entry cannot). 5 s: as often as a door-code sync reports.
 */
export const WAIT_STEP_MS = 5_000;
/** Real time a request may take to be answered before the runner stops waiting for it (a hanging fault). */
const ANSWER_MS = 5_000;
/** Animation frames the document must stay unchanged for the page to count as quiet. */
const QUIET_FRAMES = 3;
/**
 * Real time a control to press may take to appear before simulator time moves for it. A screen
 * opened by the press before (a route's code and queries) can stay quiet for three frames on a
 * loaded machine and still be drawing: moving the clock then put 'Done' at 85 s in a field run and
 * at 80 s in its replay. Time stands still meanwhile, so waiting changes nothing but the wall time.
 */
const PRESS_GRACE_MS = 2_000;

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
}

/**
 * Requests the page sent that are not answered yet: the app draws what a poll brought after it is
 * answered. Waiting for them is told by the browser's events, not polled: a poll's interval would
 * cost every look at the page up to a quarter second.
 */
export function trackRequests(page: Page): PendingRequests {
  const pending = new Set<Request>();
  let waiters: Array<() => void> = [];
  const done = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    waiters.forEach((wake) => wake());
    waiters = [];
  };
  page.on('request', (request) => pending.add(request));
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
  };
}

const subset = (actual: unknown, wanted: unknown): boolean => {
  if (typeof wanted !== 'object' || wanted === null) return Object.is(actual, wanted);
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(wanted)) return Array.isArray(actual) && wanted.every((item, index) => subset(actual[index], item));
  return Object.entries(wanted).every(([key, value]) => subset((actual as Record<string, unknown>)[key], value));
};

const routePattern = (route: string) => new RegExp(`^${route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

const shortJson = (value: unknown) => JSON.stringify(value).slice(0, 160);

/** Until the page's requests are answered and its document has not changed for a few frames: what it was about to draw (a screen's code just loaded) is drawn. */
async function quiet(page: Page, pending: PendingRequests): Promise<void> {
  await pending.answered(ANSWER_MS);
  await page.evaluate((frames) => new Promise<void>((done) => {
    let still = 0;
    const changes = new MutationObserver(() => {
      still = 0;
    });
    changes.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = () => {
      still += 1;
      if (still < frames) requestAnimationFrame(frame);
      else {
        changes.disconnect();
        done();
      }
    };
    requestAnimationFrame(frame);
  }), QUIET_FRAMES);
}

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
  /**
   * 'step' moves the clock one due moment at a time, waiting after each for what the page does
   * (clock.step, decision 0320): two runs then send the same polls at the same moments, which a
   * replay compared call by call needs; 'advance' (the default) is faster on screens with many
   * short timers.
   */
  clock?: 'advance' | 'step';
}

export function createExpectRunner(page: Page, sim: Sim, { clock = 'advance' }: ExpectRunnerOptions = {}) {
  const pending = trackRequests(page);
  const startedAt = sim.control((s) => s.scenario().startedAt);
  /** Trace entries before this index belong to earlier entries of the section. */
  let cursor = 0;
  /** Which entry (1-based) set the cursor, for reports: "since entry 11". */
  let cursorSetBy = 0;
  let current = 0;
  /** Stages the app's flight recorder wrote before this moment belong to earlier entries: entries before `at`, and the first `skip` at it. */
  let stagesFrom = { at: -Infinity, skip: 0 };
  let usesStages = false;
  const moveCursor = (to: number) => {
    cursor = to;
    cursorSetBy = current;
  };

  const trace = (): Promise<TraceEntry[]> => sim.control((s) => s.trace());
  const now = (): Promise<number> => sim.control((s) => s.clock.now());
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

  /** Once the page's requests are answered and two frames drawn, the screen shows what the simulator has done. */
  async function settled(): Promise<void> {
    await pending.answered(ANSWER_MS);
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  }

  const move = (ms: number) => (clock === 'step' ? sim.stepClock(ms) : sim.advanceClock(ms));

  /**
   * Moves simulator time on in steps until `check` holds (looked at once the page has settled after
   * each step), or until `withinMs` has passed. Before time moves, the page is let finish what it
   * was drawing: a screen whose code was still loading would otherwise cost a step in one run and
   * none in the next (decision 0337).
   */
  async function until(check: Check, withinMs: number): Promise<boolean> {
    const start = await now();
    for (let turn = 0; ; turn += 1) {
      await settled();
      if (await check()) return true;
      // After a step the page was quiet before time moved; only the first look may catch it drawing.
      if (turn === 0) {
        await quiet(page, pending);
        if (await check()) return true;
      }
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
    const capture = await sim.control((s) => s.flightRecording());
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

  async function act(entry: ExpectEntry): Promise<EntryReport> {
    const withinMs = 'within' in entry && entry.within !== undefined ? entry.within : DEFAULT_WITHIN_MS;
    const failed = (detail: string): EntryReport => ({ entry, outcome: 'failed', detail });
    const met = async (what = 'seen'): Promise<EntryReport> => ({ entry, outcome: 'met', detail: `${what} at ${await seconds()}` });

    if ('open' in entry) {
      moveCursor((await trace()).length);
      stagesFrom = { at: -Infinity, skip: 0 };
      await sim.openSignedIn(entry.open);
      await sim.control((s) => s.clock.pause());
      await firstScreenLoaded(page);
      return { entry, outcome: 'done', detail: `opened at ${await seconds()}` };
    }
    if ('click' in entry || 'fill' in entry) {
      const target = 'click' in entry ? control(scope(entry.in), entry.click) : page.getByLabel(entry.fill, { exact: true }).filter({ visible: true }).first();
      await target.waitFor({ state: 'visible', timeout: PRESS_GRACE_MS }).catch(() => undefined);
      if (!(await until(() => target.isVisible(), DEFAULT_WITHIN_MS))) return failed(`not found after ${DEFAULT_WITHIN_MS / 60_000} min of simulator time; ${'click' in entry && entry.in !== undefined ? await scopeProblem(entry.in, entry.click) : ''}${await screenSummary()}`);
      moveCursor((await trace()).length);
      await stagesFromNow();
      if ('click' in entry) await target.click();
      else await target.fill(entry.value);
      return { entry, outcome: 'done', detail: `at ${await seconds()}` };
    }
    if ('step' in entry) {
      moveCursor((await trace()).length);
      await stagesFromNow();
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

  return {
    /** Plays every entry in order; stops at the first that fails, the rest are not reached. */
    async run(entries: readonly ExpectEntry[]): Promise<EntryReport[]> {
      // Reading the recording costs the page a capture: only sections that check stages pay it.
      usesStages = entries.some((entry) => 'stage' in entry);
      const reports: EntryReport[] = [];
      for (const [index, entry] of entries.entries()) {
        current = index + 1;
        const report = reports.some((done) => done.outcome === 'failed') ? { entry, outcome: 'not reached' as const, detail: '' } : await act(entry);
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
