/** One bulk unit with whatever hangs off it: hub, live devices and work ticket. */
import type { RecordInput } from '../../db/schemas';
import { buildHub } from '../hubs';
import { nextHubSerial, type BulkContext } from './context';
import { fakeLiveDevices } from './devices';
import { fakePreview } from './preview';
import { fakeResidents } from './residents';

type HubState = 'none' | 'gatewayOnly' | 'hub';

export function addFakeUnit(ctx: BulkContext, community: RecordInput<'communities'>, name: string): void {
  const { faker, out, now, counters } = ctx;
  const addressId = (counters.addressId += 1);
  const hubState = faker.helpers.weightedArrayElement<HubState>([
    { weight: 15, value: 'none' },
    { weight: 5, value: 'gatewayOnly' },
    { weight: 80, value: 'hub' },
  ]);
  const gatewayId = hubState === 'none' ? null : faker.string.uuid();
  const serial = hubState === 'hub' ? nextHubSerial(counters) : null;
  const preview = fakePreview(faker, addressId, now);

  out.units.push({
    id: addressId,
    uid: `addr-${faker.string.uuid()}`,
    unit: name,
    communityId: community.uid,
    communityName: community.name,
    gatewayId,
    hub_serial: serial,
    permission: faker.datatype.boolean({ probability: 0.7 }),
    role: 'Installer',
    residents: fakeResidents(faker),
    installerPreviewData: preview,
  });
  if (preview) {
    out.workTickets.push({
      id: `a0T${faker.string.alphanumeric({ length: 15, casing: 'upper' })}`,
      addressId,
      workTicketStatus: preview.workTicketStatus,
      workType: preview.workType,
      scheduledDate: preview.scheduledDate,
    });
  }
  if (serial && gatewayId) {
    out.hubs.push(buildHub({ serial, gatewayId, addressId, now, bootedHoursAgo: faker.number.int({ min: 1, max: 900 }) }));
    out.devices.push(...fakeLiveDevices(faker, gatewayId, addressId, now));
  }
}
