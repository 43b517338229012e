import { useBooleanFlagValue } from '@openfeature/react-sdk';
import type { FlagName } from './flagNames';

/** A flag's value for the signed-in user; off until the provider answers. */
export function useFlag(name: FlagName): boolean {
  return useBooleanFlagValue(name, false);
}
