/**
 * Feature flags a scenario sets (spec 01 §6). Each is on or off for everyone (`true`/`false`), or a
 * flag definition in flagd's own format (state, variants, defaultVariant, JsonLogic targeting), so
 * a scenario can give a flag to some installers by e-mail (decision 0295). Naming an unknown flag
 * is an error, so a typo in a scenario file cannot silently leave a feature off.
 */
import { z } from 'zod';
import { flagNames, isFlagName } from '../../app/flags/flagNames';

export { ANONYMOUS as ANONYMOUS_INSTALLER, flagNames as knownFlags, type FlagName } from '../../app/flags/flagNames';

/** One flag as flagd defines it; the app's flags are all booleans, so the variants are too. */
const flagdFlagSchema = z.object({
  state: z.enum(['ENABLED', 'DISABLED']),
  variants: z.record(z.string(), z.boolean()),
  defaultVariant: z.string(),
  /** JsonLogic over the evaluation context: `{ "var": "targetingKey" }` is the installer's e-mail ('anonymous' before sign-in). */
  targeting: z.record(z.string(), z.unknown()).optional(),
}).strict().refine((flag) => flag.defaultVariant in flag.variants, { message: 'defaultVariant must name one of the variants', path: ['defaultVariant'] });
export type FlagdFlag = z.infer<typeof flagdFlagSchema>;

export const scenarioFlagsSchema = z.record(z.string(), z.union([z.boolean(), flagdFlagSchema])).superRefine((flags, ctx) => {
  Object.keys(flags).filter((name) => !isFlagName(name)).forEach((name) => {
    ctx.addIssue({ code: 'custom', message: `unknown flag "${name}"`, path: [name] });
  });
});
export type ScenarioFlags = z.infer<typeof scenarioFlagsSchema>;

function asFlagdFlag(value: boolean | FlagdFlag | undefined): FlagdFlag {
  if (typeof value === 'object') return value;
  return { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: value ? 'on' : 'off' };
}

/** The scenario's flags as a flagd flag-definition document; a flag the scenario leaves out is off. */
export function flagdDefinitions(flags: ScenarioFlags): { flags: Record<string, FlagdFlag> } {
  return { flags: Object.fromEntries(flagNames.map((name) => [name, asFlagdFlag(flags[name])])) };
}
