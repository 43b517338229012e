/** Build-time configuration. The app knows only URLs and names; it never knows whether a simulator answers. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  hubStreamUrl: import.meta.env.VITE_HUB_STREAM_URL ?? '',
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Hearth',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE ?? '',
  reportUrl: import.meta.env.VITE_REPORT_URL ?? '',
} as const;

/** Build-time constant: in a production build this folds to `false` and the simulator import is dropped. */
export const SIMULATOR_BUILD = import.meta.env.DEV || import.meta.env.VITE_SIMULATOR === '1';

/** The payload key for hub association is named after the product ({product}_hub_serial). */
export const hubSerialKey = `${env.productName.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_hub_serial`;
