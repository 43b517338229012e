// @ts-check
// Facts about a Vite build read from Rolldown's output (not from file names): which chunks the
// sign-in page loads before it can render, which chunks hold the simulator, and what is in them.
// Used by `npm run bench` (scripts/bench/benchBundle.mjs) and by tests/e2e/productionBuild.spec.ts.
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** @typedef {import('vite').Rolldown.OutputChunk} Chunk */
/** @typedef {{ total: number, chunks: Record<string, number>, origins: Record<string, number> }} WeighUp */
/** @typedef {{ kind: 'chunk' | 'origin', name: string, before: number, after: number, delta: number }} WeightChange */

/** Gzip size as a static server sends it (zlib's default level). */
export const gzipSize = (/** @type {string} */ text) => gzipSync(Buffer.from(text)).length;

/**
 * The chunks of what Vite's build() returned (one output or several).
 * @param {unknown} outputs
 * @returns {Chunk[]}
 */
export const chunksOf = (outputs) =>
  /** @type {Array<{ output?: Array<Chunk | { type: 'asset' }> }>} */ (Array.isArray(outputs) ? outputs : [outputs]).flatMap((out) =>
    out.output ? out.output.filter(/** @returns {item is Chunk} */ (item) => item.type === 'chunk') : [],
  );

const slash = (/** @type {string} */ id) => id.split(path.sep).join('/');

/** Where a module comes from: its npm package, or its folder at the repository root. */
/**
 * @param {string} id
 * @param {string} root
 */
export function originOf(id, root) {
  const clean = slash(id).replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope, name] = clean.slice(inModules + '/node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? clean);
  }
  const relative = clean.startsWith(slash(root)) ? clean.slice(slash(root).length).replace(/^\//, '') : clean;
  const [top, second] = relative.split('/');
  return top === 'app' && second ? `app/${second}` : (top ?? relative);
}

/**
 * Every chunk reachable from `starts` through static imports alone: what loading them fetches.
 * @param {Chunk[]} chunks
 * @param {Chunk[]} starts
 */
function loadedWith(chunks, starts) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {Chunk | undefined} chunk */
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  starts.forEach(visit);
  return seen;
}

/**
 * The chunks fetched before the first render: the entry with its static imports, and each chunk
 * holding a module in `awaited` (loaded by dynamic import before the first render) with its own.
 * @param {Chunk[]} chunks
 * @param {readonly string[]} awaited
 * @param {string} root
 * @returns {Chunk[]}
 */
export function chunksBeforeRender(chunks, awaited, root) {
  const holders = awaited.map((module) => {
    const id = slash(path.join(root, module));
    const holder = chunks.find((chunk) => chunk.moduleIds.some((moduleId) => slash(moduleId) === id));
    if (!holder) throw new Error(`No chunk holds ${module}`);
    return holder;
  });
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return [...loadedWith(chunks, [...chunks.filter((chunk) => chunk.isEntry), ...holders])].flatMap((name) => byName.get(name) ?? []);
}

/**
 * Bytes (gzip) per origin over `chunks`, estimated: modules are minified with their chunk, so each
 * chunk's real gzip size is shared out in proportion to its origins' unminified gzip sizes.
 * @param {Chunk[]} chunks
 * @param {string} root
 */
export function composition(chunks, root) {
  /** @type {Map<string, number>} */
  const share = new Map();
  for (const chunk of chunks) {
    /** @type {Map<string, string>} */
    const code = new Map();
    for (const [id, module] of Object.entries(chunk.modules)) {
      const origin = originOf(id, root);
      code.set(origin, (code.get(origin) ?? '') + (module.code ?? ''));
    }
    const raw = [...code].map(([origin, text]) => /** @type {const} */ ([origin, gzipSize(text)]));
    const sum = raw.reduce((total, [, size]) => total + size, 0) || 1;
    const real = gzipSize(chunk.code);
    for (const [origin, size] of raw) share.set(origin, (share.get(origin) ?? 0) + (real * size) / sum);
  }
  return [...share].map(([origin, gzip]) => ({ origin, gzip })).filter((part) => part.gzip > 50).sort((a, b) => b.gzip - a.gzip);
}

/**
 * Every chunk reachable from `starts` through static and dynamic imports, never entering `stop`.
 * @param {Chunk[]} chunks
 * @param {Chunk[]} starts
 * @param {(chunk: Chunk) => boolean} [stop]
 */
function reachable(chunks, starts, stop = () => false) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {Chunk | undefined} chunk */
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName) || stop(chunk)) return;
    seen.add(chunk.fileName);
    [...chunk.imports, ...chunk.dynamicImports].forEach((name) => visit(byName.get(name)));
  };
  starts.forEach(visit);
  return seen;
}

/**
 * The demo build's chunks that only the simulator (loaded from `simulatorModule`) reaches:
 * `atStart`, fetched with it when the demo starts, and `onDemand`, by a dynamic import at first use
 * (flagd's engine at the first flag request, the trainer panel's controls when it first opens).
 * @param {Chunk[]} chunks
 * @param {string} simulatorModule
 * @param {string} root
 */
export function simulatorParts(chunks, simulatorModule, root) {
  const id = slash(path.join(root, simulatorModule));
  const isSimulator = (/** @type {Chunk} */ chunk) => chunk.moduleIds.some((moduleId) => slash(moduleId) === id);
  const app = reachable(chunks, chunks.filter((chunk) => chunk.isEntry), isSimulator);
  const simulator = reachable(chunks, chunks.filter(isSimulator));
  const eager = loadedWith(chunks, chunks.filter(isSimulator));
  const own = chunks.filter((chunk) => simulator.has(chunk.fileName) && !app.has(chunk.fileName));
  return { atStart: own.filter((chunk) => eager.has(chunk.fileName)), onDemand: own.filter((chunk) => !eager.has(chunk.fileName)) };
}

/**
 * The demo build's chunks that only the simulator reaches, at start and on demand.
 * @param {Chunk[]} chunks
 * @param {string} simulatorModule
 * @param {string} root
 */
export function simulatorChunks(chunks, simulatorModule, root) {
  const { atStart, onDemand } = simulatorParts(chunks, simulatorModule, root);
  return [...atStart, ...onDemand];
}

export const totalGzip = (/** @type {Chunk[]} */ chunks) => chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0);

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk's name without its content hash ('index', 'browser'), to compare builds. */
export const chunkName = (/** @type {Chunk} */ chunk) => chunk.name;

/**
 * What `chunks` weigh (gzip), per chunk name and per origin: the figures the bench records as its
 * baseline (scripts/bench/bundleBaseline.json) and compares later builds with.
 * @param {Chunk[]} chunks
 * @param {string} root
 * @returns {WeighUp}
 */
export function weighUp(chunks, root) {
  return {
    total: totalGzip(chunks),
    chunks: Object.fromEntries(chunks.map((chunk) => /** @type {const} */ ([chunkName(chunk), gzipSize(chunk.code)])).sort(([a], [b]) => a.localeCompare(b))),
    origins: Object.fromEntries(composition(chunks, root).map(({ origin, gzip }) => [origin, Math.round(gzip)])),
  };
}

/**
 * What changed between two weigh-ups, in bytes: every chunk and origin that grew, shrank, came or
 * went by at least `least` bytes, largest change first.
 * @param {WeighUp} before
 * @param {WeighUp} after
 * @returns {WeightChange[]}
 */
export function weightChanges(before, after, least = 100) {
  /** @type {(kind: WeightChange['kind'], old: Record<string, number>, now: Record<string, number>) => WeightChange[]} */
  const changes = (kind, old, now) =>
    [...new Set([...Object.keys(old), ...Object.keys(now)])]
      .map((name) => ({ kind, name, before: old[name] ?? 0, after: now[name] ?? 0 }))
      .map((change) => ({ ...change, delta: change.after - change.before }))
      .filter((change) => Math.abs(change.delta) >= least);
  return [...changes('chunk', before.chunks, after.chunks), ...changes('origin', before.origins, after.origins)].sort((a, b) => b.delta - a.delta);
}

/**
 * What app/main.tsx and the router load by dynamic import before /login can render, per build
 * mode. Keep it in step with them: the browser bench (tests/bench/browser) measures the same
 * figure from what the page really fetched.
 */
export const awaitedBeforeSignIn = {
  production: ['app/features/sign-in/SignInPage.tsx'],
  // The demo build loads the simulator after the sign-in page's first paint (app/main.tsx), except
  // on a trainer's ?scenario= link, which waits for it.
  simulator: ['app/features/sign-in/SignInPage.tsx'],
};
