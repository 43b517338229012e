/**
 * The unit screen's first queries, started by the entry point before the screen's code has run
 * (issue 40): on a weak signal the unit's answer then travels while the code arrives and the flags
 * are asked for, instead of after both.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unitQueries } from './units';
import { workTicketQueries } from './workTickets';

export function prefetchUnitScreen(client: QueryClient, addressId: string): void {
  void client.prefetchQuery(unitQueries.detail(addressId));
  void client.prefetchQuery(workTicketQueries.detail(addressId));
}
