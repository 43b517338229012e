/**
 * The pairing flow as it is kept across a reload (one record per unit): the whole PairingState,
 * whose timers are deadlines on the one clock, so a reloaded page goes on where it was. A record
 * that does not match this schema is unreadable and the flow starts clean.
 */
import { z } from 'zod';
import type { PairingState, Stage } from './stages';

const time = z.number().finite();
const hubWait = { masterEndsAt: time };
const countdown = { countdownEndsAt: time, masterEndsAt: time };

const stageSchema: z.ZodType<Stage> = z.discriminatedUnion('name', [
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
    .object({ kind: z.enum(['start', 'prep', 'exclude', 'include', 'sensorsError', 'sensorsFailed']), detail: z.string().optional() })
    .nullable(),
  attempts: z.number().int().min(0),
  exclusionHint: z.boolean(),
  knownUids: z.array(z.string()).readonly(),
});
