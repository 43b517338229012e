/** The work ticket and what its submission accepts (spec 01 §3, §9; 02 §3). */
import { z } from 'zod';

export const workTicketStatuses = ['Scheduled', 'In Progress', 'Complete', 'Incomplete'] as const;

/**
 * The incomplete reasons the provider's submission accepts (spec 01 §9), in the spec's order;
 * the dialog shows them as written and the chosen text is what the ticket records.
 */
export const incompleteReasons = [
  'Not enough time',
  'Not enough equipment',
  'Unable to gain access',
  'Onsite Reschedule',
  'Offsite Reschedule',
  'Customer Not Ready',
  'Other',
] as const;
export type IncompleteReason = (typeof incompleteReasons)[number];

export const workTicketSchema = z.object({
  id: z.string().nullish(),
  addressId: z.number().int().nullish(),
  workTicketStatus: z.string().nullish(),
  workType: z.string().nullish(),
  scheduledDate: z.string().nullish(),
});
export type WorkTicket = z.infer<typeof workTicketSchema>;
