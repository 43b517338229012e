/** devices.refreshStatus and doorCodes.resendPins: requests the hub carries out for a device or its locks. */
import { z } from 'zod';
import { authed } from '../auth';
import { visibleGatewayUnit } from '../../access/hubAccess';
import { hubUnavailable } from '../hubAvailability';
import { readBody } from '../input';
import { json, problem } from '../respond';
import { startSync } from '../../door-codes/sync';
import { callerBody } from './callerBody';

/**
 * The specification does not show this call's payload: the app sends an empty object for every
 * lock of the gateway, or `device_id` for one lock (its sync button).
 */
const resendBody = z.object({ device_id: z.string().min(1).optional() });

/** The device reports again: every reading is re-issued now. `deviceId` is the device's uid. */
export const refreshDeviceStatus = authed(async ({ sim, user, params, request }) => {
  const body = await readBody(request, callerBody);
  if (!body.ok) return body.response;
  const uid = params.deviceId ?? '';
  const device = sim.db.devices.findFirst((q) => q.where({ uid }));
  if (!device || !visibleGatewayUnit(sim, user, device.gatewayId)) return problem(404, `Object Not Found Matching Id ${uid}`);
  const unavailable = await hubUnavailable(sim, device.gatewayId);
  if (unavailable) return unavailable;
  const now = new Date(sim.clock.now()).toISOString();
  await sim.db.devices.update((q) => q.where({ uid }), {
    data: (draft) => void draft.sensors.forEach((reading) => void (reading.timeIssued = now)),
  });
  return json({ message: `Status refresh requested for ${device.name ?? device.model ?? uid}.` });
});

export const resendPins = authed(async ({ sim, user, params, request }) => {
  const body = await readBody(request, resendBody);
  if (!body.ok) return body.response;
  const gatewayId = params.gatewayId ?? '';
  if (!visibleGatewayUnit(sim, user, gatewayId)) return problem(404, `Object Not Found Matching Id ${gatewayId}`);
  const unavailable = await hubUnavailable(sim, gatewayId);
  if (unavailable) return unavailable;
  const deviceId = body.value.device_id;
  const locks = sim.db.devices.findMany((q) => q.where({ gatewayId, deviceType: 'lock' })).filter((lock) => !deviceId || lock.uid === deviceId);
  if (deviceId && locks.length === 0) return problem(400, `device_id: ${deviceId} is not a lock of this hub`);
  if (locks.length === 0) return problem(400, 'There are no locks on this hub.');
  // Resent pins are synced by the door-code service, one sync per lock.
  for (const lock of locks) await startSync(sim, lock.uid, sim.clock.now());
  return json({ message: `Pins resent to ${locks.length} ${locks.length === 1 ? 'lock' : 'locks'}.` });
});
