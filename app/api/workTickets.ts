import { request } from './client';
import { actionAnswerSchema, workTicketSchema } from './schemas';

/** The submission body (spec 01 §3, 02 §3); built by the finish flow's pure payload builder. */
export interface WorkTicketSubmission {
  workType: string;
  workTicketFields: Record<string, string | number | boolean | null>;
  unitFields: Record<string, string | number | boolean | null>;
}

export const workTicketsApi = {
  get: (addressId: number | string, signal?: AbortSignal) =>
    request('workTickets.get', { query: { addressId }, schema: workTicketSchema, signal }),
  submit: (addressId: number | string, submission: WorkTicketSubmission, signal?: AbortSignal) =>
    request('workTickets.submit', { params: { addressId }, body: submission, schema: actionAnswerSchema, signal }),
};
