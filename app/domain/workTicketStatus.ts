/** Spec 01 §4: the statuses Complete and Incomplete count as submitted. */
const SUBMITTED = ['Complete', 'Incomplete'];

/**
 * A ticket the installer still has to close: it has a status and that status is not a
 * submitted one (Scheduled, In Progress, or anything new the provider adds). An empty status
 * asks nothing of the installer, as in the pending-ticket check.
 */
export function isOpenTicket(status: string | null | undefined): boolean {
  const trimmed = status?.trim();
  return !!trimmed && !SUBMITTED.includes(trimmed);
}
