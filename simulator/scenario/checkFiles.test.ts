import { describe, expect, it } from 'vitest';
import { checkScenarioFiles, formatProblem, SCENARIO_BOUNDS } from './checkFiles';

const { maxDepth: MAX_JSON_DEPTH, maxChars: MAX_JSON_CHARS } = SCENARIO_BOUNDS;
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

  it('refuses a file nested deeper than the bound at once, at the bracket one level too deep, without overflowing the stack', () => {
    const deep = `{\n  "name": "deep",\n  "description": ${'['.repeat(100_000)}${']'.repeat(100_000)}\n}\n`;
    expect(check({ deep })).toEqual([`qa/deep.json:3:${17 + MAX_JSON_DEPTH} refused unread: nested more than ${MAX_JSON_DEPTH} levels deep (objects and lists inside one another)`]);
  });

  it('refuses a file past the size bound, and a file extending it finds no such parent', () => {
    const huge = `{ "name": "huge", "description": "${'x'.repeat(MAX_JSON_CHARS)}" }`;
    expect(check({ huge, child: '{ "name": "child", "description": "extends a refused file", "extends": "huge" }' })).toEqual([
      `qa/huge.json:1:${MAX_JSON_CHARS + 1} refused unread: ${huge.length} characters, more than the ${MAX_JSON_CHARS} this tool reads`,
      expect.stringMatching(/^qa\/child\.json:1:\d+ extends: .*huge/),
    ]);
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

  it('takes a profile by name or a list of them, and names the four for an unknown one, alone or in a list', () => {
    const profiles = '"flaky-cellular", "provider-outage", "hub-reboot-loop", "weak-zwave-mesh"';
    expect(check({
      one: '{ "name": "one", "extends": "default", "profile": "provider-outage" }',
      two: '{ "name": "two", "extends": "default", "profile": ["flaky-cellular", "weak-zwave-mesh"] }',
      typo: '{ "name": "typo", "extends": "default", "profile": "flaky-cell" }',
      listed: '{ "name": "listed", "extends": "default", "profile": ["provider-outage", "nope"] }',
    })).toEqual([`qa/typo.json:1:52 profile: expected one of ${profiles}`, `qa/listed.json:1:74 profile[1]: expected one of ${profiles}`]);
  });

  it('names an unknown file it extends, and a name that is not the file name', () => {
    expect(check({ orphan: '{ "name": "orphan", "extends": ["default", "nope"] }', renamed: '{ "name": "other", "extends": "default" }' })).toEqual([
      expect.stringMatching(/^qa\/orphan\.json:1:32 extends: Unknown scenario "nope"\./),
      'qa/renamed.json:1:11 name: must equal the file name "renamed"',
    ]);
  });
});
