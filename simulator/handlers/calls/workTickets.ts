/**
 * workTickets.get: the ticket of a unit the user can see, or the provider's 404.
 * workTickets.submit: checks the body like the provider's record system would, stores it, and
 * gives the ticket (and the unit list's preview) the submitted status.
 */
import { z } from 'zod';
import { authed } from '../auth';
import { visibleUnit } from '../../access/access';
import { readBody, readQuery, wholeNumberParam } from '../input';
import { json, problem } from '../respond';
import { submissionBody } from './workTicketBody';

const getQuery = z.object({ addressId: wholeNumberParam });

const NOT_FOUND_MESSAGE = 'Object Not Found Matching Id';

export const getWorkTicket = authed(({ sim, user, query }) => {
  const input = readQuery(query, getQuery);
  if (!input.ok) return input.response;
  const { addressId } = input.value;
  const ticket = visibleUnit(sim, user, addressId) && sim.db.workTickets.findFirst((q) => q.where({ addressId }));
  return ticket ? json(ticket) : problem(404, NOT_FOUND_MESSAGE);
});

export const submitWorkTicket = authed(async ({ sim, user, params, request }) => {
  const addressId = Number(params.addressId);
  const ticket = Number.isInteger(addressId) && visibleUnit(sim, user, addressId) && sim.db.workTickets.findFirst((q) => q.where({ addressId }));
  if (!ticket) return problem(404, `${NOT_FOUND_MESSAGE} ${params.addressId}`);
  const body = await readBody(request, submissionBody);
  if (!body.ok) return body.response;

  const status = body.value.workTicketFields.Status__c;
  const count = sim.db.submissions.count();
  await sim.db.submissions.create({ id: `sub-${count + 1}`, addressId, at: sim.clock.now(), body: body.value });
  await sim.db.workTickets.update((q) => q.where({ addressId }), { data: (draft) => void (draft.workTicketStatus = status) });
  await sim.db.units.update((q) => q.where({ id: addressId }), {
    data: (draft) => {
      if (draft.installerPreviewData) draft.installerPreviewData.workTicketStatus = status;
    },
  });
  return json({ message: `Work ticket ${ticket.id} submitted as ${status}.` });
});
