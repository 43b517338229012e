import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { texts } from '../../../app/domain/texts';
import type { CallRecord, SimulatorControl } from '../../../simulator/control/types';
import { CARRIED_SCENARIO_KEY } from '../../../simulator/start/carriedScenario';
import { CARRIED_SESSIONS_KEY } from '../../../simulator/start/carriedSessions';
import { assertConforms, createContractListener, type ContractListener } from './contractListener';
import { watchPageCalls } from './pageCalls';

export { expect };

export interface Account {
  email: string;
  password: string;
}

/** The simulator's demo installer (listed on the sign-in page of simulator builds). */
export const demoInstaller: Account = { email: 'installer@demo.test', password: 'install123' };

/** A function run in the page; it may use only its arguments (it is sent as source text). */
type InPage<On, A, R> = (on: On, arg: A) => R | Promise<R>;

export interface Sim {
  /**
   * Opens `path` on `scenario` if given (a file name, sent as `?scenario=NAME`, or a whole scenario
   * object: on a fresh page carried over to the simulator as it starts, else started through the
   * control API after a load), waits until the simulator and the app are up, and checks that the
   * scenario asked for is the one running.
   */
  open(path: string, options?: { scenario?: string | ScenarioObject }): Promise<void>;
  /** Runs `fn(window.__simulator, arg)` in the page and returns its (serializable) result. */
  control<R, A = undefined>(fn: InPage<SimulatorControl, A, R>, arg?: A): Promise<R>;
  /** Runs `fn(window.__simulator.db, arg)` in the page and returns its (serializable) result. */
  db<R, A = undefined>(fn: InPage<SimulatorControl['db'], A, R>, arg?: A): Promise<R>;
  /** The API calls the simulator has answered so far, oldest first. */
  calls(): Promise<CallRecord[]>;
  /** Moves the simulator's clock forward, firing each timer that falls due in order; returns the new time. */
  advanceClock(ms: number): Promise<number>;
  /**
   * Moves the clock forward one due moment at a time, letting the page answer each: a request on
   * its way is answered before time moves on (decision 0320). Counting polls needs this: a poll
   * falling due while the previous one is still on its way joins it and sends nothing.
   */
  stepClock(ms: number): Promise<number>;
  /** Ends every session: the next call with any token answers 401. Returns how many ended. */
  expireSessions(): Promise<number>;
  /**
   * Opens `path` signed in as the demo installer without the sign-in form. `scenario` is a file
   * name or a whole scenario object. On a fresh page with a scenario that is one load: the worker's
   * stored session (and an object scenario) are handed to the simulator as it starts. Otherwise
   * the scenario starts on the sign-in page (which calls nothing), the session is adopted, and
   * `path` opens.
   */
  openSignedIn(path: string, options?: { scenario?: string | ScenarioObject }): Promise<void>;
  /**
   * Makes the worker's stored session valid in the running scenario and stores it where the app
   * keeps it. Starting a scenario ends every session, so call this after each start (sim.open with
   * a scenario, startScenario); the app reads the stored session on its next load.
   */
  adoptSession(): Promise<void>;
}

/**
 * What one real sign-in left behind, taken once per worker: the app's stored token and user
 * (as the app wrote them) and the simulator's session record for that token.
 */
export interface StoredSession {
  storage: Record<string, string>;
  session: { token: string; userUid: string };
  /** How long the simulator keeps a session, in simulator ms. */
  lifetimeMs: number;
}

/** A scenario in the file format, passed whole (its `name` is what the simulator then runs). */
export type ScenarioObject = { name: string } & Record<string, unknown>;

/** What a sign-in leaves in the app's storage, handed over to pages that open signed in. */
export const SESSION_KEYS = ['installer:token', 'installer:user'];

const NOT_OPEN = 'window.__simulator is not defined: open the page with sim.open() first';

/**
 * Runs `fn(window.__simulator, arg)` (or on its db) in the page in one trip. A handle on the
 * simulator, the call and the handle's release took three, and a test makes tens to hundreds of
 * control calls (a replay about two hundred: two thirds of its time, decision 0523). The page
 * function is put together here, as source, so Playwright still sends the argument its own way.
 */
function runOn<T, R, A>(page: Page, on: 'simulator' | 'db', fn: InPage<T, A, R>, arg: A | undefined): Promise<R> {
  const target = on === 'db' ? 'window.__simulator.db' : 'window.__simulator';
  const source = `return (arg) => {
    if (!window.__simulator) throw new Error(${JSON.stringify(NOT_OPEN)});
    return (${String(fn)})(${target}, arg);
  }`;
  const call = new Function(source)() as (value: unknown) => R | Promise<R>;
  // The cast only bridges Playwright's Unboxed<A>: arguments and results cross as JSON-like values.
  return page.evaluate(call, arg as unknown) as Promise<R>;
}

function createSim(page: Page, stored?: StoredSession): Sim {
  const isFresh = () => page.url() === 'about:blank';

  /** Goes to `path` and waits until the simulator and the app are up; checks the running scenario's name if given. */
  async function load(path: string, expected?: string) {
    await page.goto(path);
    try {
      await page.waitForFunction(() => window.__simulator !== undefined && (document.getElementById('root')?.childElementCount ?? 0) > 0);
    } catch (error) {
      const shown = (await page.locator('body').innerText().catch(() => '')).slice(0, 500);
      throw new Error(`The simulator or the app did not start at ${page.url()}. The page shows:\n${shown}`, { cause: error });
    }
    if (expected === undefined) return;
    const running = await sim.control((s) => s.scenario().name);
    if (running !== expected) {
      const shown = (await page.locator('body').innerText()).slice(0, 500);
      throw new Error(`Scenario '${expected}' did not start ('${running}' runs instead). The page shows:\n${shown}`);
    }
  }

  /**
   * On a fresh page: writes these entries before the first load only, a one-shot hand-over the
   * simulator reads as it starts (simulator/start/carriedSessions.ts, carriedScenario.ts).
   */
  function handOverOnFirstLoad(local: Record<string, string>, session: Record<string, string>) {
    return page.addInitScript(
      ({ localEntries, sessionEntries }) => {
        if (sessionStorage.getItem('e2e:handed-over') !== null) return;
        sessionStorage.setItem('e2e:handed-over', '1');
        localEntries.forEach(([name, value]) => localStorage.setItem(name, value));
        sessionEntries.forEach(([name, value]) => sessionStorage.setItem(name, value));
      },
      { localEntries: Object.entries(local), sessionEntries: Object.entries(session) },
    );
  }

  const carriedScenario = (scenario?: string | ScenarioObject): Record<string, string> =>
    typeof scenario === 'object' ? { [CARRIED_SCENARIO_KEY]: JSON.stringify(scenario) } : {};

  const withScenarioParam = (path: string, name: string) => {
    const url = new URL(path, 'http://placeholder');
    url.searchParams.set('scenario', name);
    return `${url.pathname}${url.search}${url.hash}`;
  };

  /** Opens `path` on this scenario: a file by URL, an object carried over (fresh page) or started through the control API. */
  async function openOn(path: string, scenario: string | ScenarioObject | undefined) {
    if (scenario === undefined) return load(path);
    if (typeof scenario === 'string') return load(withScenarioParam(path, scenario), scenario);
    if (isFresh()) {
      await handOverOnFirstLoad({}, carriedScenario(scenario));
      return load(path, scenario.name);
    }
    await load('/login');
    const result = await sim.control((s, object) => s.startScenario(object), scenario);
    if (!result.ok) throw new Error(`Scenario '${scenario.name}' did not start: ${result.error}`);
    return load(path);
  }

  const sim: Sim = {
    open: (path, { scenario } = {}) => openOn(path, scenario),
    control: (fn, arg) => runOn(page, 'simulator', fn, arg),
    db: (fn, arg) => runOn(page, 'db', fn, arg),
    calls: () => sim.control((s) => s.calls()),
    advanceClock: (ms) => sim.control((s, step) => s.clock.advance(step), ms),
    stepClock: (ms) => sim.control((s, step) => s.clock.step(step), ms),
    expireSessions: () => sim.control((s) => s.expireSessions()),
    async openSignedIn(path, { scenario } = {}) {
      if (!stored) throw new Error('No stored session in this fixture');
      if (!scenario || !isFresh()) {
        await openOn('/login', scenario);
        await sim.adoptSession();
        await load(path);
        return;
      }
      // A fresh page: one load, signed in from the start.
      const { session, lifetimeMs, storage } = stored;
      await handOverOnFirstLoad(storage, { [CARRIED_SESSIONS_KEY]: JSON.stringify([{ ...session, lifetimeMs }]), ...carriedScenario(scenario) });
      const [target, name] = typeof scenario === 'string' ? [withScenarioParam(path, scenario), scenario] : [path, scenario.name];
      await load(target, name);
    },
    async adoptSession() {
      if (!stored) throw new Error('No stored session in this fixture');
      const { session, lifetimeMs, storage } = stored;
      await sim.control(async (s, { token, userUid, lifetime }) => {
        if (s.db.find('sessions', { token }).length === 0) await s.db.create('sessions', { token, userUid, expiresAt: s.clock.now() + lifetime });
      }, { ...session, lifetime: lifetimeMs });
      await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), Object.entries(storage));
    },
  };
  return sim;
}

/** Signs in once through the form, in a page of its own, and keeps what that left behind. */
async function signInOnce(browser: Browser, baseURL: string): Promise<StoredSession> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const sim = createSim(page);
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    const storage = await page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key) ?? ''])), SESSION_KEYS);
    const token = JSON.parse(storage['installer:token'] ?? '""') as string;
    const [record] = await sim.db((db, t) => db.find('sessions', { token: t }), token);
    const now = await sim.control((s) => s.clock.now());
    if (!record) throw new Error('Signing in left no session in the simulator');
    return { storage, session: { token, userUid: String(record.userUid) }, lifetimeMs: Number(record.expiresAt) - now };
  } finally {
    await context.close();
  }
}

/**
 * Signs in through the sign-in form, which must be on screen (open '/login' or a protected
 * path with `sim.open` first: this helper does not navigate). Waits until the app has left
 * the sign-in page, and fails at once if the page shows the sign-in error.
 */
export async function signIn(page: Page, account: Account = demoInstaller): Promise<void> {
  await page.getByLabel(texts.signIn.email).fill(account.email);
  await page.getByLabel(texts.signIn.password).fill(account.password);
  await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
  const leftSignIn = page.waitForURL((url) => !/\/login\/?$/.test(url.pathname)).then(() => 'signed in' as const);
  const refused = page
    .getByRole('alert')
    .filter({ hasText: texts.signIn.failed })
    .waitFor()
    .then(() => 'refused' as const);
  // The race handles the loser's later rejection (when the page closes).
  const outcome = await Promise.race([leftSignIn, refused]).catch((error: unknown) => error);
  if (outcome === 'refused') throw new Error(`Signing in as ${account.email} was refused: '${texts.signIn.failed}'`);
  if (outcome !== 'signed in') throw new Error(`Signing in as ${account.email} did not leave the sign-in page`, { cause: outcome });
}

/** A page of its own (a fresh context: nothing stored from before) with its Sim, at `baseURL` or the project's. */
export type FreshPage = (baseURL?: string) => Promise<{ page: Page; sim: Sim }>;

export const test = base.extend<{ sim: Sim; freshPage: FreshPage; contract: ContractListener }, { storedSession: StoredSession; simulatorBuildURL: string | undefined }>({
  // Where the worker signs in once: the project's baseURL unless it serves no simulator build (the production configuration's demo build, decision 0348).
  simulatorBuildURL: [undefined, { option: true, scope: 'worker' }],
  // Every test's in-page simulator is held to the contract (decision 0333).
  contract: [
    async ({ context }, provide) => {
      const listener = createContractListener();
      await listener.listen(context);
      await watchPageCalls(context);
      await provide(listener);
      await assertConforms(listener.logged(), 'the in-page simulator');
    },
    { auto: true },
  ],
  storedSession: [
    async ({ browser, simulatorBuildURL }, provide, workerInfo) => {
      const baseURL = simulatorBuildURL ?? workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
      await provide(await signInOnce(browser, baseURL));
    },
    { scope: 'worker' },
  ],
  sim: async ({ page, storedSession }, provide) => {
    await provide(createSim(page, storedSession));
  },
  freshPage: async ({ browser, storedSession, baseURL, contract }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (url = baseURL) => {
      const context = await browser.newContext({ baseURL: url, serviceWorkers: 'allow' });
      contexts.push(context);
      await contract.listen(context);
      await watchPageCalls(context);
      const page = await context.newPage();
      return { page, sim: createSim(page, storedSession) };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
