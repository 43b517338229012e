/**
 * The unit screen's first queries, started by the entry point before the screen's code has run
 * (issue 40): on a weak signal the unit's answer then travels while the code arrives and the flags
 * are asked for, instead of after both. Its hub's devices and status are asked for as soon as the
 * unit names the hub, not once the screen has rendered from it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { deviceQueries } from './devices';
import { hubQueries } from './hubs';
import { unitQueries } from './units';
import { workTicketQueries } from './workTickets';

export function prefetchUnitScreen(client: QueryClient, addressId: string): void {
  void client.fetchQuery(unitQueries.detail(addressId)).then(
    (answer) => {
      const unit = answer.results[0];
      // The queries of the hub's screens (HubUnitScreen), asked only for a unit that shows them.
      if (!unit?.gatewayId || !unit.hub_serial) return;
      void client.prefetchQuery(deviceQueries.byHub(unit.hub_serial));
      void client.prefetchQuery(hubQueries.status(unit.hub_serial));
    },
    // The screen's own query shows the failure.
    () => undefined,
  );
  void client.prefetchQuery(workTicketQueries.detail(addressId));
}
