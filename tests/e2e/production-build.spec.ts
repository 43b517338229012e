// Node-only checks (no page): the production build must not ship the simulator or its libraries.
// The demo build is checked the same way and must contain them, which proves the needles are real.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKER_FILE = 'mockServiceWorker.js';

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
    name: '@faker-js/faker',
    needles: ['@faker-js', 'faker'],
    folders: ['node_modules/@faker-js'],
  },
  {
    name: '@sinonjs/fake-timers',
    needles: ['timers, assuming an infinite loop', 'FakeTimers'],
    folders: ['node_modules/@sinonjs'],
  },
  {
    name: 'simulator',
    needles: ['hub-installer-simulator'],
    folders: ['simulator', 'scenarios'],
  },
];

interface BuildOutput {
  /** Relative path -> contents (read as latin1: the needles are ASCII, binary files do no harm). */
  files: Map<string, string>;
  moduleIds: string[];
}

async function viteBuild(mode: 'production' | 'simulator'): Promise<BuildOutput> {
  // vite.config.ts reads .env files from the working directory.
  process.chdir(ROOT);
  const outDir = await mkdtemp(path.join(tmpdir(), `hub-installer-${mode}-`));
  try {
    const result = await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      mode,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const outputs = Array.isArray(result) ? result : [result];
    const moduleIds = outputs.flatMap((out) =>
      'output' in out ? out.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])) : [],
    );
    const files = new Map<string, string>();
    for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(outDir, file), await readFile(file, 'latin1'));
    }
    return { files, moduleIds };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
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

test.describe('build output', () => {
  test.setTimeout(180_000);

  test('the production build ships no simulator, MSW worker or simulator libraries', async () => {
    const out = await viteBuild('production');
    expect(out.files.has('index.html'), 'the production build produced no index.html').toBe(true);

    const leaks = [...out.files.keys()].filter((file) => path.basename(file) === WORKER_FILE).map((file) => `file ${file}`);
    for (const library of LIBRARIES) {
      leaks.push(...needlesFound(out, library).map((hit) => `${library.name}: ${hit}`));
      leaks.push(...bundledModules(out, library).slice(0, 5).map((id) => `${library.name}: module ${id}`));
    }
    expect(leaks, `The production build contains simulator code:\n${leaks.join('\n')}`).toEqual([]);
  });

  test('the demo build does contain them (so the check above can fail)', async () => {
    const out = await viteBuild('simulator');
    expect(out.files.has(WORKER_FILE), `the demo build has no ${WORKER_FILE}`).toBe(true);

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
