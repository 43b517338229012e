/**
 * scripts/ stays type-checked and reachable: tsconfig.json leaves `checkJs` off, so a .mjs file is
 * checked over its JSDoc only when it opens with `// @ts-check` (after a shebang) and no .d.mts
 * stands in for it; and every file a package.json script runs exists, so a moved script cannot
 * leave an `npm run` pointing nowhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const scriptFiles = readdirSync('scripts', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => path.join('scripts', file));

const packageScripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

/** The files a command line names: the words that look like a path to a script of the repository. */
function pathsIn(command: string): string[] {
  return command.split(/\s+|&&/).filter((word) => /^[\w.-]+\/[\w./-]+\.(mjs|js|ts|json)$/.test(word));
}

describe('scripts/', () => {
  it('holds .mjs files to check', () => {
    expect(scriptFiles).toEqual(expect.arrayContaining([path.join('scripts', 'cli', 'scenarioCheck.mjs')]));
  });

  it('type-checks every .mjs file: `// @ts-check` opens it, after a shebang if any', () => {
    const unchecked = scriptFiles.filter((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      const first = lines[0]?.startsWith('#!') ? lines[1] : lines[0];
      return first?.trim() !== '// @ts-check';
    });
    expect(unchecked).toEqual([]);
  });

  it('has no declaration file beside a script: TypeScript would take it and leave the script unchecked (decision 0400)', () => {
    const declarations = readdirSync('scripts', { recursive: true, encoding: 'utf8' }).filter((file) => /\.d\.m?ts$/.test(file));
    expect(declarations).toEqual([]);
  });
});

describe('package.json scripts', () => {
  it('finds the paths in a command line', () => {
    expect(pathsIn('node scripts/cli/ensureBrowser.mjs && playwright test -c tests/bench/browser/playwright.config.ts figures.pw.ts')).toEqual([
      'scripts/cli/ensureBrowser.mjs',
      'tests/bench/browser/playwright.config.ts',
    ]);
    expect(pathsIn('node --expose-gc scripts/bench/benchClassroom.mjs')).toEqual(['scripts/bench/benchClassroom.mjs']);
  });

  it('name only files that exist', () => {
    const missing = Object.entries(packageScripts).flatMap(([name, command]) => pathsIn(command).filter((file) => !existsSync(file)).map((file) => `${name}: ${file}`));
    expect(missing).toEqual([]);
  });
});
