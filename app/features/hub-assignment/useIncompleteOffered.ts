import { useWorkTicket } from '../../data/workTickets';
import { useFlag } from '../../flags/useFlag';

/**
 * Whether Assign Hub offers Incomplete (spec 01 §2): the submit-from-hub-association flag is on
 * and the unit's work ticket exists. The ticket call is the source of truth (preview data can be
 * absent for a unit that has one) and shares its cache with the unit screen's Finish button; it
 * is only asked when the answer matters. No ticket, or one that cannot be read, offers nothing.
 */
export function useIncompleteOffered(addressId: number, wanted: boolean): boolean {
  const flagOn = useFlag('submit-from-hub-association');
  const ticket = useWorkTicket(String(addressId), wanted && flagOn);
  return wanted && flagOn && ticket.isSuccess && ticket.data !== null;
}
