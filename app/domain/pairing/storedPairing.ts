/**
 * The pairing flow as it is kept across a reload (one record per unit): the whole PairingState,
 * whose timers are deadlines on the one clock, so a reloaded page goes on where it was. A record
 * that does not match this schema is unreadable and the flow starts clean.
 */
import { z } from 'zod';
import { errorKinds, type PairingState, type Stage } from './stages';

const time = z.number().finite();
const hubWait = { masterEndsAt: time };
const countdown = { countdownEndsAt: time, masterEndsAt: time };

const stageSchema: z.ZodType<Stage> = z.discriminatedUnion('name', [
  z.object({ name: z.literal('choose-device') }),
  z.object({ name: z.literal('yale-codes') }),
  z.object({ name: z.literal('yale-master-code') }),
  z.object({ name: z.literal('pairing-start') }),
  z.object({ name: z.literal('exclusion-prep'), ...hubWait }),
  z.object({ name: z.literal('exclusion-start'), ...countdown }),
  z.object({ name: z.literal('excluding'), ...hubWait }),
  z.object({ name: z.literal('exclusion-success') }),
  z.object({ name: z.literal('inclusion-prep'), ...hubWait }),
  z.object({ name: z.literal('inclusion-start'), ...countdown }),
  z.object({ name: z.literal('including'), ...hubWait }),
  z.object({ name: z.literal('device-info'), nodeId: z.number().int().nullable(), found: z.string().nullable(), endsAt: time }),
  z.object({ name: z.literal('inclusion-success'), deviceUid: z.string() }),
]);

export const storedPairingSchema: z.ZodType<PairingState> = z.object({
  mode: z.enum(['inclusion', 'exclusion']),
  yale: z.boolean(),
  stage: stageSchema,
  error: z
    .object({ kind: z.enum(errorKinds), detail: z.string().optional() })
    .nullable(),
  attempts: z.number().int().min(0),
  exclusionHint: z.boolean(),
  handleS2: z.boolean(),
  masterCodes: z.object({ active: z.string(), inactive: z.array(z.string()).readonly() }).nullable(),
  yaleExclusionFailures: z.number().int().min(0),
  knownUids: z.array(z.string()).readonly(),
});
