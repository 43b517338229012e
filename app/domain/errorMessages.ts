/**
 * How failures become words for the installer (spec 01 §8, 02 §8), in one place.
 * Each function takes whatever the call threw and never throws itself.
 */
import { isApiError } from '../api/client';
import type { ErrorBody } from '../api/schemas';
import { texts } from './texts';

function bodyOf(error: unknown): ErrorBody | null {
  return isApiError(error) ? error.body : null;
}

function firstText(...candidates: Array<string | null | undefined>): string | undefined {
  return candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** Failures the installer cannot fix by retrying the same answer differently. */
function transportText(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.kind === 'network') return texts.errors.network;
  if (error.kind === 'malformed') return texts.errors.malformed;
  return undefined;
}

/** Generic calls and hub actions: the answer's message, else the support text. */
export function genericFailureText(error: unknown): string {
  return firstText(bodyOf(error)?.message) ?? texts.errors.generic;
}

/** A hub action's answer (success or failure) shown to the installer. */
export function hubActionText(answer: ErrorBody | null | undefined, options: { preferCustom?: boolean } = {}): string {
  const custom = options.preferCustom ? answer?.custom : undefined;
  return firstText(custom, answer?.message) ?? texts.errors.generic;
}

/** Hub removal and permission transfer prefer the answer's custom text. */
export function customHubActionFailureText(error: unknown): string {
  return hubActionText(bodyOf(error), { preferCustom: true });
}

/** Assign hub: custom, else message, else the status or transport failure inside the sentence. */
export function assignHubFailureText(error: unknown): string {
  const body = bodyOf(error);
  const own = firstText(body?.custom, body?.message);
  if (own) return own;
  const detail = firstText(body?.error, isApiError(error) && error.status ? String(error.status) : undefined, isApiError(error) ? error.kind : undefined);
  return texts.errors.assignHub(detail ?? 'unknown');
}

/** Remove hub on its own screen: custom, else the unknown-error text. */
export function removeHubFailureText(error: unknown): string {
  return firstText(bodyOf(error)?.custom) ?? texts.errors.removeHub;
}

export function workTicketSubmitFailureText(): string {
  return texts.errors.workTicketSubmit;
}

export function nestProvisioningFailureText(): string {
  return texts.errors.nestProvisioning;
}

/** A load that failed, said in full: what could not be loaded (and what that means), then why if known. */
export function explainedLoadFailure(what: string, error: unknown): string {
  const why = transportText(error) ?? firstText(bodyOf(error)?.message);
  return why ? `${what} ${why}` : what;
}

/** A load that failed: what to show above a Retry button. */
export function loadFailureText(error: unknown, fallback: string): string {
  return transportText(error) ?? firstText(bodyOf(error)?.message) ?? fallback;
}
