import { describe, expect, it } from 'vitest';
import { checkScenarioFiles, formatProblem } from './checkFiles';
import { scenarioFiles } from '../../scenarios';

const withFiles = (extra: Record<string, string>) => new Map<string, { path: string; text: string }>([
  ...[...scenarioFiles].map(([name, text]) => [name, { path: `scenarios/${name}.json`, text }] as const),
  ...Object.entries(extra).map(([name, text]) => [name, { path: `qa/${name}.json`, text }] as const),
]);
const check = (extra: Record<string, string>) => checkScenarioFiles(withFiles(extra), Object.keys(extra)).map(formatProblem);

describe('npm run scenario:check', () => {
  it('finds no problem in the files of scenarios/', () => {
    expect(checkScenarioFiles(withFiles({}), [...scenarioFiles.keys()])).toEqual([]);
  });

  it('points at a JSON syntax error by line and column', () => {
    expect(check({ malformed: '{\n  "name": "malformed",\n  "description": "a missing comma"\n  "extends": "default"\n}\n' }))
      .toEqual([expect.stringMatching(/^qa\/malformed\.json:4:3 not valid JSON: Expected ',' or '}' after property value/)]);
  });

  it('lists every problem with its line, column and field: a wrong type, an unknown call name in a fault and in expect', () => {
    const text = `{
  "name": "bad",
  "description": "wrong types",
  "extends": "yale-exclusion-fails-twice",
  "faults": [
    { "kind": "http", "call": "units.list", "status": "500" },
    { "kind": "http", "call": "hubs.exlusion", "status": 500 }
  ],
  "expect": [{ "call": "hubs.exlusion" }, { "text": "x", "within": "soon" }]
}`;
    expect(check({ bad: text })).toEqual([
      'qa/bad.json:6:55 faults[0].status: expected a number',
      'qa/bad.json:7:31 faults[1].call: unknown call "hubs.exlusion"',
      expect.stringMatching(/^qa\/bad\.json:9:24 expect\[0\]\.call: expected one of "auth\.login", /),
      'qa/bad.json:9:68 expect[1].within: expected a duration such as "90s", "2m", "1h30m", "500ms" or a whole number of ms',
    ]);
  });

  it('names an unknown file it extends, and a name that is not the file name', () => {
    expect(check({ orphan: '{ "name": "orphan", "extends": ["default", "nope"] }', renamed: '{ "name": "other", "extends": "default" }' })).toEqual([
      expect.stringMatching(/^qa\/orphan\.json:1:32 extends: Unknown scenario "nope"\./),
      'qa/renamed.json:1:11 name: must equal the file name "renamed"',
    ]);
  });
});
