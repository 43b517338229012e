/**
 * Which Vitest files run in jsdom: those that say so in their first line. Read when the config
 * loads, so each kind gets its own project (decisions 0326, 0528). A file that mocks a module runs
 * isolated (decision 0458): in a worker's shared modules its mock misses whatever an earlier file
 * already imported.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const DOM_DOCBLOCK = '// @vitest-environment jsdom';
const TEST_FILE = /\.test\.tsx?$/;

const firstLine = (file: string) => readFileSync(file, 'utf8').split('\n', 1)[0]?.trim() ?? '';

/** The test files under `roots` (relative to `cwd`), as relative paths with forward slashes. */
export function testFiles(roots: readonly string[], cwd: string = process.cwd()): string[] {
  return roots
    .flatMap((root) =>
      readdirSync(path.join(cwd, root), { recursive: true, encoding: 'utf8' })
        .filter((name) => TEST_FILE.test(name) && !name.split(path.sep).includes('node_modules'))
        .map((name) => path.posix.join(root, name.split(path.sep).join('/'))),
    )
    .sort();
}

/** Mocking a module, as Vitest hoists it: `vi.mock(` at the start of a line. */
const MOCKS_A_MODULE = /^vi\.mock\(/m;

/** Those of them whose first line is the jsdom docblock. */
export function domTestFiles(roots: readonly string[], cwd: string = process.cwd()): string[] {
  return testFiles(roots, cwd).filter((file) => firstLine(path.join(cwd, file)) === DOM_DOCBLOCK);
}

/** The files that need modules of their own: those that mock a module (decision 0458). */
export function isolatedTestFiles(roots: readonly string[], cwd: string = process.cwd()): string[] {
  return testFiles(roots, cwd).filter((file) => MOCKS_A_MODULE.test(readFileSync(path.join(cwd, file), 'utf8')));
}

/**
 * The jsdom files that share their worker's modules and page (decision 0528): every jsdom file
 * except those that mock a module.
 */
export function sharedDomTestFiles(roots: readonly string[], cwd: string = process.cwd()): string[] {
  const isolated = new Set(isolatedTestFiles(roots, cwd));
  return domTestFiles(roots, cwd).filter((file) => !isolated.has(file));
}
