import { request } from './client';
import { streamAnswerSchema, streamTokenAnswerSchema, yaleMasterCodesSchema } from './schemas';

/** Calls that support the pairing flow: the stream set-up and the Yale master codes. */
export const pairingSupportApi = {
  streamToken: (signal?: AbortSignal) => request('stream.token', { schema: streamTokenAnswerSchema, signal }),
  getStream: (gatewayId: string, signal?: AbortSignal) =>
    request('stream.get', { query: { gatewayId }, schema: streamAnswerSchema, signal }),
  createStream: (hubSerial: string, signal?: AbortSignal) =>
    request('stream.create', { body: { hub_serial: hubSerial }, schema: streamAnswerSchema, signal }),
  getMasterCodes: (addressId: number | string, signal?: AbortSignal) =>
    request('yale.getMasterCodes', { query: { addressId }, schema: yaleMasterCodesSchema, signal }),
  saveMasterCode: (addressId: number | string, initialMasterCode: string, signal?: AbortSignal) =>
    request('yale.saveMasterCode', { query: { addressId }, body: { initialMasterCode }, schema: yaleMasterCodesSchema, signal }),
};
