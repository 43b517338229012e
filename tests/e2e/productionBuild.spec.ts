// Node-only checks (no page): the production build must not ship the simulator or its libraries.
// The demo build is checked the same way and must contain them, which proves the needles are real.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { APP_SHELL_WORKER_URL } from '../../app/config/appShell';
import { EMPTY_STYLE_HASH } from '../../scripts/build/contentSecurityPolicy';
import { ROUTE_MODULES } from '../../scripts/build/routePreload';
import { awaitedBeforeSignIn, chunksBeforeRender, chunksOf, kb, simulatorParts, totalGzip } from '../../scripts/bench/bundleFacts.mjs';
import { chunkFactsFile } from '../../scripts/testSupport/demoBuildFacts.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKER_FILE = 'mockServiceWorker.js';
const APP_SHELL_WORKER = APP_SHELL_WORKER_URL.slice(1);

interface Library {
  name: string;
  /** Strings that survive minification (read off the libraries' bundled code). */
  needles: (string | RegExp)[];
  /** Where its modules live: 'node_modules/NAME' anywhere in a module id, other folders at the repository root. */
  folders: string[];
}

const LIBRARIES: Library[] = [
  {
    name: 'msw',
    needles: ['[MSW]', 'mockServiceWorker', 'mswjs', /\bmsw[/-]/],
    folders: ['node_modules/msw'],
  },
  {
    name: '@msw/data',
    needles: ['Failed to create a new record with initial values', 'Failed to query the collection'],
    folders: ['node_modules/@msw/data'],
  },
  {
    name: 'mock-socket',
    needles: ['mock-socket', 'A mock server is already listening on this url', 'SocketIO is already in CLOSING or CLOSED state'],
    folders: ['node_modules/mock-socket'],
  },
  {
    name: 'seed generator (simulator/seed, fixtures)',
    needles: ['Cannot pick from an empty list'],
    folders: ['simulator/seed', 'fixtures'],
  },
  {
    name: '@sinonjs/fake-timers',
    needles: ['timers, assuming an infinite loop', 'FakeTimers'],
    folders: ['node_modules/@sinonjs'],
  },
  {
    // The classroom's screen recording (decision 0440): served to its pages, never built in.
    name: 'rrweb',
    needles: ['rr-block', 'rr-ignore', 'rr_dataURL'],
    folders: ['node_modules/rrweb', 'node_modules/rrweb-snapshot', 'node_modules/@rrweb', 'node_modules/rrdom'],
  },
  {
    name: 'simulator',
    needles: ['hub-installer-simulator'],
    folders: ['simulator', 'scenarios'],
  },
];

/** The error-reporting SDK: in a production build only when VITE_SENTRY_DSN is set. */
const SENTRY: Library = {
  name: '@sentry/react',
  needles: ['__SENTRY__', 'sentry.javascript'],
  folders: ['node_modules/@sentry'],
};

interface BuildOutput {
  /** Relative path -> contents (read as latin1: the needles are ASCII, binary files do no harm). */
  files: Map<string, string>;
  moduleIds: string[];
  chunks: Rolldown.OutputChunk[];
}

/**
 * Issue 17: the JS (gzip) a phone fetches before the sign-in page can render, in production. A
 * byte budget, never a time (`npm run bench` prints the figure and what it is made of).
 */
const SIGN_IN_BUDGET_BYTES = 100 * 1024;

/**
 * Issue 35: the simulator's JS (gzip) the demo fetches when it starts. What only a signed-in app, a
 * trainer or a test needs loads on demand (decision 0376); `npm run bench` prints both and what grew.
 * Issue 38's fault vocabulary (stream toxics, triggers, door-code statuses) runs in the page's fault
 * book from the start and took it from 127.9 to 132.3 KB. Issue 36's settling by knowing (the page's posted
 * tasks, when each request was sent) and issue 38's profiles in the control API took it to 133.1 KB.
 * Issue 36's one API handler and answers as bytes (decisions 0505, 0506) and the expect section's
 * `atMost` (its schema, with every entry's description, parses scenario files at start) took it to
 * 134.5 KB: the budget is 135 KB until the fault vocabulary and the schemas' descriptions move on
 * demand; decision 0376's goal of 130 KB is not met.
 */
const SIMULATOR_START_BUDGET_BYTES = 135 * 1024;

/**
 * Issue 40: the JS (gzip) a reloaded unit screen fetches before it can draw, in production: the
 * entry and the unit route's chunks. 296 KB before the lists' and the dialogs' code left it
 * (decisions 0529, 0530), 268 KB after.
 */
const UNIT_ROUTE_BUDGET_BYTES = 270 * 1024;

/** Modules the demo's start must not fetch, each found in an on-demand chunk instead. */
const ON_DEMAND = [
  { what: "flagd's engine (first flag request)", module: '/node_modules/@openfeature/flagd-core/' },
  { what: "the trainer panel's controls (panel first opened)", module: '/simulator/panel/PanelControls.tsx' },
  { what: 'the contract recorder (Playwright runs, decision 0333)', module: '/simulator/handlers/contractLog.ts' },
];

/**
 * Each build the checks read, made once per worker: a build costs a core about ten seconds, and
 * the checks of one build run in one worker (the describes below keep their tests together).
 */
const builds = new Map<string, Promise<BuildOutput>>();
function builtOnce(mode: 'production' | 'simulator', settings: Record<string, string> = {}): Promise<BuildOutput> {
  const key = JSON.stringify([mode, settings]);
  const built = builds.get(key) ?? (mode === 'simulator' ? servedDemoBuild() : viteBuild(mode, settings));
  builds.set(key, built);
  return built;
}

/** The files of a build in `dir`, by path relative to it, read as `encoding`. */
async function filesIn(dir: string, encoding: BufferEncoding): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, encoding));
  }
  return files;
}

/**
 * The demo build this configuration serves, as its web server made it (scripts/testSupport/buildDemo.mjs),
 * with the chunk facts it kept beside it: the same build again cost a core about ten seconds of
 * every run (issue 36, decision 0515). Built here when those facts are missing or older than the
 * build (a build reused from elsewhere).
 */
async function servedDemoBuild(): Promise<BuildOutput> {
  const dir = path.join(ROOT, process.env.E2E_OUT_DIR ?? 'dist-demo');
  const factsFile = path.join(ROOT, chunkFactsFile(process.env.E2E_OUT_DIR ?? 'dist-demo'));
  const [built, facts] = await Promise.all([stat(path.join(dir, 'index.html')).catch(() => null), stat(factsFile).catch(() => null)]);
  if (!built || !facts || facts.mtimeMs < built.mtimeMs) return viteBuild('simulator');
  const chunkFacts = JSON.parse(await readFile(factsFile, 'utf8')) as Array<Omit<Rolldown.OutputChunk, 'code'>>;
  const code = await filesIn(dir, 'utf8');
  const chunks = chunkFacts.map((chunk) => ({ ...chunk, code: code.get(chunk.fileName) ?? '' }) as Rolldown.OutputChunk);
  return { files: await filesIn(dir, 'latin1'), moduleIds: chunks.flatMap((chunk) => chunk.moduleIds), chunks };
}

/** A production build with every setting a deployment gives, error reporting included. */
const DEPLOYED = {
  VITE_API_BASE_URL: 'https://api.example.test/v',
  VITE_HUB_STREAM_URL: 'wss://stream.example.test:8443/hubs',
  VITE_SENTRY_DSN: 'https://public@o1.ingest.errors.example.test/7',
};

/** Builds with `settings` put in the environment, where they win over the .env files. */
async function viteBuild(mode: 'production' | 'simulator', settings: Record<string, string> = {}): Promise<BuildOutput> {
  // vite.config.ts reads .env files from the working directory.
  process.chdir(ROOT);
  const outDir = await mkdtemp(path.join(tmpdir(), `hub-installer-${mode}-`));
  const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  Object.assign(process.env, settings);
  try {
    const result = await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      mode,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const chunks: Rolldown.OutputChunk[] = chunksOf(result);
    const moduleIds = chunks.flatMap((chunk) => chunk.moduleIds);
    return { files: await filesIn(outDir, 'latin1'), moduleIds, chunks };
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The scripts the sign-in page loads before it can render: index.html's entry and its preloads. */
function firstLoadScripts(out: BuildOutput): string[] {
  const html = out.files.get('index.html') ?? '';
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/** The policy of index.html's CSP meta tag, as the browser reads the attribute. */
function metaPolicyOf(html: string): string | undefined {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  return content?.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** Every needle of `library` found in the output, as 'needle in file'. */
function needlesFound(out: BuildOutput, library: Library): string[] {
  const found: string[] = [];
  for (const needle of library.needles) {
    for (const [file, text] of out.files) {
      if (typeof needle === 'string' ? text.includes(needle) : needle.test(text)) found.push(`${String(needle)} in ${file}`);
    }
  }
  return found;
}

function bundledModules(out: BuildOutput, library: Library): string[] {
  const root = ROOT.split(path.sep).join('/');
  const belongs = (id: string) =>
    library.folders.some((folder) => (folder.startsWith('node_modules/') ? id.includes(`/${folder}/`) : id.startsWith(`${root}${folder}/`)));
  return out.moduleIds.map((id) => id.split(path.sep).join('/')).filter(belongs).map((id) => id.replace(root, ''));
}

test.describe('production build output', () => {
  // In order in one worker, which builds each configuration once (builtOnce); a failure skips nothing.
  test.describe.configure({ mode: 'default' });
  test.setTimeout(180_000);

  test('the production build ships no simulator, MSW worker or simulator libraries, and /login renders within its byte budget', async () => {
    const out = await builtOnce('production');
    expect(out.files.has('index.html'), 'the production build produced no index.html').toBe(true);

    const leaks = [...out.files.keys()].filter((file) => path.basename(file) === WORKER_FILE).map((file) => `file ${file}`);
    for (const library of LIBRARIES) {
      leaks.push(...needlesFound(out, library).map((hit) => `${library.name}: ${hit}`));
      leaks.push(...bundledModules(out, library).slice(0, 5).map((id) => `${library.name}: module ${id}`));
    }
    expect(leaks, `The production build contains simulator code:\n${leaks.join('\n')}`).toEqual([]);

    // The app-shell worker precaches every script and style of the build (decision 0450).
    const worker = out.files.get(APP_SHELL_WORKER) ?? '';
    const unprecached = [...out.files.keys()].filter((file) => /\.(js|css|html)$/.test(file) && file !== APP_SHELL_WORKER && !worker.includes(`"${file}"`));
    expect(worker, `the production build has no ${APP_SHELL_WORKER}`).not.toBe('');
    expect(unprecached, 'files the worker does not precache').toEqual([]);

    const sentry = [...needlesFound(out, SENTRY), ...bundledModules(out, SENTRY).slice(0, 5)];
    expect(sentry, `Without VITE_SENTRY_DSN the production build must not contain the Sentry SDK:\n${sentry.join('\n')}`).toEqual([]);

    const first = chunksBeforeRender(out.chunks, awaitedBeforeSignIn.production, ROOT);
    const bytes = totalGzip(first);
    expect(bytes, `JS before /login: ${kb(bytes)} gzip in ${first.map((chunk) => chunk.fileName).join(', ')}`).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
  });

  test("a reloaded unit screen fetches no long-list code, nor its dialogs' and pairing page's, within its byte budget (decisions 0529, 0530)", async () => {
    const out = await builtOnce('production');
    const modules = ROUTE_MODULES.find((route) => route.modules.includes('app/screens/unit/UnitScreen.tsx'))?.modules ?? [];
    const route = chunksBeforeRender(out.chunks, modules, ROOT);
    const carried = (part: string) => route.filter((chunk) => chunk.moduleIds.some((id) => id.split(path.sep).join('/').includes(part))).map((chunk) => `${part} in ${chunk.fileName}`);
    const onDemand = ['/node_modules/@tanstack/virtual-core/', '/app/ui/VirtualList.tsx', '/app/screens/unit/unitParts.ts', '/app/features/pairing/PairingPage.tsx', '/app/features/ring/RingDialog.tsx'];
    expect(onDemand.flatMap(carried), "code the unit screen's first paint does not need").toEqual([]);
    // The dialogs' code exists, as a chunk the unit screen imports on demand.
    const parts = out.chunks.find((chunk) => chunk.facadeModuleId?.split(path.sep).join('/').endsWith('/app/screens/unit/unitParts.ts'));
    expect(parts?.moduleIds.some((id) => id.split(path.sep).join('/').endsWith('/app/features/pairing/PairingPage.tsx'))).toBe(true);
    const bytes = totalGzip(route);
    expect(bytes, `JS before the unit screen: ${kb(bytes)} gzip in ${route.map((chunk) => chunk.fileName).join(', ')}`).toBeLessThanOrEqual(UNIT_ROUTE_BUDGET_BYTES);
  });

  test('with a DSN the production build has the Sentry SDK, outside what the sign-in page loads first', async () => {
    const out = await builtOnce('production', DEPLOYED);
    expect(bundledModules(out, SENTRY), 'the SDK is not in the build').not.toEqual([]);
    expect(needlesFound(out, SENTRY), 'none of the Sentry needles survives minification').not.toEqual([]);
    const first = firstLoadScripts(out);
    expect(first.length).toBeGreaterThan(0);
    const early = first.filter((file) => SENTRY.needles.some((needle) => out.files.get(file)?.includes(String(needle))));
    expect(early, 'the SDK must load after the first screen, by dynamic import').toEqual([]);
  });

  test('the production build carries its Content-Security-Policy, computed from its settings, in index.html and _headers', async () => {
    const out = await builtOnce('production', DEPLOYED);
    const html = out.files.get('index.html') ?? '';
    const meta = metaPolicyOf(html);
    expect(meta, 'no CSP meta tag in index.html').toBeDefined();
    expect(html.indexOf('http-equiv="Content-Security-Policy"'), 'the policy must come before any script').toBeLessThan(html.indexOf('<script'));
    const connect = "connect-src 'self' https://api.example.test wss://stream.example.test:8443 https://o1.ingest.errors.example.test";
    expect(meta?.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      connect,
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
    expect(out.files.get('_headers')).toContain(`Content-Security-Policy: ${meta}; frame-ancestors 'none'`);
    // Without error reporting only empty style elements (emotion's) are admitted.
    const plain = metaPolicyOf((await builtOnce('production')).files.get('index.html') ?? '');
    expect(plain).toContain(`style-src 'self' ${EMPTY_STYLE_HASH};`);
    expect(plain).toContain("connect-src 'self' https://api.provider.invalid wss://hub-stream.provider.invalid;");
  });

  test('a production build without a required setting stops and names it', async () => {
    await expect(viteBuild('production', { VITE_SUPPORT_PHONE: '' })).rejects.toThrow(
      /The production build stopped: these settings are missing or wrong\.\n {2}- VITE_SUPPORT_PHONE is missing: the support phone number the error view gives installers\./,
    );
  });

});

test.describe('demo build output', () => {
  test.describe.configure({ mode: 'default' });
  test.setTimeout(180_000);

  test("the demo's simulator starts within its byte budget, loading flagd's engine, the trainer's controls and the contract recorder on demand", async () => {
    const out = await builtOnce('simulator');
    const { atStart, onDemand } = simulatorParts(out.chunks, 'simulator/browser.ts', ROOT);
    const holding = (chunks: Rolldown.OutputChunk[], module: string) =>
      chunks.filter((chunk) => chunk.moduleIds.some((id) => id.split(path.sep).join('/').includes(module))).map((chunk) => chunk.fileName);
    for (const { what, module } of ON_DEMAND) {
      expect(holding(atStart, module), `${what} is in what the demo loads at start`).toEqual([]);
      expect(holding(onDemand, module), `${what} is in no on-demand chunk of the simulator`).not.toEqual([]);
    }
    const bytes = totalGzip(atStart);
    expect(bytes, `simulator JS at start: ${kb(bytes)} gzip in ${atStart.map((chunk) => chunk.fileName).join(', ')}`).toBeLessThanOrEqual(SIMULATOR_START_BUDGET_BYTES);
  });

  test('the demo build does contain them (so the check above can fail)', async () => {
    const out = await builtOnce('simulator');
    // The simulator answers in the page, with no service worker (decision 0532); the app-shell worker
    // would cache a demo's code as a deployment's (decision 0450).
    expect([...out.files.keys()].filter((file) => path.basename(file) === WORKER_FILE || file === APP_SHELL_WORKER || out.files.get(file)?.includes('workbox'))).toEqual([]);
    // Its fake hosts are no deployment's: no policy (decision 0277).
    expect(out.files.get('index.html')).not.toContain('Content-Security-Policy');
    expect(out.files.has('_headers')).toBe(false);

    for (const library of LIBRARIES) {
      const required = library.name === 'msw' || library.name === 'simulator';
      const bundled = bundledModules(out, library).length > 0;
      if (!required && !bundled) continue; // the simulator does not use this library (any more)
      expect(
        needlesFound(out, library),
        `none of the needles for ${library.name} (${library.needles.map(String).join(', ')}) is in the demo build: ` +
          (bundled ? 'pick strings that survive minification' : 'it is not bundled at all'),
      ).not.toEqual([]);
    }
  });
});
