/**
 * The work ticket submission as the provider's record system accepts it (spec 01 §3, 02 §3):
 * known ticket fields only, the two site questions answered 'No', a reason with every
 * Incomplete, and unit fields in the `Name__c` style with quantities above 0.
 */
import { z } from 'zod';
import { incompleteReasons } from '../../../app/api/schemas';

const workTicketFields = z
  .strictObject({
    Status__c: z.enum(['Complete', 'Incomplete']),
    Incomplete_reason__c: z.enum(incompleteReasons).nullable(),
    Notes__c: z.string().trim().min(1),
    Batteries_Replaced__c: z.boolean(),
    Pins_Synced__c: z.boolean(),
    Master_Code_Synced__c: z.boolean(),
    Lock_Throw_Status__c: z.enum(['Clear', 'Fixed', 'Reported', 'Not checked']).nullable(),
    Lock_Throw_Details__c: z.string().nullable(),
    Did_you_leave_devices_on_site__c: z.literal('No'),
    Did_you_take_devices_from_the_site__c: z.literal('No'),
  })
  .refine((fields) => fields.Status__c === 'Complete' || fields.Incomplete_reason__c !== null, {
    path: ['Incomplete_reason__c'],
    message: 'is required when Status__c is Incomplete',
  });

const FIELD_NAME = /^[A-Z][A-Za-z]*(_[A-Za-z]+)*__c$/;

const unitFields = z
  .object({ Hub_Location__c: z.string() })
  .catchall(z.union([z.string(), z.number(), z.null()]))
  .superRefine((fields, ctx) => {
    for (const [key, value] of Object.entries(fields)) {
      if (!FIELD_NAME.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'must be a record field name such as Lock_Qty__c' });
      else if (key.endsWith('_Qty__c') && !(typeof value === 'number' && Number.isInteger(value) && value >= 0)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be a whole number of 0 or more' });
      }
    }
  });

export const submissionBody = z.strictObject({
  workType: z.string().trim().min(1),
  workTicketFields,
  unitFields,
});
