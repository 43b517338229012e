/**
 * The expect runner (simulator/expect/runner.ts) on a Playwright page: the page's side of
 * simulator/expect/page.ts, found by role, name and text as an installer sees it, and the
 * simulator's control API reached through the `sim` fixture (decision 0490).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { createRunner, type ExpectRunner, type ExpectRunnerOptions } from '../../../simulator/expect/runner';
import type { ExpectPage, Target } from '../../../simulator/expect/page';
import type { Sim } from './fixtures';
import { lookAtPlace, placeLook, placedControl } from './pressPlace';

/** Failure bound: real time a press or a typing may take once the control is on screen and enabled (covered by another element: it fails then, named). */
const PRESS_MS = 5_000;
/** Failure bound: real time a page load (the app's own reload, e.g. after Assign Hub's Continue) may take to bring the simulator and the app up again. */
const RELOAD_MS = 15_000;

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

/**
 * A page just opened starts its simulator, then the screen's code and its queries: moments with no
 * request under way and nothing drawn can come between them. Until the network has been idle for
 * a while (Playwright's 500 ms) the screen is not ready to be looked at, and a look that moved the
 * clock then would move it in one run and not in the next (decision 0337).
 */
export async function firstScreenLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const CONTROL_ROLES = ['button', 'link', 'tab', 'menuitem', 'radio', 'checkbox', 'option'] as const;

/** The runner's page port on a Playwright page and its `sim` fixture. */
export function playwrightPage(page: Page, sim: Sim): ExpectPage {
  const pending = trackRequests(page);

  const namedScope = (name: string): Locator =>
    page.getByRole('region', { name, exact: true }).or(page.getByRole('dialog', { name, exact: true })).or(page.getByRole('group', { name, exact: true }));
  const control = (root: Page | Locator, name: string): Locator =>
    CONTROL_ROLES.map((role) => root.getByRole(role, { name, exact: true })).reduce((all, next) => all.or(next)).filter({ visible: true }).first();
  const shown = (text: string) => page.getByText(text).filter({ visible: true });
  const locate = (target: Target): Locator => {
    if ('placed' in target) return placedControl(page, { index: target.placed });
    if ('field' in target) return page.getByLabel(target.field, { exact: true }).filter({ visible: true }).first();
    return control(target.in === undefined ? page : namedScope(target.in), target.control);
  };

  return {
    sim: {
      startedAt: () => sim.control((s) => s.scenario().startedAt),
      trace: () => sim.control((s) => s.trace()),
      now: () => sim.control((s) => s.clock.now()),
      idle: () => sim.control((s) => s.clock.idle()),
      pause: () => sim.control((s) => s.clock.pause()),
      pauseIfRunning: () =>
        sim.control((s) => {
          if (!s.clock.paused()) s.clock.pause();
        }),
      flightRecording: () => sim.control((s) => s.flightRecording()),
      runStep: (step) => sim.control((s, call) => s.steps.run(call), step),
      advance: (ms) => sim.advanceClock(ms),
      openSignedIn: (path) => sim.openSignedIn(path),
    },
    async loaded() {
      await page.waitForLoadState('load', { timeout: RELOAD_MS });
      await page.waitForFunction(() => window.__simulator !== undefined && (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: RELOAD_MS });
    },
    codeLoaded: () => pending.codeLoaded(),
    nextFrame: () => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done()))),
    path: () => new URL(page.url()).pathname,
    screenText: () => page.locator('body').innerText(),
    textShown: (text) => shown(text).first().isVisible(),
    textCount: (text) => shown(text).count(),
    isVisible: (target) => locate(target).isVisible(),
    async usable(target) {
      const found = locate(target);
      return { enabled: await found.isEnabled({ timeout: PRESS_MS }), editable: 'field' in target ? await found.isEditable({ timeout: PRESS_MS }) : undefined };
    },
    roleOf: (target) => locate(target).evaluate((element) => element.getAttribute('role') ?? (element.tagName === 'A' ? 'link' : element.tagName.toLowerCase())),
    press: (target, double) =>
      double
        ? // Two input tasks with no frame between them, as a quick second tap reaches the page: the
          // first press's own work (React commits a click before the next task) is done when the
          // second comes, the drawing is not. Both just after a frame, so the next is ~16 ms away.
          // Playwright's own double click waits between them and lets the page draw; two clicks in
          // one task would meet a page that had not yet taken the first. The explorer's jsdom page
          // presses the same way (tests/explore/driver.ts, decision 0501).
          locate(target).evaluate((element) => new Promise<void>((done) => {
            const press = (then: () => void) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                (element as HTMLElement).click();
                then();
              };
              channel.port2.postMessage(null);
            };
            requestAnimationFrame(() => press(() => press(done)));
          }), undefined, { timeout: PRESS_MS })
        : locate(target).click({ timeout: PRESS_MS }),
    fill: (target, value) => locate(target).fill(value, { timeout: PRESS_MS }),
    scopeShown: async (name) => (await namedScope(name).filter({ visible: true }).count()) > 0,
    ariaSnapshot: () => page.locator('body').ariaSnapshot(),
    lookAtPlace: (place, describe) => page.evaluate(lookAtPlace, placeLook(place, describe)),
    scrollY: () => page.evaluate(() => window.scrollY),
  };
}

/** The expect runner playing in a Playwright page (the demo build's, or a production page with a simulator as a world). */
export const createExpectRunner = (page: Page, sim: Sim, options: ExpectRunnerOptions = {}): ExpectRunner => createRunner(playwrightPage(page, sim), options);
