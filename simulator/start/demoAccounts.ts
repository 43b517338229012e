import type { DemoAccount } from '../../app/config/runtime';
import type { Database } from '../db/database';

/** The seeded users marked as demo accounts, as the sign-in page offers them. */
export function demoAccounts(db: Database): DemoAccount[] {
  return db.users
    .findMany((q) => q.where({ demoLabel: (label) => label !== null }))
    .map((user) => ({ label: user.demoLabel ?? user.email, email: user.email, password: user.password }));
}
