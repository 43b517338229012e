/**
 * Which failures reach error tracking (spec 01 §8, 02 §8). Never: an answer with status 424, an
 * error matching 'Object Not Found Matching Id', a cancelled request (02 §8: ignored). Also never
 * a 401: the session ended and the app sends the installer to sign in, nothing broke.
 */
import { isApiError } from '../api/client';

export const NOT_FOUND_MATCHING_ID = 'Object Not Found Matching Id';

const notFoundMatchingId = new RegExp(NOT_FOUND_MATCHING_ID, 'i');

function matchesNotFound(text: unknown): boolean {
  return typeof text === 'string' && notFoundMatchingId.test(text);
}

/** A request that was called off: our client's kind, or the browser's AbortError. */
function isCancellation(error: unknown): boolean {
  if (isApiError(error)) return error.kind === 'cancelled';
  return error instanceof Error && error.name === 'AbortError';
}

const UNREPORTED_STATUSES: ReadonlySet<number> = new Set([401, 424]);

export function isReportableFailure(error: unknown): boolean {
  if (isCancellation(error)) return false;
  if (isApiError(error)) {
    if (error.status !== null && UNREPORTED_STATUSES.has(error.status)) return false;
    if (Object.values(error.body ?? {}).some(matchesNotFound)) return false;
  }
  if (error instanceof Error) return !matchesNotFound(error.message);
  return !matchesNotFound(error);
}

/** The parts of an error-tracking event that say what failed (the SDK's event shape, narrowed). */
export interface EventSummary {
  message?: string;
  exception?: { values?: Array<{ type?: string; value?: string }> };
}

/**
 * For events the SDK builds itself (an unhandled rejection, a crash), where the rule must hold
 * too: the original error when the SDK still has it, and the event's own words otherwise.
 */
export function isReportableEvent(event: EventSummary, originalException: unknown): boolean {
  if (originalException !== undefined && !isReportableFailure(originalException)) return false;
  const exceptions = event.exception?.values ?? [];
  if (exceptions.some((exception) => exception.type === 'AbortError')) return false;
  return ![event.message, ...exceptions.map((exception) => exception.value)].some(matchesNotFound);
}
