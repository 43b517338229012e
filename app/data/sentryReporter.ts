/**
 * The Sentry SDK behind error reporting, loaded only when the build has a DSN
 * (data/errorReporting.ts decides). Every event and breadcrumb is filtered and scrubbed here, and
 * the event's user follows the session: the installer's uid and e-mail while signed in, none after.
 */
import * as Sentry from '@sentry/react';
import type { User } from '../api/schemas';
import { storedToken } from '../api/storedToken';
import { isReportableEvent } from '../domain/reportableFailures';
import { scrubSecrets } from '../lib/scrubSecrets';
import { flightAttachment } from './flightCapture';
import { useSession } from './sessionStore';

export interface FailureContext {
  /** What failed, in the spec's words ('work-ticket submit', 'hub status poll'): the event's `failure` tag. */
  what: string;
}

/** Something that happened or that the app refused, kept as a breadcrumb for the next report (it is scrubbed like every breadcrumb). */
export interface Note {
  category: string;
  message: string;
  data?: Record<string, string | number>;
  /** 'warning' for what the app refused (a broken hub message); 'info' otherwise. */
  level?: 'info' | 'warning';
}

export interface Reporter {
  note(note: Note): void;
  failure(error: unknown, context: FailureContext): void;
  /** Reports a crash and returns its event id, for the report form. */
  crash(error: unknown, componentStack: string | undefined): string;
  openReportForm(eventId: string | null): Promise<void>;
}

/** The session token, so a copy of it anywhere in an event is blanked too. */
function knownSecrets(): string[] {
  const token = storedToken.read();
  return token ? [token] : [];
}

function eventUser(user: User | null): Sentry.User | null {
  return user ? { id: user.uid, email: user.email } : null;
}

function followSignedInUser(): void {
  Sentry.setUser(eventUser(useSession.getState().user));
  useSession.subscribe((state, previous) => {
    if (state.user?.uid !== previous.user?.uid || state.user?.email !== previous.user?.email) Sentry.setUser(eventUser(state.user));
  });
}

/** The flight recording as a report would attach it (JSON text), or null while nothing is recorded: the trainer panel's download. */
export function flightRecordingText(): string | null {
  return flightAttachment(knownSecrets())?.data ?? null;
}

/**
 * Every error event and every feedback (the error page's report form) carries the flight recording
 * (issue 26) as a Sentry attachment, redacted when it is taken. The client's `beforeSendEvent` hook
 * runs after `beforeSend` and before the envelope is built, where the SDK adds a hint's attachments.
 */
function attachFlightRecording(): void {
  Sentry.getClient()?.on('beforeSendEvent', (event, hint) => {
    if (!hint || (event.type !== undefined && event.type !== 'feedback')) return;
    const attachment = flightAttachment(knownSecrets());
    if (attachment) hint.attachments = [...(hint.attachments ?? []), attachment];
  });
}

/** Tags that let the team group failures by call and answer. */
function failureTags(error: unknown, what: string): Record<string, string> {
  const tags: Record<string, string> = { failure: what };
  if (typeof error === 'object' && error !== null) {
    const { call, kind, status } = error as { call?: unknown; kind?: unknown; status?: unknown };
    if (typeof call === 'string') tags.call = call;
    if (typeof kind === 'string') tags.kind = kind;
    if (typeof status === 'number') tags.status = String(status);
  }
  return tags;
}

export function startSentry(dsn: string): Reporter {
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    // Reports leave through the page's own fetch, as every other call does (decision 0532): Sentry's
    // default fetches from a hidden frame of its own, past whatever answers this page's calls.
    transport: (options) => Sentry.makeFetchTransport(options, (input, init) => window.fetch(input, init)),
    // The installer's uid and e-mail are set below; nothing else about people, headers or bodies
    // is collected (the scrubbing in beforeSend and beforeBreadcrumb is the second line).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    beforeSend: (event, hint) => (isReportableEvent(event, hint.originalException) ? scrubSecrets(event, knownSecrets()) : null),
    beforeBreadcrumb: (breadcrumb) => scrubSecrets(breadcrumb, knownSecrets()),
  });
  followSignedInUser();
  attachFlightRecording();
  return {
    note(note) {
      Sentry.addBreadcrumb({ level: 'info', ...note });
    },
    failure(error, { what }) {
      Sentry.captureException(error, { tags: failureTags(error, what) });
    },
    crash(error, componentStack) {
      return Sentry.captureException(error, {
        tags: { failure: 'crash' },
        contexts: componentStack ? { react: { componentStack } } : undefined,
      });
    },
    async openReportForm(eventId) {
      const { openFeedbackForm } = await import('./sentryFeedback');
      await openFeedbackForm(eventId, knownSecrets);
    },
  };
}
