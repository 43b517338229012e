/** Validates a scenario (from a file or a test) into one result with one readable error. */
import { firstProblem } from '../validation/issues';
import type { SeedPlan } from '../seed/plan';
import { scenarioSchema, type Scenario } from './schema';

export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; error: string };

/** The name a scenario gives itself, for messages about it. */
export function nameOf(value: unknown): string {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name ? name : 'unnamed';
}

/** How messages name a scenario: by its name, and by its file when it has one. */
export function scenarioSubject(name: string, file?: string): string {
  return file ? `Scenario "${name}" (${file})` : `Scenario "${name}"`;
}

export function parseScenario(value: unknown, subject: string = scenarioSubject(nameOf(value))): ScenarioResult {
  const parsed = scenarioSchema.safeParse(value, { reportInput: true });
  if (parsed.success) return { ok: true, scenario: parsed.data };
  return { ok: false, error: `${subject} is invalid: ${firstProblem(parsed.error)}` };
}

export function seedPlanOf(scenario: Scenario): SeedPlan {
  const { handwritten, bulk, records = [] } = scenario.seed;
  return { handwritten, bulk: bulk === undefined ? [] : Array.isArray(bulk) ? bulk : [bulk], records };
}
