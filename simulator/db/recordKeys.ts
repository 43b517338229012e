/**
 * Each record's identity within its collection: what persistence saves a changed record under,
 * so a reload puts it back in place of the seeded one (or adds it, or removes the seeded one).
 */
import type { CollectionName, RecordOf } from './schemas';

type KeyOf = { [C in CollectionName]: (record: RecordOf<C>) => string };

export const recordKeys: KeyOf = {
  users: (user) => user.uid,
  sessions: (session) => session.token,
  communities: (community) => community.uid,
  units: (unit) => String(unit.id),
  hubs: (hub) => hub.hub_serial_number,
  devices: (device) => device.uid,
  workTickets: (ticket) => ticket.id,
  // A lock keeps its past syncs: one record per sync, told apart by when it was created.
  doorCodeSyncs: (sync) => `${sync.device_id}|${sync.created}`,
  yaleMasterCodes: (codes) => String(codes.addressId),
  installLocations: (locations) => `${locations.communityId}|${locations.family}`,
  submissions: (submission) => submission.id,
  zwaveControllers: (controller) => controller.serial,
  yaleLocks: (lock) => lock.serial,
  exercises: (exercise) => exercise.id,
};

export function keyOf<C extends CollectionName>(collection: C, record: RecordOf<C>): string {
  return (recordKeys[collection] as (record: RecordOf<C>) => string)(record);
}
