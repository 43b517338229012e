/**
 * The demo build's sign-in page lists the demo accounts (fixtures/demo-users.json, seeded in every
 * scenario). They are build configuration, like the API's address: the page renders them at once,
 * without waiting for the simulator to load and seed (issue 17; decision 0183).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { DemoAccount } from '../../app/config/demoAccounts';

interface DemoUser {
  email: string;
  password: string;
  demoLabel?: string | null;
}

export function demoAccountsOf(users: readonly DemoUser[]): DemoAccount[] {
  return users.flatMap((user) => (user.demoLabel ? [{ label: user.demoLabel, email: user.email, password: user.password }] : []));
}

const DEMO_USERS = new URL('../../fixtures/demo-users.json', import.meta.url);

/** `import.meta.env.VITE_DEMO_ACCOUNTS`: the accounts as JSON in simulator builds, absent otherwise. */
export function demoAccountsSetting(enabled: boolean): Plugin {
  return {
    name: 'demo-accounts-setting',
    config() {
      if (!enabled) return undefined;
      const accounts = demoAccountsOf(JSON.parse(readFileSync(DEMO_USERS, 'utf8')) as DemoUser[]);
      return { define: { 'import.meta.env.VITE_DEMO_ACCOUNTS': JSON.stringify(JSON.stringify(accounts)) } };
    },
  };
}
