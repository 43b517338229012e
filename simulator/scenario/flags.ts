/**
 * Feature flags a scenario may set (spec 01 §6). Naming an unknown flag is an error, so a typo
 * in a scenario file cannot silently leave a feature off.
 */
export const knownFlags = [
  'customer-support-user',
  'yale-lock-master-codes',
  'submit-from-hub-association',
  'salesforce-unit-sku-quantity',
  'enforce-work-ticket-closure',
  'handle-s-2-inclusion-attempts',
  'use-salesforce-install-locations',
  'hub-connectivity-banner',
  'door-code-reliability',
  'unit-version-2',
  'new-pairing',
  'location-selection',
  'exclusion-hint',
] as const;

export type FlagName = (typeof knownFlags)[number];

export function isKnownFlag(name: string): name is FlagName {
  return (knownFlags as readonly string[]).includes(name);
}
