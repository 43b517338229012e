/** Turns one hand-written unit (with its hub, devices, codes and syncs) into database records. */
import type { Community } from '../../../app/api/schemas';
import type { DatabaseSnapshot } from '../../db/database';
import { buildHub } from '../hubs';
import { dateInDays, isoMinutesBefore } from '../time';
import type { UnitFixture } from './fixtureSchema';

function withScheduledDate(preview: NonNullable<UnitFixture['installerPreviewData']>, now: number) {
  const { scheduledInDays, ...rest } = preview;
  return { ...rest, scheduledDate: dateInDays(now, scheduledInDays) };
}

export function addHandwrittenUnit(out: DatabaseSnapshot, community: Community, fixture: UnitFixture, now: number): void {
  const { about: _about, workTicketId, hub, devices = [], yaleMasterCodes, doorCodeSyncs = [], installerPreviewData, ...unit } = fixture;
  const preview = installerPreviewData && withScheduledDate(installerPreviewData, now);

  out.units.push({ ...unit, communityId: community.uid, communityName: community.name, installerPreviewData: preview });

  if (workTicketId && preview) {
    out.workTickets.push({
      id: workTicketId,
      addressId: unit.id,
      workTicketStatus: preview.workTicketStatus,
      workType: preview.workType,
      scheduledDate: preview.scheduledDate,
    });
  }
  if (hub && unit.hub_serial && unit.gatewayId) {
    const { bootedHoursAgo, ...network } = hub;
    out.hubs.push(buildHub({ serial: unit.hub_serial, gatewayId: unit.gatewayId, addressId: unit.id, now, bootedHoursAgo, network }));
  }
  const gatewayId = unit.gatewayId;
  if (gatewayId) {
    devices.forEach(({ sensors, ...device }) => {
      out.devices.push({
        ...device,
        gatewayId,
        sensors: sensors.map(({ minutesAgo, ...reading }) => ({ ...reading, timeIssued: isoMinutesBefore(now, minutesAgo) })),
      });
    });
  }
  if (yaleMasterCodes) out.yaleMasterCodes.push({ ...yaleMasterCodes, addressId: unit.id });
  doorCodeSyncs.forEach((sync) => {
    out.doorCodeSyncs.push({
      device_id: sync.deviceUid,
      addressId: unit.id,
      status: sync.status,
      created: isoMinutesBefore(now, sync.startedMinutesAgo),
      last_updated: isoMinutesBefore(now, sync.finishedMinutesAgo ?? 0),
      completed: sync.finishedMinutesAgo === null ? null : isoMinutesBefore(now, sync.finishedMinutesAgo),
      reason: null,
      sent_percent: sync.sent_percent,
      verified_percent: sync.verified_percent,
    });
  });
}
