/** devices.refreshStatus and doorCodes.resendPins: requests the hub carries out for a device or its locks. */
import { z } from 'zod';
import { authed } from '../auth';
import { visibleGatewayUnit } from '../hubAccess';
import { hubUnavailable } from '../hubAvailability';
import { readBody } from '../input';
import { json, problem } from '../respond';
import { callerBody } from './callerBody';

/** The specification does not show this call's payload; the app sends an empty object. */
const resendBody = z.object({});

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
  const locks = sim.db.devices.findMany((q) => q.where({ gatewayId, deviceType: 'lock' }));
  if (locks.length === 0) return problem(400, 'There are no locks on this hub.');
  return json({ message: `Pins resent to ${locks.length} ${locks.length === 1 ? 'lock' : 'locks'}.` });
});
