// @ts-check
// The decision records of docs/decisions/: reads them and writes the index by area in
// docs/decisions/README.md, between its two index markers. Run after adding a record:
//   node scripts/cli/decisionsIndex.mjs
// tests/unit/decisionRecords.test.ts checks the records and that the index is up to date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOptions } from '../lib/cliOptions.mjs';

/**
 * @typedef {{ file: string, text: string, number: string | undefined, title: string | undefined, area: string | undefined, status: string | undefined, supersedes: string | undefined }} DecisionRecord
 */

/** The areas, in the order the index lists them. */
export const areas = [
  'Architecture',
  'Test infrastructure',
  'App',
  'Lists and opening a unit',
  'Unit detail and hub modes',
  'Closing the work ticket',
  'Hub assignment, removal and menus',
  'Z-Wave pairing',
  'Device detail screen',
  'Simulator',
  'Simulator engine',
  'Error reporting and configuration',
  'Simulator server',
  'Simulated Z-Wave controller',
  'Lock tasks, door codes and Ring',
  'Trainer panel',
];

export const recordsDir = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
export const indexFile = path.join(recordsDir, 'README.md');
export const indexStart = '<!-- index: written by `node scripts/cli/decisionsIndex.mjs` from the records; do not edit by hand -->';
export const indexEnd = '<!-- end of index -->';

/** A record's file name: four digits, a dash, the title in kebab case. */
export const recordFileName = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

const field = (/** @type {string} */ text, /** @type {string} */ name) => text.match(new RegExp(`^- ${name}: (.+)$`, 'm'))?.[1]?.trim();

/**
 * What a record's text says; missing parts are left undefined for the test to name.
 * @param {string} file
 * @param {string} text
 * @returns {DecisionRecord}
 */
export function parseRecord(file, text) {
  const heading = text.match(/^# (\d{4})\. (.+)$/m);
  return {
    file,
    text,
    number: heading?.[1],
    title: heading?.[2]?.trim(),
    area: field(text, 'Area'),
    status: field(text, 'Status'),
    supersedes: field(text, 'Supersedes'),
  };
}

/** Every record file of the folder, by file name. */
export function readRecords(dir = recordsDir) {
  return readdirSync(dir)
    .filter((file) => file !== 'README.md')
    .sort()
    .map((file) => parseRecord(file, readFileSync(path.join(dir, file), 'utf8')));
}

/**
 * The index block: one table per area, in the order of `areas`, records by number.
 * @param {DecisionRecord[]} records
 */
export function renderIndex(records) {
  const parts = [indexStart];
  for (const area of areas) {
    const inArea = records.filter((record) => record.area === area).sort((a, b) => a.file.localeCompare(b.file));
    if (inArea.length === 0) continue;
    parts.push('', `### ${area}`, '', '| No. | Record | Status |', '|---|---|---|');
    for (const record of inArea) parts.push(`| ${record.number} | [${record.title}](${record.file}) | ${record.status} |`);
  }
  parts.push('', indexEnd);
  return parts.join('\n');
}

/**
 * The README with its index block replaced by `index`.
 * @param {string} readme
 * @param {string} index
 */
export function withIndex(readme, index) {
  const start = readme.indexOf(indexStart);
  const end = readme.indexOf(indexEnd);
  if (start < 0 || end < start) throw new Error(`${indexFile} has lost its index markers`);
  return readme.slice(0, start) + index + readme.slice(end + indexEnd.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  readOptions({ options: {} });
  const records = readRecords();
  const unknown = records.filter((record) => !areas.includes(record.area ?? ''));
  if (unknown.length > 0) throw new Error(`Records with an area the index does not know: ${unknown.map((record) => record.file).join(', ')}`);
  writeFileSync(indexFile, withIndex(readFileSync(indexFile, 'utf8'), renderIndex(records)));
  console.log(`${records.length} records indexed in ${path.relative(process.cwd(), indexFile)}`);
}
