/**
 * Demo users (fixtures/demo-users.json) and who sees which community. They are seeded in every
 * scenario, since a scenario nobody can sign in to is of no use.
 */
import { z } from 'zod';
import { demoUsersJson } from '../../fixtures';
import type { DatabaseSnapshot } from '../db/database';
import { userRecordSchema } from '../db/schemas';

const demoUserSchema = userRecordSchema.extend({
  /** 'all': member of every seeded community; 'handwritten': only of the hand-written one. */
  sees: z.enum(['all', 'handwritten']),
}).strict();

export const demoUsers = z.array(demoUserSchema).parse(demoUsersJson);

export function addDemoUsers(out: DatabaseSnapshot, handwrittenCommunityUid: string): void {
  demoUsers.forEach(({ sees: _sees, ...user }) => out.users.push(user));
  out.communities.forEach((community) => {
    community.memberUids = demoUsers
      .filter((user) => user.sees === 'all' || community.uid === handwrittenCommunityUid)
      .map((user) => user.uid);
  });
}
