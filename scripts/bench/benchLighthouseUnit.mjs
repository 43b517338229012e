// @ts-check
// `npm run bench` (Lighthouse part, continued): opening the unit screen, the installer's main
// screen, signed in, cold (no HTTP cache, no service worker) and warm (the same page again), in
// the production build against the simulator server and in the demo build (decision 0285).
// Lighthouse's mobile emulation (simulated slow 4G, 4x CPU slowdown); median/min/max of several
// runs. Printed, never asserted.
//
// Lighthouse resets a page's storage before it loads it, which would sign the installer out; so a
// browser of our own is signed in once through the form, and Lighthouse attaches to it (`--port`)
// with `--disable-storage-reset`. A cold run first drops the HTTP cache and the origin's service
// workers and caches through the DevTools protocol, keeping the session in local storage.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as playwright } from '@playwright/test';
import { build } from 'vite';
import { findChromium, QUIET_BROWSER_ARGS } from '../testSupport/browser.mjs';
import { readOptions } from '../lib/cliOptions.mjs';
import { lighthouseBin, LIGHTHOUSE_VERSION, medianLine, score, serve } from './lighthouse.mjs';

// --only demo (or production): one build, for a before/after pair on a busy machine.
const { values, fail } = readOptions({ options: { only: { type: 'string' } } });
if (values.only !== undefined && values.only !== 'demo' && values.only !== 'production') fail(`--only ${values.only}: expected demo or production`);

const ROOT = process.cwd();
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The production build, the simulator server, the demo build and the browser's debugging port, one after the other. */
const PORT = Number(process.env.BENCH_LIGHTHOUSE_UNIT_PORT ?? 4492);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const UNIT_PATH = '/community/cmty-7d2f9a0e-maple-court/unit/1004';
const INSTALLER = { email: 'installer@demo.test', password: 'install123' };
const ports = { production: PORT, simulator: PORT + 1, demo: PORT + 2, debugging: PORT + 3 };

/** The simulator server for the production build, started as `npm run simulator:server` does. */
/** @param {string} appOrigin */
async function startSimulatorServer(appOrigin) {
  const child = spawn(process.execPath, ['scripts/cli/simulatorServer.mjs', '--port', String(ports.simulator), '--origin', appOrigin], { stdio: ['ignore', 'pipe', 'inherit'] });
  await /** @type {Promise<void>} */ (new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The simulator server stopped (exit ${code})`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Simulator server')) resolve();
    });
  }));
  return { stop: () => child.kill('SIGTERM') };
}

/**
 * @param {string} mode
 * @param {string} outDir
 * @param {Record<string, string>} env
 */
async function buildApp(mode, outDir, env = {}) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({ configFile: 'vite.config.ts', mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env = saved;
  }
}

/** A browser Lighthouse can attach to, signed in through the form at `origin`. */
/**
 * @param {string} chromiumPath
 * @param {string} origin
 */
async function signedInBrowser(chromiumPath, origin) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-unit-'));
  const context = await playwright.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    serviceWorkers: 'allow',
    args: [`--remote-debugging-port=${ports.debugging}`, ...QUIET_BROWSER_ARGS],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email Address').fill(INSTALLER.email);
  await page.getByLabel('Password').fill(INSTALLER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${origin}${UNIT_PATH}`);
  await page.getByRole('button', { name: 'More actions' }).waitFor();
  const cdp = await context.newCDPSession(page);
  return {
    /** Forgets the HTTP cache, the service workers and their caches; keeps local storage (the session). */
    async makeCold() {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * @param {string} bin
 * @param {string} chromiumPath
 * @param {string} name
 * @param {string} origin
 */
async function measure(bin, chromiumPath, name, origin) {
  const browser = await signedInBrowser(chromiumPath, origin);
  try {
    const attach = [`--port=${ports.debugging}`, '--disable-storage-reset'];
    const cold = [];
    const warm = [];
    for (let run = 0; run < RUNS; run += 1) {
      await browser.makeCold();
      cold.push(await score(bin, chromiumPath, `${origin}${UNIT_PATH}`, attach));
      warm.push(await score(bin, chromiumPath, `${origin}${UNIT_PATH}`, attach));
    }
    for (const run of [...cold, ...warm]) {
      if (!run.finalUrl?.endsWith(UNIT_PATH)) throw new Error(`${name}: Lighthouse ended on ${run.finalUrl}, not the unit screen (signed out?)`);
    }
    console.log(medianLine(`${name}, cold`, cold));
    console.log(medianLine(`${name}, warm`, warm));
  } finally {
    await browser.close();
  }
}

const bin = lighthouseBin();
const chromiumPath = findChromium(process.env, { kind: 'full' });
if (!bin || !chromiumPath) {
  console.log(`\nLighthouse (unit screen): not run (${!bin ? `lighthouse@${LIGHTHOUSE_VERSION} could not be installed` : 'no Chromium found'}).`);
  process.exit(0);
}

console.log(`\nLighthouse performance, the unit screen signed in (${UNIT_PATH}; mobile emulation; median of runs, min–max)`);
if (values.only !== 'demo') {
  const productionOrigin = `http://localhost:${ports.production}`;
  const productionDir = path.join(ROOT, `${OUT_DIR}-lighthouse-unit-production`);
  await buildApp('production', productionDir, {
    VITE_API_BASE_URL: `http://localhost:${ports.simulator}/api`,
    VITE_HUB_STREAM_URL: `ws://localhost:${ports.simulator}/stream`,
  });
  const simulator = await startSimulatorServer(productionOrigin);
  const productionServer = await serve(productionDir, ports.production);
  try {
    await measure(bin, chromiumPath, 'production', productionOrigin);
  } finally {
    productionServer.close();
    simulator.stop();
  }
}

if (values.only !== 'production') {
  const demoDir = path.join(ROOT, `${OUT_DIR}-lighthouse-unit-demo`);
  await buildApp('simulator', demoDir);
  const demoServer = await serve(demoDir, ports.demo);
  try {
    await measure(bin, chromiumPath, 'demo build', `http://localhost:${ports.demo}`);
  } finally {
    demoServer.close();
  }
}
