/**
 * A scenario's flags evaluated as flagd evaluates them (`@openfeature/flagd-core`: the same flag
 * definitions and JsonLogic targeting a deployment's flagd would run), for one evaluation context.
 */
import { FlagdCore } from '@openfeature/flagd-core';
import type { EvaluationContext, JsonValue, Logger } from '@openfeature/core';
import { flagdDefinitions, knownFlags, type FlagName, type ScenarioFlags } from './flags';

export interface FlagEvaluation {
  key: string;
  value: boolean;
  variant: string | undefined;
  reason: string;
}

/** flagd-core logs a debug line per evaluation; the simulator's trace already tells what was asked. */
const silent: Logger = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

/**
 * Engines by their flag definitions. Configuring one parses, validates and hashes every flag: done
 * for each request, it cost the in-page simulator about 130 ms of each end-to-end test. A scenario's
 * flags change rarely (a trainer's switch), and a server's worlds each have theirs: a few are kept (decision 0339).
 */
const engines = new Map<string, FlagdCore>();
const ENGINES_KEPT = 32;

function engineFor(flags: ScenarioFlags): FlagdCore {
  const definitions = JSON.stringify(flagdDefinitions(flags));
  const kept = engines.get(definitions);
  if (kept) return kept;
  const core = new FlagdCore(undefined, silent);
  core.setConfigurations(definitions);
  if (engines.size >= ENGINES_KEPT) engines.delete(engines.keys().next().value as string);
  engines.set(definitions, core);
  return core;
}

const isBoolean = (value: JsonValue): value is boolean => typeof value === 'boolean';

/** Every flag's value for `context`; a disabled flag evaluates to off. */
export function evaluateFlags(flags: ScenarioFlags, context: EvaluationContext): FlagEvaluation[] {
  return engineFor(flags)
    .resolveAll(context, silent)
    .map(({ flagKey, value, variant, reason }) => ({ key: flagKey, value: isBoolean(value) && value, variant, reason: reason ?? 'UNKNOWN' }));
}

/** Every known flag's value for one targeting key (an e-mail, or 'anonymous'); a disabled flag is off. */
export function flagValuesFor(flags: ScenarioFlags, targetingKey: string): Record<FlagName, boolean> {
  const values = new Map(evaluateFlags(flags, { targetingKey }).map(({ key, value }) => [key, value]));
  return Object.fromEntries(knownFlags.map((name) => [name, values.get(name) ?? false])) as Record<FlagName, boolean>;
}
