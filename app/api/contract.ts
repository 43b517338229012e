/**
 * The contract of every call: with the call table (./calls.ts) it says what each call sends and
 * what it may answer, as zod schemas. `npm run contract:export` writes it out as OpenAPI and
 * AsyncAPI documents (docs/contract/); the answer schemas are the ones the app checks answers
 * with, and the bodies the ones its API modules send (decision 0296).
 */
import { z } from 'zod';
import { hubSerialKey } from '../config/env';
import type { CallName } from './calls';
import {
  actionAnswerSchema, communityListAnswerSchema, deviceCommandBodySchema, deviceListAnswerSchema, dcmSchema, errorBodySchema,
  hubStatusSchema, hubUpdateStatusSchema, incompleteReasons, INSTALLER_CLIENT, liveDeviceSchema, loginAnswerSchema,
  ringCreateBodySchema, ringUpdateBodySchema, saveMasterCodeBodySchema, setNotificationsBodySchema, streamAnswerSchema,
  streamTokenAnswerSchema, syncListSchema, unitConfigurationSchema, unitListAnswerSchema, workTicketSchema, yaleMasterCodesSchema,
} from './schemas';

export interface CallContract {
  /** What a 2xx answer holds. */
  answer: z.ZodType;
  body?: z.ZodType;
  /** Query keys the app sends besides the call table's own (those are required), all optional. */
  optionalQuery?: readonly string[];
  summary: string;
  /** The success status when it is not 200 (the app takes any 2xx as success). */
  success?: 201;
  /** Error answers of this call besides the handled ones every call has (`handledErrors`). */
  errors?: Readonly<Record<number, string>>;
}

const caller = z.object({ client: z.literal(INSTALLER_CLIENT), userId: z.string() });
const pairingAction = caller.extend({ action: z.enum(['start', 'abort']) });
// The app shows and reports these as any other error answer (`custom`, else `message`); the
// contract lists them so the server's (and the simulator's, decision 0315) refusals are known ones.
const hubUnavailable = {
  409: 'The hub is busy (rebooting, restarting, updating) or refuses the request in its state: shown, reported',
  504: 'The hub did not answer the server (offline): shown, reported',
} as const;
const notAMember = { 403: 'The installer is not a member of the community: shown, reported' } as const;
const alreadyThere = { 409: 'The unit already has such a device: shown, reported' } as const;

const fields = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const contract: Record<CallName, CallContract> = {
  'auth.login': { summary: 'Sign in', answer: loginAnswerSchema, body: z.object({ email: z.string(), password: z.string(), applicationId: z.literal(INSTALLER_CLIENT) }) },
  'auth.logout': { summary: 'Sign out', answer: actionAnswerSchema, body: z.object({}) },
  'communities.list': { summary: "The installer's communities", answer: communityListAnswerSchema },
  'communities.get': { summary: 'One community', answer: communityListAnswerSchema },
  'units.list': { summary: "A community's units", answer: unitListAnswerSchema, errors: notAMember },
  'units.get': { summary: 'One unit', answer: unitListAnswerSchema },
  'units.configuration': { summary: "A unit's install locations", answer: unitConfigurationSchema, errors: notAMember },
  'workTickets.get': { summary: "A unit's work ticket", answer: workTicketSchema },
  'workTickets.submit': {
    summary: 'Close the work ticket',
    answer: actionAnswerSchema,
    body: z.object({ workType: z.string(), workTicketFields: fields, unitFields: fields }).meta({ description: `An incomplete ticket's reason is one of: ${incompleteReasons.join(', ')}` }),
  },
  'permissions.create': { summary: 'Create the hub permission', answer: actionAnswerSchema, body: z.object({ gateway_id: z.string() }) },
  'permissions.transfer': { summary: 'Move the permission to another hub', answer: actionAnswerSchema, body: z.object({ from_gateway_id: z.string(), to_gateway_id: z.string(), address_id: z.number().int() }) },
  'hubs.associate': { summary: 'Assign a hub to a unit', answer: actionAnswerSchema, body: z.object({ [hubSerialKey]: z.string(), address_id: z.number().int() }) },
  'hubs.disassociate': { summary: 'Remove the hub from a unit', answer: actionAnswerSchema, body: z.object({ gateway_id: z.string(), address_id: z.number().int() }) },
  'hubs.status': { summary: 'Hub status', answer: hubStatusSchema },
  'hubs.updateStatus': { summary: 'Software update status', answer: hubUpdateStatusSchema },
  'hubs.reboot': { summary: 'Reboot the hub', answer: actionAnswerSchema, body: caller, errors: hubUnavailable },
  'hubs.restart': { summary: 'Restart the hub software', answer: actionAnswerSchema, body: caller, errors: hubUnavailable },
  'hubs.resetNetwork': { summary: 'Reset the Z-Wave network', answer: actionAnswerSchema, body: caller, errors: hubUnavailable },
  'hubs.repairNetwork': { summary: 'Repair the Z-Wave network (not in the spec: decision 0124)', answer: actionAnswerSchema, body: caller, errors: hubUnavailable },
  'hubs.failDevice': { summary: 'Remove a failed device', answer: actionAnswerSchema, body: caller.extend({ nodeId: z.string() }), errors: hubUnavailable },
  'hubs.inclusion': { summary: 'Start or stop inclusion', answer: actionAnswerSchema, body: pairingAction, errors: hubUnavailable },
  'hubs.exclusion': { summary: 'Start or stop exclusion', answer: actionAnswerSchema, body: pairingAction, errors: hubUnavailable },
  'stream.token': { summary: 'Legacy hub stream: sync token', answer: streamTokenAnswerSchema },
  'stream.get': { summary: 'Legacy hub stream by gateway', answer: streamAnswerSchema },
  'stream.create': { summary: 'Legacy hub stream: create', answer: streamAnswerSchema, body: z.object({ hub_serial: z.string() }) },
  'devices.listByHub': { summary: "The hub's devices", answer: deviceListAnswerSchema, optionalQuery: ['deviceId'] },
  'devices.update': { summary: 'Rename or place a device', answer: liveDeviceSchema, body: z.object({ givenName: z.string().optional(), metadata_id: z.number().int().optional() }) },
  'devices.remove': { summary: 'Delete a device', answer: actionAnswerSchema },
  'devices.command': { summary: 'Operate a device', answer: actionAnswerSchema, body: deviceCommandBodySchema, errors: hubUnavailable },
  'devices.refreshStatus': { summary: "Refresh a device's readings", answer: actionAnswerSchema, body: caller, errors: hubUnavailable },
  'devices.setNotifications': { summary: "A device's alerts", answer: liveDeviceSchema, body: setNotificationsBodySchema },
  'nest.addLegacy': { summary: 'Add a legacy Nest thermostat', answer: liveDeviceSchema, body: z.object({ gatewayId: z.string(), localId: z.string(), model: z.string() }) },
  'nest.provision': { summary: 'Provision a Nest thermostat', answer: liveDeviceSchema, body: z.object({ installer: z.string(), deviceName: z.string(), deviceType: z.literal('nest') }), errors: alreadyThere },
  'nest.remove': { summary: 'Remove a Nest thermostat', answer: actionAnswerSchema },
  'nest.removeLegacy': { summary: 'Remove a legacy Nest thermostat', answer: actionAnswerSchema },
  'yale.getMasterCodes': { summary: "A unit's Yale master codes", answer: yaleMasterCodesSchema },
  'yale.saveMasterCode': { summary: 'Save the initial Yale master code', answer: yaleMasterCodesSchema, body: saveMasterCodeBodySchema },
  'doorCodes.resendPins': { summary: "Resend the gateway's door codes", answer: actionAnswerSchema, body: z.object({ device_id: z.string().optional() }), errors: hubUnavailable },
  'doorCodes.syncsForDevice': { summary: "A lock's door-code syncs", answer: syncListSchema },
  'doorCodes.syncsForAddress': { summary: "A unit's door-code syncs", answer: syncListSchema },
  'doorCodes.deviceSyncData': { summary: "A lock's door-code module data", answer: dcmSchema },
  'ring.create': { summary: 'Add a Ring doorbell', answer: liveDeviceSchema, body: ringCreateBodySchema, success: 201, errors: alreadyThere },
  'ring.update': { summary: 'Change a Ring doorbell', answer: liveDeviceSchema, body: ringUpdateBodySchema },
};

/**
 * The error answers the app handles, for every call (spec 01 §8, 02 §8): the body's `custom` or
 * `message` is shown; 401 ends the session; 424 and 'Object Not Found Matching Id' are not reported.
 */
export const handledErrors: Record<string, string> = {
  400: 'Refused: the app shows `custom`, else `message`, else a text naming the status',
  401: 'The session token is not valid: the app ends the session and shows sign-in',
  404: "Not found; 'Object Not Found Matching Id' is not reported",
  424: 'A dependency failed: shown, not reported',
  500: 'Server failure: shown with the support text, reported',
};
export const errorAnswerSchema = errorBodySchema;

/**
 * How the hub stream may close from the service's side. The app relies on one thing only: a close
 * it did not ask for is unexpected (one reconnect, then failure), so the service never closes with
 * the app's own close reason. These are the codes a WebSocket service sends or a browser reports
 * (decision 0332).
 */
export const streamServerCloses: Readonly<Record<number, string>> = {
  1000: 'Normal closure by the service',
  1001: 'Going away: the service restarts, or the connection reached its time limit',
  1006: 'Dropped without a close frame (a network failure); the browser reports it, the reason is empty or the transport\'s',
  1011: 'An error in the service',
};
/** WebSocket close reasons are at most 123 bytes. */
export const STREAM_CLOSE_REASON_MAX = 123;
