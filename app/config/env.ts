import { readDemoAccounts } from './demoAccounts';

/** Build-time configuration. The app knows only URLs and names; it never knows whether a simulator answers. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  hubStreamUrl: import.meta.env.VITE_HUB_STREAM_URL ?? '',
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Hearth',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE ?? '',
  reportUrl: import.meta.env.VITE_REPORT_URL ?? '',
  /** Help page linked from the poor-cellular-signal banner. */
  cellularHelpUrl: import.meta.env.VITE_CELLULAR_HELP_URL ?? '',
  /** JSON object of flag values, served to every installer alike when the build names no flag service. */
  featureFlags: import.meta.env.VITE_FEATURE_FLAGS as string | undefined,
  /** The flag service's address (OFREP); empty: the flags are VITE_FEATURE_FLAGS (decision 0294). */
  flagServiceUrl: import.meta.env.VITE_FLAG_SERVICE_URL ?? '',
  /** Accounts the sign-in page lists (demo builds: set from fixtures/demo-users.json by scripts/build/demoAccounts.ts). */
  demoAccounts: readDemoAccounts(import.meta.env.VITE_DEMO_ACCOUNTS as string | undefined),
} as const;

/** The payload key for hub association is named after the product ({product}_hub_serial). */
export const hubSerialKey = `${env.productName.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_hub_serial`;
