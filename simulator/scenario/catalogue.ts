/**
 * The scenario files by name (the file name, which must equal the "name" field), validated on use.
 * A scenario may extend another file (./extends.ts); the result is one whole scenario.
 */
import { scenarioFiles as files } from '../../scenarios';
import { extendsOf, mergeOnto } from './extends';
import { nameOf, parseScenario, type ScenarioResult } from './parse';

export const DEFAULT_SCENARIO = 'default';

export function scenarioNames(): string[] {
  return [...files.keys()].sort();
}

const invalid = (label: string, problem: string): ScenarioResult => ({ ok: false, error: `Scenario "${label}" is invalid: ${problem}` });

/** Validates a scenario, resolving `extends` through the files; `chain` is the files being resolved, to catch cycles. */
function resolve(value: unknown, label: string, chain: readonly string[]): ScenarioResult {
  const parentName = extendsOf(value);
  if (parentName === undefined) return parseScenario(value, label);
  if (typeof parentName !== 'string') return invalid(label, 'extends: expected the name of a scenario file');
  if (chain.includes(parentName)) return invalid(label, `extends: ${[...chain, parentName].map((name) => `"${name}"`).join(' extends ')} is a cycle`);
  const parent = load(parentName, chain);
  if (!parent.ok) return invalid(label, `extends: ${parent.error}`);
  return parseScenario(mergeOnto(parent.scenario, value as Record<string, unknown>), label);
}

function load(name: string, chain: readonly string[]): ScenarioResult {
  if (!files.has(name)) {
    return { ok: false, error: `Unknown scenario "${name}". Known scenarios: ${scenarioNames().join(', ')}` };
  }
  const result = resolve(files.get(name), name, [...chain, name]);
  if (result.ok && result.scenario.name !== name) return invalid(name, `name: must equal the file name "${name}"`);
  return result;
}

export function loadScenarioFile(name: string): ScenarioResult {
  return load(name, []);
}

/** A name picks a file; anything else is validated exactly as a file would be (and may extend a file). */
export function resolveScenario(input: unknown): ScenarioResult {
  if (typeof input === 'string') return loadScenarioFile(input);
  return resolve(input, nameOf(input), []);
}
