/** Every feature flag of spec 01 §6 and 02 §6. Screens read flags only through useFlag(). */
export const flagNames = [
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

export type FlagName = (typeof flagNames)[number];
export type FlagValues = Partial<Record<FlagName, boolean>>;

export function isFlagName(name: string): name is FlagName {
  return (flagNames as readonly string[]).includes(name);
}

/** The targeting key before sign-in (spec 01 §6); after it, the installer's e-mail. */
export const ANONYMOUS = 'anonymous';
