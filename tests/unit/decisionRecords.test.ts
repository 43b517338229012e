// @vitest-environment node
/**
 * The decision records of docs/decisions/ stay findable: each has its number, title, area, status
 * and the three sections; numbers are unique and match the file names; the index lists every
 * record (it is written by scripts/cli/decisionsIndex.mjs); and every `decision NNNN` the code and the
 * docs cite exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas, indexFile, parseRecord, readRecords, recordFileName, renderIndex, type DecisionRecord } from '../../scripts/cli/decisionsIndex.mjs';

const sections = ['## Context', '## Decision', '## Consequences'];
const status = /^(accepted|(partly )?superseded by \d{4}\b.*|superseded: .+)$/;

/** What is wrong with one record, as short phrases (none when it is well formed). */
function recordProblems(record: DecisionRecord, numbers: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const named = recordFileName.exec(record.file);
  if (!named) problems.push('file name is not NNNN-kebab-title.md');
  if (!record.number || !record.title) problems.push("first line is not '# NNNN. Title'");
  else if (named && named[1] !== record.number) problems.push(`heading number ${record.number} differs from the file name's`);
  if (!areas.includes(record.area ?? '')) problems.push(`area '${record.area ?? ''}' is not one of the index's areas`);
  if (!status.test(record.status ?? '')) problems.push(`status '${record.status ?? ''}' is neither accepted nor superseded`);
  const cited = [record.status, record.supersedes].flatMap((text) => text?.match(/\b\d{4}\b/g) ?? []);
  for (const number of cited) if (!numbers.has(number)) problems.push(`names record ${number}, which does not exist`);
  let from = 0;
  for (const section of sections) {
    const at = record.text.indexOf(`\n${section}\n`, from);
    if (at < 0) {
      problems.push(`no '${section}' section after the ones before it`);
      continue;
    }
    from = at + section.length + 1;
    const next = record.text.indexOf('\n## ', from);
    if (record.text.slice(from, next < 0 ? undefined : next).trim() === '') problems.push(`'${section}' is empty`);
  }
  return problems;
}

/** Every `decision NNNN` cited in a text. */
const citedDecisions = (text: string) => [...text.matchAll(/\bdecisions? (\d{4})\b/gi)].map((match) => match[1] as string);

const records = readRecords();
const numbers = new Set(records.flatMap((record) => (record.number ? [record.number] : [])));

describe('decision records', () => {
  it('are well formed', () => {
    expect(records.length).toBeGreaterThan(250);
    const problems = records.flatMap((record) => recordProblems(record, numbers).map((problem) => `${record.file}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('have unique numbers', () => {
    const seen = records.map((record) => record.file.slice(0, 4));
    expect(seen.filter((number, at) => seen.indexOf(number) !== at)).toEqual([]);
  });

  it('are all listed in the index, which is up to date', () => {
    const readme = readFileSync(indexFile, 'utf8');
    expect(records.filter((record) => !readme.includes(`](${record.file})`)).map((record) => record.file), 'run `node scripts/cli/decisionsIndex.mjs`').toEqual([]);
    expect(readme, 'run `node scripts/cli/decisionsIndex.mjs`').toContain(renderIndex(records));
  });

  it('cited in the code and the docs exist', () => {
    const cited = citingFiles().flatMap((file) => citedDecisions(readFileSync(file, 'utf8')).map((number) => ({ file, number })));
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter(({ number }) => !numbers.has(number))).toEqual([]);
  });
});

describe('the record checks', () => {
  const good = ['# 0007. A title', '', '- Area: App', '- Status: accepted', '', '## Context', '', 'Why.', '', '## Decision', '', 'What.', '', '## Consequences', '', 'Then.', ''].join('\n');
  const record = (text: string, file = '0007-a-title.md') => parseRecord(file, text);

  it.each([
    ['a well-formed record', record(good), []],
    ['a number that differs from the file name', record(good, '0008-a-title.md'), ["heading number 0007 differs from the file name's"]],
    ['a file name that is not kebab case', record(good, '0007-A_title.md'), ['file name is not NNNN-kebab-title.md']],
    ['a missing section', record(good.replace('## Decision', '## Choice')), ["no '## Decision' section after the ones before it"]],
    ['an empty section', record(good.replace('Then.', '')), ["'## Consequences' is empty"]],
    ['an unknown area', record(good.replace('Area: App', 'Area: Misc')), ["area 'Misc' is not one of the index's areas"]],
    ['a superseding record that does not exist', record(good.replace('accepted', 'superseded by 0999')), ['names record 0999, which does not exist']],
  ])('%s', (_, given, expected) => {
    expect(recordProblems(given, new Set(['0007', '0008']))).toEqual(expected);
  });

  it('find citations in comments', () => {
    expect(citedDecisions('// the abort signal (decision 0055); decisions 0005 and')).toEqual(['0055', '0005']);
  });
});

/** The code, scripts, tests and docs that may cite a decision. */
function citingFiles(): string[] {
  const tops = ['app', 'simulator', 'tests', 'scripts', 'eslint', 'scenarios', 'docs'];
  const inTops = tops.flatMap((top) =>
    readdirSync(top, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(m?[jt]sx?|css|md|json)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const atRoot = readdirSync('.', { withFileTypes: true }).filter((entry) => entry.isFile() && /\.(m?[jt]s|md)$/.test(entry.name)).map((entry) => entry.name);
  return [...inTops, ...atRoot];
}
