import type { Database } from '../db/database';

/** An account the sign-in page offers (the app's DemoAccount, by shape). */
export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

/** The seeded users marked as demo accounts, as the sign-in page offers them. */
export function demoAccounts(db: Database): DemoAccount[] {
  return db.users
    .findMany((q) => q.where({ demoLabel: (label) => label !== null }))
    .map((user) => ({ label: user.demoLabel ?? user.email, email: user.email, password: user.password }));
}
