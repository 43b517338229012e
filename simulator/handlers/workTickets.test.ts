import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NodeSimulator } from '../node';
import { callApi, signedInSimulator, signIn, support } from '../testing/apiClient';

let sim: NodeSimulator;
let token: string;

beforeEach(async () => ({ sim, token } = await signedInSimulator()));
afterEach(() => sim.close());

const ticketFields = {
  Status__c: 'Complete',
  Incomplete_reason__c: null,
  Notes__c: 'All paired.',
  Batteries_Replaced__c: true,
  Pins_Synced__c: true,
  Master_Code_Synced__c: true,
  Lock_Throw_Status__c: 'Clear',
  Lock_Throw_Details__c: null,
  Did_you_leave_devices_on_site__c: 'No',
  Did_you_take_devices_from_the_site__c: 'No',
};
const body = (over: { workTicketFields?: object; unitFields?: object; [key: string]: unknown } = {}) => ({
  workType: 'install',
  ...over,
  workTicketFields: { ...ticketFields, ...over.workTicketFields },
  unitFields: { Hub_Location__c: 'Hall closet', Lock_Id__c: 'dti-1004-lock', Lock_Qty__c: 1, ...over.unitFields },
});
const submit = (addressId: number, payload: unknown, as = token) => callApi('workTickets.submit', { addressId }, { token: as, body: payload });
const ticketStatus = (addressId: number) => sim.control.db.find('workTickets', { addressId })[0]?.workTicketStatus;
const previewStatus = (addressId: number) =>
  (sim.control.db.find('units', { id: addressId })[0]?.installerPreviewData as { workTicketStatus?: string } | undefined)?.workTicketStatus;

describe('workTickets.submit', () => {
  it('stores the submission with the simulator time and marks the ticket and the unit Complete', async () => {
    const now = sim.control.clock.now();
    const answer = await submit(1004, body());
    expect(answer).toEqual({ status: 200, body: { message: 'Work ticket a0T5f00000A1004AAE submitted as Complete.' } });
    expect(sim.control.db.list('submissions')).toEqual([{ id: 'sub-1', addressId: 1004, at: now, body: body() }]);
    expect(ticketStatus(1004)).toBe('Complete');
    expect(previewStatus(1004)).toBe('Complete');
  });

  it('an incomplete submission with its reason leaves the ticket Incomplete; a later one is stored beside it', async () => {
    const incomplete = body({ workType: 'service', workTicketFields: { Status__c: 'Incomplete', Incomplete_reason__c: 'Customer Not Ready' } });
    expect((await submit(1002, incomplete)).status).toBe(200);
    expect(ticketStatus(1002)).toBe('Incomplete');
    expect(previewStatus(1002)).toBe('Incomplete');
    expect((await submit(1002, body())).status).toBe(200);
    expect(sim.control.db.list('submissions').map((s) => [s.id, s.addressId])).toEqual([['sub-1', 1002], ['sub-2', 1002]]);
    expect(ticketStatus(1002)).toBe('Complete');
  });

  it.each([
    ['a missing work type', { workType: '' }, 'workType: must not be empty'],
    ['an unknown status', { workTicketFields: { Status__c: 'Done' } }, 'workTicketFields.Status__c: expected one of "Complete", "Incomplete"'],
    ['Incomplete without a reason', { workTicketFields: { Status__c: 'Incomplete' } }, 'workTicketFields.Incomplete_reason__c: is required when Status__c is Incomplete'],
    ['a reason not on the list', { workTicketFields: { Status__c: 'Incomplete', Incomplete_reason__c: 'Rain' } }, 'workTicketFields.Incomplete_reason__c: expected one of'],
    ['empty closing notes', { workTicketFields: { Notes__c: '  ' } }, 'workTicketFields.Notes__c: must not be empty'],
    ['devices left on site', { workTicketFields: { Did_you_leave_devices_on_site__c: 'Yes' } }, 'workTicketFields.Did_you_leave_devices_on_site__c: expected one of "No"'],
    ['an unknown ticket field', { workTicketFields: { Colour__c: 'red' } }, 'workTicketFields.Colour__c: unknown field'],
    ['a missing hub location', { unitFields: { Hub_Location__c: undefined } }, 'unitFields.Hub_Location__c: is required'],
    ['a quantity that is not a whole number', { unitFields: { Add_On_Switch_Qty__c: 1.5 } }, 'unitFields.Add_On_Switch_Qty__c: must be a whole number of 0 or more'],
    ['a unit field not in the record style', { unitFields: { lockQty: 1 } }, 'unitFields.lockQty: must be a record field name such as Lock_Qty__c'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, over, message) => {
    const answer = await submit(1004, body(over));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
    expect(sim.control.db.list('submissions')).toEqual([]);
    expect(ticketStatus(1004)).toBe('In Progress');
  });

  it.each([
    ['a unit without a ticket', 1006],
    ['an unknown unit', 999999],
  ])('answers 404 for %s', async (_case, addressId) => {
    const answer = await submit(addressId, body());
    expect(answer.status).toBe(404);
    expect((answer.body as { message: string }).message).toContain('Object Not Found Matching Id');
  });

  it('answers 404 for a unit of a community the user does not see', async () => {
    // Support sees Maple Court only; a generated community's ticket is out of reach.
    const mapleCourt = sim.control.db.find('units', { communityId: 'cmty-7d2f9a0e-maple-court' }).map((unit) => unit.id);
    const foreign = sim.control.db.list('workTickets').find((ticket) => !mapleCourt.includes(Number(ticket.addressId)));
    if (!foreign) throw new Error('The small scenario has no generated ticket');
    expect((await submit(Number(foreign.addressId), body(), await signIn(support))).status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await submit(1004, body(), '')).status).toBe(401);
  });
});
