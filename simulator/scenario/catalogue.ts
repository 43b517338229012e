/**
 * The scenario files by name (the file name, which must equal the "name" field), parsed and
 * validated on use, so one broken file breaks only itself and its message names the file (and
 * for a syntax error, the line and column). A scenario may extend another file (./extends.ts);
 * the result is one whole scenario.
 */
import { scenarioFiles } from '../../scenarios';
import { extendsOf, mergeOnto } from './extends';
import { nameOf, parseScenario, scenarioSubject, type ScenarioResult } from './parse';

export const DEFAULT_SCENARIO = 'default';

export interface Catalogue {
  names(): string[];
  /** A file by name, with `extends` resolved. */
  load(name: string): ScenarioResult;
  /** A name picks a file; anything else is validated exactly as a file would be (and may extend a file). */
  resolve(input: unknown): ScenarioResult;
}

const fileOf = (name: string) => `scenarios/${name}.json`;

/** "(line 3, column 5)" for the position a JSON syntax error names, if it names one. */
function whereIn(text: string, message: string): string {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position === undefined || /\(line \d+ column \d+\)/.test(message)) return '';
  const before = text.slice(0, Number(position)).split('\n');
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}

function parseJson(name: string, text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `${fileOf(name)} is not valid JSON: ${message}${whereIn(text, message)}` };
  }
}

/** The catalogue over scenario file texts by name (the Vite build's folder, or files a server read). */
export function createCatalogue(files: ReadonlyMap<string, string>): Catalogue {
  const names = () => [...files.keys()].sort();
  const invalid = (subject: string, problem: string): ScenarioResult => ({ ok: false, error: `${subject} is invalid: ${problem}` });

  /** `subject` names the scenario in messages; `chain` is the files being resolved, to catch cycles. */
  function resolve(value: unknown, subject: string, chain: readonly string[]): ScenarioResult {
    const parentName = extendsOf(value);
    if (parentName === undefined) return parseScenario(value, subject);
    if (typeof parentName !== 'string') return invalid(subject, 'extends: expected the name of a scenario file');
    if (chain.includes(parentName)) return invalid(subject, `extends: ${[...chain, parentName].map((name) => `"${name}"`).join(' extends ')} is a cycle`);
    const parent = load(parentName, chain);
    if (!parent.ok) return invalid(subject, `extends: ${parent.error}`);
    return parseScenario(mergeOnto(parent.scenario, value as Record<string, unknown>), subject);
  }

  function load(name: string, chain: readonly string[]): ScenarioResult {
    const text = files.get(name);
    if (text === undefined) return { ok: false, error: `Unknown scenario "${name}". Known scenarios: ${names().join(', ')}` };
    const json = parseJson(name, text);
    if (!json.ok) return json;
    const subject = scenarioSubject(name, fileOf(name));
    const result = resolve(json.value, subject, [...chain, name]);
    if (result.ok && result.scenario.name !== name) return invalid(subject, `name: must equal the file name "${name}"`);
    return result;
  }

  return {
    names,
    load: (name) => load(name, []),
    resolve: (input) => (typeof input === 'string' ? load(input, []) : resolve(input, scenarioSubject(nameOf(input)), [])),
  };
}

const catalogue = createCatalogue(scenarioFiles);

export const scenarioNames = (): string[] => catalogue.names();
export const loadScenarioFile = (name: string): ScenarioResult => catalogue.load(name);
export const resolveScenario = (input: unknown): ScenarioResult => catalogue.resolve(input);
