/**
 * The provider names the serial field of hubs.associate after the product ({product}_hub_serial,
 * spec 01 §7). The simulator reads the product name from the build configuration itself, as the
 * provider's server has its own; a test checks it matches the key the app sends.
 */
const productName: string = import.meta.env.VITE_PRODUCT_NAME ?? 'Hearth';

export const hubSerialKey = `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_hub_serial`;
