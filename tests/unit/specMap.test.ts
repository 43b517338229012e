// @vitest-environment node
/**
 * docs/spec-map.md stays a true map: every section of both specification documents has its entry
 * with at least one module and one test, every path it names exists, and its contents links lead
 * to entries; every section the code cites ('spec 02 §4', 'spec 01 §3, §7; 02 §8') is one of them.
 * The specification is not in the repository, so its section list is written here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The sections of the two documents, with document 02's sub-headings of §2 and §4. */
const sections = [
  '01 §1 Purpose',
  '01 §2 Screens and routes',
  '01 §3 Entities',
  '01 §4 States and transitions',
  '01 §5 Validation rules',
  '01 §6 Roles and permissions',
  '01 §7 Calls',
  '01 §8 Error catalogue',
  '01 §9 Constants and limits',
  '02 §1 Purpose',
  ...['Routes', 'DEVICES tab', 'NEST tab', 'HUB tab', 'Nest screens', 'Z-Wave setup screen', 'Yale choose-device step', 'Post-inclusion success', 'Progress screens', 'Lock throw dialog', 'Door-code sync dialog', 'Ring doorbell dialog', 'Finish-install dialog', 'Device detail screen'].map((sub) => `02 §2 ${sub}`),
  '02 §3 Entities',
  ...['Z-Wave stages', 'Hub messages', 'Errors inside the flow', 'Yale flow', 'Nest', 'Hub update', 'Hub reboot and restart', 'Door-code sync', 'Lock throw dialog', 'Ring dialog', 'Device detail', 'Work ticket'].map((sub) => `02 §4 ${sub}`),
  '02 §5 Validation rules',
  '02 §6 Roles and permissions',
  '02 §7 Calls',
  '02 §8 Error catalogue',
  '02 §9 Constants and limits',
];

/** The sections a text cites, as '01 §3': each 'spec 0N' and the '§N' (or '0N §N') that follow it. */
function citedSections(text: string): string[] {
  return [...text.matchAll(/\bspec (0[12])((?:\s*(?:,|;|and|-|–)?\s*(?:0[12] )?§ ?\d+)+)/gi)].flatMap(([, first, list]) => {
    let document = first as string;
    return [...(list as string).matchAll(/(?:(0[12]) )?§ ?(\d+)/g)].map(([, named, number]) => {
      document = named ?? document;
      return `${document} §${number}`;
    });
  });
}

const topSections = new Set(sections.map((section) => section.split(' ').slice(0, 2).join(' ')));

interface Entry {
  heading: string;
  code: string[];
  tests: string[];
}

const pathsIn = (line: string | undefined) => [...(line ?? '').matchAll(/`([^`\s]+\/[^`\s]+)`/g)].map((match) => match[1] as string);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** The map's entries: a `### ` heading, then a `- Code:` and a `- Tests:` line of paths. */
function entries(map: string): Entry[] {
  return map.split(/^### /m).slice(1).map((block) => {
    const lines = block.split('\n');
    return {
      heading: (lines[0] ?? '').trim(),
      code: pathsIn(lines.find((line) => line.startsWith('- Code:'))),
      tests: pathsIn(lines.find((line) => line.startsWith('- Tests:'))),
    };
  });
}

/** What is wrong with the map, as short phrases. */
function mapProblems(map: string, exists: (file: string) => boolean): string[] {
  const found = entries(map);
  const problems: string[] = [];
  for (const section of sections) {
    const entry = found.filter((candidate) => candidate.heading === section);
    if (entry.length !== 1) problems.push(`${section}: ${entry.length} entries`);
  }
  for (const entry of found) {
    if (!sections.includes(entry.heading)) problems.push(`${entry.heading}: not a section of the specification`);
    if (entry.code.filter((file) => !isTest(file)).length === 0) problems.push(`${entry.heading}: no module`);
    if (entry.tests.filter(isTest).length === 0) problems.push(`${entry.heading}: no test`);
    for (const file of entry.tests.filter((file) => !isTest(file))) problems.push(`${entry.heading}: ${file} is listed as a test`);
  }
  for (const file of new Set(pathsIn(map))) if (!exists(file)) problems.push(`${file} does not exist`);
  const anchors = new Set(found.map((entry) => anchorOf(entry.heading)));
  for (const [, anchor] of map.matchAll(/\]\(#([^)]+)\)/g)) if (!anchors.has(anchor as string)) problems.push(`#${anchor} leads to no entry`);
  return problems;
}

/** GitHub's anchor for a heading: lower case, punctuation other than '-' dropped, spaces as '-'. */
const anchorOf = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');

describe('the spec map', () => {
  const map = readFileSync('docs/spec-map.md', 'utf8');

  it('has an entry with modules and tests for every section, and every path in it exists', () => {
    expect(mapProblems(map, existsSync)).toEqual([]);
  });

  it('names many modules and tests', () => {
    const all = entries(map);
    expect(all).toHaveLength(sections.length);
    expect(new Set(all.flatMap((entry) => entry.tests)).size).toBeGreaterThan(50);
  });

  it('holds every section the code and tests cite', () => {
    const files = ['app', 'simulator', 'tests', 'scripts'].flatMap((top) =>
      readdirSync(top, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(m?[jt]sx?|css)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        // This file cites a section that does not exist, on purpose, to check the reader.
        .filter((file) => file !== path.join('tests', 'unit', 'specMap.test.ts')),
    );
    const cited = files.flatMap((file) => citedSections(readFileSync(file, 'utf8')).map((section) => ({ file, section })));
    expect(cited.length).toBeGreaterThan(300);
    expect(cited.filter(({ section }) => !topSections.has(section))).toEqual([]);
  });
});

describe('the spec map checks', () => {
  const entry = (heading: string, code: string, tests: string) => `### ${heading}\n\nWords.\n\n- Code: ${code}\n- Tests: ${tests}\n`;
  const whole = sections.map((section) => entry(section, '`app/a.ts`', '`app/a.test.ts`')).join('\n');
  const exists = (file: string) => file !== 'app/gone.ts';

  it.each([
    ['a complete map', whole, []],
    ['a missing section', whole.replace(entry('02 §7 Calls', '`app/a.ts`', '`app/a.test.ts`'), ''), ['02 §7 Calls: 0 entries']],
    ['a section without a module', whole.replace(entry('01 §3 Entities', '`app/a.ts`', '`app/a.test.ts`'), entry('01 §3 Entities', '', '`app/a.test.ts`')), ['01 §3 Entities: no module']],
    ['a section without a test', whole.replace(entry('01 §3 Entities', '`app/a.ts`', '`app/a.test.ts`'), entry('01 §3 Entities', '`app/a.ts`', '`app/b.ts`')), ['01 §3 Entities: no test', '01 §3 Entities: app/b.ts is listed as a test']],
    ['a path that is gone', `${whole}\nSee \`app/gone.ts\`.`, ['app/gone.ts does not exist']],
    ['a heading that is not a section', `${whole}\n${entry('02 §10 More', '`app/a.ts`', '`app/a.test.ts`')}`, ['02 §10 More: not a section of the specification']],
    ['a contents link to no entry', `[§1](#01-1-purpose) [§0](#01-0-nothing)\n${whole}`, ['#01-0-nothing leads to no entry']],
  ])('%s', (_, map, expected) => {
    expect(mapProblems(map, exists)).toEqual(expected);
  });

  it.each([
    ['spec 02 §4: the hub messages', ['02 §4']],
    ['(spec 01 §3, §7; 02 §8)', ['01 §3', '01 §7', '02 §8']],
    ['Spec 01 §2 and §5', ['01 §2', '01 §5']],
    ['spec 02 §10', ['02 §10']],
    ['the spec says', []],
  ])('reads the sections cited in %j', (text, expected) => {
    expect(citedSections(text)).toEqual(expected);
  });
});
