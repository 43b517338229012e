import { useEffect } from 'react';
import type { Unit } from '../../api/schemas';
import type { UnitRouteStyle } from '../../config/paths';
import { recordWorkStart } from '../../data/pendingTicketRecord';

/**
 * Work starts when a unit screen that can close the ticket shows a ticket still open: from then
 * on the installer is held to finishing it before opening another unit (spec 01 §4). The
 * successful submission clears the record (useSubmitWorkTicket).
 */
export function useRecordWorkStart(unit: Pick<Unit, 'id' | 'unit' | 'communityId' | 'communityName'>, style: UnitRouteStyle, ticketOpen: boolean) {
  const { id, unit: name, communityId, communityName } = unit;
  useEffect(() => {
    if (ticketOpen) recordWorkStart({ id, unit: name, communityId, communityName }, style);
  }, [ticketOpen, id, name, communityId, communityName, style]);
}
