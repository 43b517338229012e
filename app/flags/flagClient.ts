/**
 * The one flag client: OpenFeature's web SDK. Which provider answers is decided at startup
 * (the simulator's scenario values, or the deployment's); evaluation is keyed by the signed-in
 * user's e-mail, or 'anonymous' (spec 01 §6).
 */
import { InMemoryProvider, OpenFeature, type Provider } from '@openfeature/web-sdk';
import { ANONYMOUS, flagNames, isFlagName, type FlagValues } from './flagNames';

export { ANONYMOUS };

/** Flags as OpenFeature's in-memory provider wants them; a flag not given is off. */
export function inMemoryConfiguration(values: FlagValues) {
  return Object.fromEntries(
    flagNames.map((name) => [
      name,
      { variants: { on: true, off: false }, defaultVariant: values[name] ? 'on' : 'off', disabled: false },
    ]),
  );
}

/** VITE_FEATURE_FLAGS holds a JSON object of flag values; anything unreadable counts as no flags. */
export function parseFlagValues(raw: string | undefined): FlagValues {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => isFlagName(entry[0]) && typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

/** Resolves once the provider can answer, so the first render already sees the flags. */
export async function startFlagClient(values: FlagValues, provider: Provider = new InMemoryProvider(inMemoryConfiguration(values))): Promise<void> {
  await OpenFeature.setProviderAndWait(provider, { targetingKey: ANONYMOUS });
}

/** Keyed by the user's e-mail once signed in. */
export function setFlagUser(email: string | null | undefined): void {
  void OpenFeature.setContext({ targetingKey: email || ANONYMOUS });
}
