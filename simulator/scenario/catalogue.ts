/** The scenario files by name (the file name, which must equal the "name" field), validated on use. */
import { scenarioFiles as files } from '../../scenarios';
import { parseScenario, type ScenarioResult } from './parse';

export const DEFAULT_SCENARIO = 'default';

export function scenarioNames(): string[] {
  return [...files.keys()].sort();
}

export function loadScenarioFile(name: string): ScenarioResult {
  if (!files.has(name)) {
    return { ok: false, error: `Unknown scenario "${name}". Known scenarios: ${scenarioNames().join(', ')}` };
  }
  const result = parseScenario(files.get(name), name);
  if (result.ok && result.scenario.name !== name) {
    return { ok: false, error: `Scenario "${name}" is invalid: name: must equal the file name "${name}"` };
  }
  return result;
}

/** A name picks a file; anything else is validated exactly as a file would be. */
export function resolveScenario(input: unknown): ScenarioResult {
  return typeof input === 'string' ? loadScenarioFile(input) : parseScenario(input);
}
