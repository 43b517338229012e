/** Hub status and software update status (spec 02 §3, §4). */
import { z } from 'zod';

export const hubStatusSchema = z.object({
  hub_serial_number: z.string(),
  gateway_id: z.string(),
  is_iot_hub: z.boolean(),
  balena_commit_hash: z.string().nullish(),
  balena_branch: z.string().nullish(),
  balena_release_group: z.string().nullish(),
  /** ISO date-time of the last boot. */
  boot_time: z.string().nullish(),
  internet_delivery: z.string().nullish(),
  ethernet_ip_address: z.string().nullish(),
  cellular_ip_address: z.string().nullish(),
  wifi_ip_address: z.string().nullish(),
  cellular_signal: z.union([z.number(), z.string()]).nullish(),
  iccid: z.string().nullish(),
  /** ISO date-time of the last heartbeat. */
  last_seen: z.string().nullish(),
});
export type HubStatus = z.infer<typeof hubStatusSchema>;

export const serviceStatusSchema = z.object({
  status: z.enum(['Running', 'Downloaded', 'Downloading']),
  commit: z.string().nullish(),
  download_progress: z.number().nullish(),
});

export const hubUpdateStatusSchema = z.object({
  result: z.object({
    update_pending: z.boolean(),
    current_commit: z.string().nullish(),
    service_statuses: z.record(z.string(), serviceStatusSchema).default({}),
  }),
});
export type HubUpdateStatus = z.infer<typeof hubUpdateStatusSchema>;
