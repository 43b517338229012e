/**
 * Feature flags a scenario may set: the app's own list (spec 01 §6). Naming an unknown flag is
 * an error, so a typo in a scenario file cannot silently leave a feature off.
 */
export { flagNames as knownFlags, isFlagName as isKnownFlag, type FlagName } from '../../app/flags/flagNames';
