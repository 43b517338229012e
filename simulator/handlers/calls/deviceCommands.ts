/**
 * devices.command and devices.setNotifications: operating a device through its hub, and a leak
 * sensor's alerts. `deviceId` is the device's uid, as for devices.refreshStatus. A command is
 * accepted at once; the device reports its new state later on the simulator clock.
 */
import type { z } from 'zod';
import { deviceCommandBodySchema, setNotificationsBodySchema } from '../../../app/api/schemas';
import type { DeviceRecord } from '../../db/schemas';
import { commandEffects } from '../../devices/commandEffects';
import { DEVICE_READING_EVENT } from '../../devices/readings';
import { authed } from '../auth';
import type { AuthedContext } from '../context';
import { visibleGatewayUnit } from '../../access/hubAccess';
import { hubUnavailable } from '../hubAvailability';
import { readBody } from '../input';
import { json, problem } from '../respond';

/** A call about one device the user can reach through its hub's unit, with its body checked first. */
function deviceCall<B>(schema: z.ZodType<B>, act: (ctx: AuthedContext, device: DeviceRecord, body: B) => Promise<Response>) {
  return authed(async (ctx) => {
    const body = await readBody(ctx.request, schema);
    if (!body.ok) return body.response;
    const uid = ctx.params.deviceId ?? '';
    const device = ctx.sim.db.devices.findFirst((q) => q.where({ uid }));
    if (!device || !visibleGatewayUnit(ctx.sim, ctx.user, device.gatewayId)) return problem(404, `Object Not Found Matching Id ${uid}`);
    return act(ctx, device, body.value);
  });
}

export const commandDevice = deviceCall(deviceCommandBodySchema, async ({ sim }, device, { command, commandValue }) => {
  const unavailable = await hubUnavailable(sim, device.gatewayId);
  if (unavailable) return unavailable;
  const outcome = commandEffects(device.deviceType, command, commandValue, (sensorType) => device.sensors.find((reading) => reading.sensorType === sensorType)?.value ?? undefined);
  if (!outcome.ok) return problem(400, outcome.error);
  const now = sim.clock.now();
  const serial = sim.db.hubs.findFirst((q) => q.where({ gateway_id: device.gatewayId }))?.hub_serial_number;
  const { reports, lateByMs = 0 } = serial === undefined ? { reports: true } : sim.hubBehaviours.decide(serial, 'device.command', { uid: device.uid, deviceType: device.deviceType });
  if (reports) {
    outcome.changes.forEach(({ sensorType, value, afterMs }) => {
      sim.scheduler.schedule(DEVICE_READING_EVENT, now + afterMs + lateByMs, { uid: device.uid, sensorType, value });
    });
  }
  return json({ message: `Command ${command} sent to ${device.name ?? device.model ?? device.uid}.` });
});

export const setDeviceNotifications = deviceCall(setNotificationsBodySchema, async ({ sim }, device, { notifications }) => {
  const updated = await sim.db.devices.update((q) => q.where({ uid: device.uid }), {
    data: (draft) => void (draft.notifications = notifications),
  });
  return json(updated);
});
