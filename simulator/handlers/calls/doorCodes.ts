/**
 * The door-code service's calls: a lock's or a unit's sync records (newest first, as the API
 * record without the simulator's own fields) and a lock's code-module data. Syncs are started by
 * doorCodes.resendPins (./deviceActions.ts) and run in ../../door-codes/sync.ts.
 */
import { dcmSchema, syncRecordSchema } from '../../../app/api/schemas';
import type { DoorCodeSyncRecord } from '../../db/schemas';
import { visibleUnit } from '../../access/access';
import { authed } from '../auth';
import { visibleGatewayUnit } from '../../access/hubAccess';
import { json, problem } from '../respond';

const newestFirst = (records: readonly DoorCodeSyncRecord[]) =>
  [...records].sort((a, b) => b.created.localeCompare(a.created)).map((record) => syncRecordSchema.parse(record));

export const syncsForDevice = authed(({ sim, user, params }) => {
  const uid = params.deviceId ?? '';
  const device = sim.db.devices.findFirst((q) => q.where({ uid }));
  if (!device || !visibleGatewayUnit(sim, user, device.gatewayId)) return problem(404, `Object Not Found Matching Id ${uid}`);
  return json({ results: newestFirst(sim.db.doorCodeSyncs.findMany((q) => q.where({ device_id: uid }))) });
});

export const syncsForAddress = authed(({ sim, user, params }) => {
  const addressId = Number(params.addressId);
  if (!Number.isInteger(addressId) || !visibleUnit(sim, user, addressId)) return problem(404, `Object Not Found Matching Id ${params.addressId ?? ''}`);
  return json({ results: newestFirst(sim.db.doorCodeSyncs.findMany((q) => q.where({ addressId }))) });
});

export const deviceSyncData = authed(({ sim, user, params }) => {
  const uid = params.deviceId ?? '';
  const device = sim.db.devices.findFirst((q) => q.where({ uid }));
  if (!device || !visibleGatewayUnit(sim, user, device.gatewayId)) return problem(404, `Object Not Found Matching Id ${uid}`);
  if (!device.dcm) return problem(404, `Object Not Found Matching Id ${uid}: the device has no door-code module`);
  return json(dcmSchema.parse(device.dcm));
});
