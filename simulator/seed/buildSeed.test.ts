import { describe, expect, it } from 'vitest';
import { workTicketStatuses } from '../../app/api/schemas';
import { keyOf } from '../db/recordKeys';
import { recordSchemas, collectionNames } from '../db/schemas';
import { buildSeed } from './buildSeed';
import type { SeedPlan } from './plan';

const NOW = Date.UTC(2026, 10, 21, 9);
const plan: SeedPlan = { handwritten: true, bulk: [{ communities: 3, unitsPerCommunity: [5, 30], seed: 42 }] };

describe('buildSeed', () => {
  it('gives the same data for the same plan and start time', () => {
    expect(JSON.stringify(buildSeed(plan, NOW))).toBe(JSON.stringify(buildSeed(plan, NOW)));
  });

  it('gives different bulk data for a different seed', () => {
    const other = buildSeed({ ...plan, bulk: [{ communities: 3, unitsPerCommunity: [5, 30], seed: 43 }] }, NOW);
    expect(other.communities.map((c) => c.name)).not.toEqual(buildSeed(plan, NOW).communities.map((c) => c.name));
  });

  it('produces records that every collection schema accepts', () => {
    const seed = buildSeed(plan, NOW);
    collectionNames.forEach((name) => {
      seed[name].forEach((record) => expect(recordSchemas[name].safeParse(record).error).toBeUndefined());
    });
  });

  it('keeps ids, serials and community names unique across groups', () => {
    const seed = buildSeed({ handwritten: true, bulk: [{ communities: 40, unitsPerCommunity: 3, seed: 1 }, { communities: 40, unitsPerCommunity: 3, seed: 1 }] }, NOW);
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(seed.units.map((u) => u.id))).toBe(true);
    expect(unique(seed.hubs.map((h) => h.hub_serial_number))).toBe(true);
    expect(unique(seed.communities.map((c) => c.name))).toBe(true);
  });

  it('makes the demo installer a member of every community and support only of the hand-written one', () => {
    const seed = buildSeed(plan, NOW);
    const installer = seed.users.find((u) => u.email === 'installer@demo.test');
    const support = seed.users.find((u) => u.email === 'support@demo.test');
    expect(seed.communities.every((c) => c.memberUids.includes(installer?.uid ?? '-'))).toBe(true);
    expect(seed.communities.filter((c) => c.memberUids.includes(support?.uid ?? '-')).map((c) => c.name)).toEqual(['Maple Court Apartments']);
  });

  // How fast is npm run bench's job (tests/bench/seed.bench.ts): a time limit here would fail on a busy machine.
  it('builds the large portfolio (5000 communities, 2000 units in one)', { timeout: 30_000 }, () => {
    const seed = buildSeed({ handwritten: true, bulk: [{ communities: 1, unitsPerCommunity: 2000, seed: 5000 }, { communities: 4998, unitsPerCommunity: 0, seed: 5001 }] }, NOW);
    expect(seed.communities).toHaveLength(5000);
    expect(seed.units.filter((u) => u.communityId === seed.communities[1]?.uid)).toHaveLength(2000);
    // Persistence keeps changed records under these keys, and the simulator finds hubs and units by them.
    const repeated = (values: unknown[]) => {
      const seen = new Set<unknown>();
      return values.filter((value) => seen.has(value) || !seen.add(value));
    };
    collectionNames.forEach((name) => expect(repeated(seed[name].map((record) => keyOf(name, record as never))), name).toEqual([]));
    expect(repeated(seed.units.map((u) => u.uid))).toEqual([]);
    expect(repeated(seed.hubs.map((h) => h.gateway_id))).toEqual([]);
  });
});

describe('the hand-written community', () => {
  const seed = buildSeed({ handwritten: true, bulk: [] }, NOW);
  const units = seed.units;
  const preview = units.map((u) => u.installerPreviewData).filter((p) => p != null);

  it('covers every unit case the screens distinguish', () => {
    expect(units.some((u) => !u.gatewayId)).toBe(true);
    expect(units.some((u) => u.gatewayId && !u.hub_serial)).toBe(true);
    expect(units.some((u) => u.hub_serial && u.residents?.length === 0)).toBe(true);
    expect(units.some((u) => u.residents?.some((r) => r.firstName && r.lastName))).toBe(true);
    expect(units.some((u) => u.residents?.some((r) => !r.firstName && !r.lastName && r.email))).toBe(true);
    expect(new Set(preview.map((p) => p.workType))).toEqual(new Set(['install', 'service', 'install;service']));
    expect(new Set(preview.map((p) => p.workTicketStatus))).toEqual(new Set(workTicketStatuses));
    expect(preview.filter((p) => p.workType === 'service').map((p) => p.pte)).toEqual(expect.arrayContaining([true, false]));
    expect(preview.some((p) => p.specialHandling && p.pteNotes && p.notes)).toBe(true);
    expect(new Set(preview.flatMap((p) => p.devicesToBeInstalled ?? []).map((d) => d.deviceType)).size).toBe(10);
  });

  it('has live devices of each kind, with the lock locked and managed by door codes', () => {
    const lock = seed.devices.find((d) => d.deviceType === 'lock' && d.dcm?.version === 2);
    expect(lock?.sensors?.find((s) => s.sensorType === 'DoorLocked')?.value).toBe('True');
    expect(new Set(seed.devices.map((d) => d.deviceType))).toEqual(new Set(['lock', 'thermostat', 'switch', 'dimmer', 'binary_sensor', 'gateway']));
    const leak = seed.devices.find((d) => d.sensors?.some((s) => s.sensorType === 'BinarySensorWater'));
    expect(leak?.notifications).toBe(false);
  });

  it('keeps scheduled dates relative to the start: unit 101 is scheduled that day', () => {
    expect(units.find((u) => u.unit === '101')?.installerPreviewData?.scheduledDate).toBe('2026-11-21');
  });

  it('offers unassigned hub serials', () => {
    expect(seed.hubs.filter((h) => h.addressId === null).length).toBeGreaterThan(0);
  });
});
