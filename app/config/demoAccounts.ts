import { isRecord } from '../lib/valueCheck';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

function isDemoAccount(value: unknown): value is DemoAccount {
  return isRecord(value) && typeof value.label === 'string' && typeof value.email === 'string' && typeof value.password === 'string';
}

/**
 * The accounts the sign-in page offers, from the build's VITE_DEMO_ACCOUNTS (a JSON list; simulator
 * builds only). A value that is not such a list offers none rather than breaking the sign-in page.
 */
export function readDemoAccounts(setting: string | undefined): DemoAccount[] {
  if (!setting) return [];
  try {
    const value: unknown = JSON.parse(setting);
    if (Array.isArray(value) && value.every(isDemoAccount)) return value;
  } catch {
    // Reported below, like a value of the wrong shape.
  }
  console.warn('VITE_DEMO_ACCOUNTS is not a list of demo accounts; none are offered.');
  return [];
}
