/** A complete hub record for pure hub tests, built the way the seed builds one. */
import { recordSchemas, type HubRecord } from '../db/schemas';
import { buildHub } from '../seed/hubs';

const SEED_NOW = Date.parse('2026-11-21T09:00:00Z');

export function hubRecordFor(patch: Partial<HubRecord>): HubRecord {
  const seeded = recordSchemas.hubs.parse(buildHub({ serial: 'HB2-0000001', gatewayId: 'gw-1', addressId: 1, now: SEED_NOW, bootedHoursAgo: 1 }));
  return { ...seeded, ...patch };
}
