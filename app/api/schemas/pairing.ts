/** What the pairing flow's support calls answer: the stream set-up and the Yale master codes (spec 02 §3). */
import { z } from 'zod';

export const streamTokenAnswerSchema = z.object({ token: z.string() });

export const streamAnswerSchema = z.looseObject({ streamId: z.string().optional() });

export const yaleMasterCodesSchema = z.object({
  activeMasterCode: z.string().nullish(),
  inactiveMasterCodes: z.array(z.string()).default([]),
});
export type YaleMasterCodes = z.infer<typeof yaleMasterCodesSchema>;

/**
 * A message on the hub stream (spec 02 §3 'Hub message', §4 'Hub messages'): a state and a status.
 * `nodeId` names the Z-Wave node (the device's localId) on AddNode and RemoveNode messages, so the
 * device-info stage can tell the new device from the others. A Z-Wave node id is 1 or more, and 0 is
 * what a controller reports for a device excluded that was in no network of its own; a message
 * naming node -1 breaks the contract and is refused (decision 0263). Loose: a hub may send more.
 */
export const hubMessageStates = ['AddNode', 'RemoveNode', 'NetworkChanged', 'DetailedNodeTotals'] as const;
export type HubMessageState = (typeof hubMessageStates)[number];

export const hubMessageSchema = z.looseObject({
  state: z.enum(hubMessageStates),
  status: z.string().min(1),
  nodeId: z.number().int().min(0).nullish(),
});
export type HubMessage = z.infer<typeof hubMessageSchema>;

/** POST yale_lock/master_code: the initial master code the app generated (spec 02 §5, §7). */
export const saveMasterCodeBodySchema = z.object({ initialMasterCode: z.string().regex(/^\d{6}$/, 'must be 6 digits') });
