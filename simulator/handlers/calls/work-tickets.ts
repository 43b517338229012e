/** workTickets.get: the ticket of a unit the user can see, or the provider's 404. */
import { z } from 'zod';
import { authed } from '../auth';
import { visibleUnit } from '../access';
import { readQuery, wholeNumberParam } from '../input';
import { json, problem } from '../respond';

const getQuery = z.object({ addressId: wholeNumberParam });

const NOT_FOUND_MESSAGE = 'Object Not Found Matching Id';

export const getWorkTicket = authed(({ sim, user, query }) => {
  const input = readQuery(query, getQuery);
  if (!input.ok) return input.response;
  const { addressId } = input.value;
  const ticket = visibleUnit(sim, user, addressId) && sim.db.workTickets.findFirst((q) => q.where({ addressId }));
  return ticket ? json(ticket) : problem(404, NOT_FOUND_MESSAGE);
});
