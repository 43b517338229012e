/**
 * Scenario files by name, from their texts (the Vite build's folder, files a server or a CLI read):
 * parsed and validated on use, so one broken file breaks only itself and its message names the
 * file (and for a syntax error, the line and column). A scenario may extend or combine other
 * files (./extends.ts); the result is one whole scenario. Free of the build's file list, so Node
 * tools (npm run scenario:check, the scenario:test spec) use it on files read from disk.
 */
import { ancestryOf, layOnto, parentsOf } from './extends';
import { nameOf, parseScenario, scenarioSubject, type ScenarioResult } from './parse';

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
    const parents = parentsOf(value);
    if (!parents.ok) return invalid(subject, parents.error);
    if (parents.names.length === 0) return parseScenario(value, subject);
    for (const name of parents.names) {
      if (chain.includes(name)) return invalid(subject, `extends: ${[...chain, name].map((link) => `"${link}"`).join(' extends ')} is a cycle`);
      const parent = load(name, chain);
      if (!parent.ok) return invalid(subject, `extends: ${parent.error}`);
    }
    // Every file named is valid JSON and acyclic by now (each loaded above).
    const own = (name: string) => JSON.parse(files.get(name) ?? '{}') as Record<string, unknown>;
    const ancestry = ancestryOf(parents.names, (name) => { const named = parentsOf(own(name)); return named.ok ? named.names : []; });
    const merged = [...ancestry.map(own), value as Record<string, unknown>].reduce(layOnto, {});
    return parseScenario(merged, subject);
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

