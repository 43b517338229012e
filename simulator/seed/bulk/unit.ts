/** One bulk unit with whatever hangs off it: hub, live devices and work ticket. */
import type { RecordInput } from '../../db/schemas';
import { buildHub } from '../hubs';
import { nextHubSerial, type BulkContext } from './context';
import { fakeLiveDevices } from './devices';
import { fakePreview } from './preview';
import type { SeededRandom } from './random';
import { fakeResidents } from './residents';

type HubState = 'none' | 'gatewayOnly' | 'hub';

/** A Salesforce record id (18 characters, work-ticket prefix a0T) that holds the unit's address id, so it is unique. */
function workTicketId(random: SeededRandom, addressId: number): string {
  return `a0T5f000${String(addressId).padStart(7, '0')}${random.alphanumeric(3)}`;
}

export function addFakeUnit(ctx: BulkContext, community: RecordInput<'communities'>, name: string): void {
  const { random, out, now, counters } = ctx;
  const addressId = (counters.addressId += 1);
  const hubState = random.weighted<HubState>([
    { weight: 15, value: 'none' },
    { weight: 5, value: 'gatewayOnly' },
    { weight: 80, value: 'hub' },
  ]);
  const gatewayId = hubState === 'none' ? null : random.uuid();
  const serial = hubState === 'hub' ? nextHubSerial(counters) : null;
  const preview = fakePreview(random, addressId, now);

  out.units.push({
    id: addressId,
    uid: `addr-${random.uuid()}`,
    unit: name,
    communityId: community.uid,
    communityName: community.name,
    gatewayId,
    hub_serial: serial,
    permission: random.boolean(0.7),
    role: 'Installer',
    residents: fakeResidents(random),
    installerPreviewData: preview,
  });
  if (preview) {
    out.workTickets.push({
      id: workTicketId(random, addressId),
      addressId,
      workTicketStatus: preview.workTicketStatus,
      workType: preview.workType,
      scheduledDate: preview.scheduledDate,
    });
  }
  if (serial && gatewayId) {
    out.hubs.push(buildHub({ serial, gatewayId, addressId, now, bootedHoursAgo: random.int(1, 900) }));
    out.devices.push(...fakeLiveDevices(random, gatewayId, addressId, now));
  }
}
