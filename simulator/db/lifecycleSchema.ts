/**
 * What a simulated hub is doing besides running: the simulator-only part of a hub record.
 * Times are simulator milliseconds; the answers at any moment follow from them (../hub/lifecycle.ts),
 * so nothing has to be scheduled and the clock's advance and jump move hubs like everything else.
 */
import { z } from 'zod';

export const hubLifecycleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rebooting'), since: z.number() }),
  z.object({ kind: z.literal('restarting'), since: z.number() }),
  /** Downloading, then starting, the release `commit`. */
  z.object({ kind: z.literal('updating'), since: z.number(), commit: z.string().min(1) }),
]);
export type HubLifecycle = z.infer<typeof hubLifecycleSchema>;
