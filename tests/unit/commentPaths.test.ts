// @vitest-environment node
/**
 * A file a comment names exists: a reader who follows `(zwave/physical.ts)` or
 * `simulator/scenario/scenarioHubs.ts` must land somewhere (issue 37). A path is read relative to
 * the commenting file, to the repository, or as the tail of a tracked path (`zwave/nodes.ts`); a
 * bare file name must be some tracked file's name. Placeholders in capitals (`scenarios/NAME.json`)
 * are not paths.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Names in comments that are not files of this repository, each with why. */
const notPaths: Record<string, string> = {
  'PascalCase.tsx': 'the naming rule, described (decision 0261)',
  'camelCase.tsx': 'the naming rule, described (decision 0261)',
  'p/z.test.ts': 'a file the architecture test plants in a scratch folder',
  'spec/01-accounts-units-work-tickets.md': 'the specification, kept beside the repository (shared/spec/)',
  'spec/02-device-pairing-and-checks.md': 'the specification, kept beside the repository (shared/spec/)',
};

const PATH = /(?<![\w./@-])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.(?:tsx?|mjs|mts|json|md))\b/g;
const PLACEHOLDER = /(^|\/)[A-Z][A-Z0-9_]+(\/|\.|$)/;

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).trim().split('\n');
const sources = tracked.filter((file) => /\.(tsx?|mjs|mts|js)$/.test(file));

/** The comments of a source text, as TypeScript's scanner reads them (not what strings hold). */
function commentsOf(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  const comments: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) comments.push(scanner.getTokenText());
  }
  return comments;
}

/** The names a text's comments give as files. */
function namedPaths(text: string): string[] {
  return commentsOf(text).flatMap((comment) => [...comment.matchAll(PATH)].map((match) => match[1] as string));
}

function leadsSomewhere(name: string, from: string): boolean {
  if (name in notPaths || PLACEHOLDER.test(name)) return true;
  if (name.startsWith('.') && !/^\.{1,2}\//.test(name)) return true;
  // A bare data or document name (class.json, flight-recording.json) names what a tool writes.
  if (!name.includes('/') && /\.(json|md)$/.test(name)) return true;
  if (existsSync(name) || existsSync(path.join(path.dirname(from), name))) return true;
  return tracked.some((file) => file === name || file.endsWith(`/${name}`));
}

describe('paths in comments', () => {
  it('reads the paths a comment names, and only from comments', () => {
    const text = "// see ../zwave/physical.ts and simulator/x.ts\nconst a = 'b/c.ts';\n/* docs/simulator.md */";
    expect(namedPaths(text)).toEqual(['../zwave/physical.ts', 'simulator/x.ts', 'docs/simulator.md']);
  });

  it('finds a stale one', () => {
    expect(leadsSomewhere('simulator/zwave/controller.ts', 'simulator/yale/yaleLock.ts')).toBe(false);
    expect(leadsSomewhere('../zwave/physical.ts', 'simulator/yale/yaleLock.ts')).toBe(true);
    expect(leadsSomewhere('scenarios/NAME.json', 'scripts/x.mjs')).toBe(true);
  });

  it('every path a comment names leads to a file', () => {
    const stale = sources.flatMap((file) =>
      namedPaths(readFileSync(file, 'utf8'))
        .filter((name) => !leadsSomewhere(name, file))
        .map((name) => `${file}: ${name}`),
    );
    expect(stale).toEqual([]);
  });
});
