/**
 * The fields of the API contract (answers, request bodies, hub messages) that carry a secret, a
 * person's data or free text someone typed, and what the flight recording keeps of each before
 * it leaves the phone (issue 26): nothing, or the length of the text. Every zod schema field whose
 * name sounds personal is either here or in the test's list of fields that are not (api/personalFields.test.ts).
 */
import type { FieldRule } from '../lib/scrubSecrets';

export const personalFields = {
  // Secrets: the session and stream tokens, the installer's password, a lock's master codes.
  token: 'filter',
  password: 'filter',
  activeMasterCode: 'filter',
  inactiveMasterCodes: 'filter',
  initialMasterCode: 'filter',
  // People: the installer and the residents, the property manager and the community's phone.
  email: 'filter',
  firstName: 'filter',
  lastName: 'filter',
  phoneNumber: 'filter',
  propertyManager: 'filter',
  // Free text: the office's notes on the ticket, the installer's closing notes and device names.
  notes: 'length',
  pteNotes: 'length',
  Notes__c: 'length',
  givenName: 'length',
} as const satisfies Record<string, FieldRule>;
