/**
 * Error reporting (spec 01 §2, §8; 02 §8). The one way to report a failure the spec says is
 * reported: `meta: reportFailuresAs('…')` on a query or mutation (data/queryClient.ts reports
 * its failures), or `reportFailure(error, { what })` where no query or mutation is involved.
 * Failures the spec keeps out (424, 'Object Not Found Matching Id', cancelled requests) are
 * dropped before anything loads.
 *
 * With no DSN in the build configuration (VITE_SENTRY_DSN) nothing is reported and the SDK is
 * never loaded: its dynamic import sits behind the build-time setting, so such a build has no SDK
 * chunk at all. With a DSN the SDK loads after the first screen, without delaying it.
 */
import { CancelledError } from '@tanstack/react-query';
import { isReportableFailure } from '../domain/reportableFailures';
import type { FailureContext, Note, Reporter } from './sentryReporter';

export type { FailureContext, Note } from './sentryReporter';

/** True when this build reports errors; the error page then offers the report form. */
export const errorReportingOn = Boolean(import.meta.env.VITE_SENTRY_DSN);

let reporter: Promise<Reporter | null> | undefined;

function loadReporter(): Promise<Reporter | null> {
  // Written out here, not read through config/env: Vite folds import.meta.env only where it
  // appears, so a build without a DSN drops the import below.
  if (!import.meta.env.VITE_SENTRY_DSN) return Promise.resolve(null);
  reporter ??= import('./sentryReporter')
    .then(({ startSentry }) => {
      const started = startSentry(String(import.meta.env.VITE_SENTRY_DSN));
      releaseHeld(started);
      return started;
    })
    .catch((error: unknown) => {
      console.warn('Error reporting could not start', error);
      return null;
    });
  return reporter;
}

/** Uncaught errors kept for the SDK, at most this many: a loop that throws must not grow the page. */
const HELD_AT_MOST = 20;
let held: { errors: unknown[]; stop: () => void } | undefined;

/**
 * On a signed-in start the SDK starts late (decision 0520): until it has, the page's uncaught
 * errors and unhandled rejections are kept here and reported as soon as it has; from then on its
 * own global handlers take them.
 */
export function holdUncaughtErrors(target: EventTarget = window): void {
  if (!errorReportingOn || held) return;
  const errors: unknown[] = [];
  const hold = (event: Event) => {
    const { error, message, reason } = event as Event & { error?: unknown; message?: unknown; reason?: unknown };
    if (errors.length < HELD_AT_MOST) errors.push(event.type === 'unhandledrejection' ? reason : (error ?? message));
  };
  target.addEventListener('error', hold);
  target.addEventListener('unhandledrejection', hold);
  held = {
    errors,
    stop: () => {
      target.removeEventListener('error', hold);
      target.removeEventListener('unhandledrejection', hold);
    },
  };
}

function releaseHeld(started: Reporter) {
  if (!held) return;
  held.stop();
  held.errors.filter(isReportable).forEach((error) => started.failure(error, { what: 'uncaught' }));
  held = undefined;
}

/** Called once at startup, so events from the first minutes have the SDK ready. */
export function startErrorReporting(): void {
  void loadReporter();
}

function isReportable(error: unknown): boolean {
  return !(error instanceof CancelledError) && isReportableFailure(error);
}

export function reportFailure(error: unknown, context: FailureContext): void {
  if (!isReportable(error)) return;
  void loadReporter().then((loaded) => loaded?.failure(error, context));
}

/** Keeps `note` for the reports that follow (a breadcrumb); nothing is sent by itself. */
export function noteForReports(note: Note): void {
  void loadReporter().then((loaded) => loaded?.note(note));
}

/** For a query's or mutation's `meta`: its failures are reported under this name. */
export function reportFailuresAs(what: string): { reportFailuresAs: string } {
  return { reportFailuresAs: what };
}

const crashes = new WeakMap<object, Promise<string | null>>();

/**
 * Reports a crash once, however often the error page that shows it mounts, and resolves to the
 * event id (null when nothing was reported).
 */
export function reportCrash(error: unknown, componentStack?: string): Promise<string | null> {
  const key = typeof error === 'object' && error !== null ? error : null;
  const known = key && crashes.get(key);
  if (known) return known;
  const reported = isReportable(error) ? loadReporter().then((loaded) => loaded?.crash(error, componentStack) ?? null) : Promise.resolve(null);
  if (key) crashes.set(key, reported);
  return reported;
}

/** Opens the SDK's feedback form for the crash's report (after it, if the report is still on its way). */
export async function openCrashReportForm(error: unknown): Promise<void> {
  const eventId = await reportCrash(error);
  const loaded = await loadReporter();
  await loaded?.openReportForm(eventId);
}
