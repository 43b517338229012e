/** Door-code module data of a lock and its sync records (spec 02 §3, §9). */
import { z } from 'zod';

export const dcmSchema = z.object({
  version: z.number(),
  codesExpected: z.number().int(),
  codesSynced: z.number().int(),
  masterCodeExpected: z.boolean(),
  masterCodeSynced: z.boolean(),
});
export type Dcm = z.infer<typeof dcmSchema>;

export const syncStatuses = [
  'in_progress', 'complete', 'cloud_error', 'codes_failing', 'hub_offline', 'lock_offline',
  'low_battery', 'pairing_issue', 'poor_cell_signal', 'paused',
] as const;

export const syncRecordSchema = z.object({
  device_id: z.string(),
  status: z.enum(syncStatuses),
  created: z.string(),
  last_updated: z.string(),
  completed: z.string().nullish(),
  reason: z.string().nullish(),
  sent_percent: z.number(),
  verified_percent: z.number(),
});
export type SyncRecord = z.infer<typeof syncRecordSchema>;

export const syncListSchema = z.object({ results: z.array(syncRecordSchema) });
