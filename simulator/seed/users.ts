/**
 * Demo users (fixtures/demo-users.json) and who sees which community. They are seeded in every
 * scenario, since a scenario nobody can sign in to is of no use.
 */
import { demoUsersJson } from '../../fixtures';
import type { DatabaseSnapshot } from '../db/database';
import type { DemoUser } from './catalogueSchemas';

export const demoUsers = demoUsersJson as DemoUser[];

export function addDemoUsers(out: DatabaseSnapshot, handwrittenCommunityUid: string): void {
  demoUsers.forEach(({ sees: _sees, ...user }) => out.users.push(user));
  out.communities.forEach((community) => {
    community.memberUids = demoUsers
      .filter((user) => user.sees === 'all' || community.uid === handwrittenCommunityUid)
      .map((user) => user.uid);
  });
}
