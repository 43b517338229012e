/**
 * What the app's error reporting sent, as Sentry would receive it: each error event and each
 * user feedback, newest last, with the attachments that came in its envelope (the flight
 * recording, issue 26), for tests and trainers to inspect. Other envelope items (sessions, client
 * reports) only count in `envelopes`.
 */
import type { Envelope } from './envelope';

/** An attachment item, as Sentry keeps it: its file name, type and content (text). */
export interface ReportAttachment {
  filename: string;
  contentType: string | null;
  text: string;
}

export interface ReportRecord {
  /** 'event' (an error) or 'feedback' (the report form). */
  type: 'event' | 'feedback';
  /** The event's id (the envelope's when the event has none). */
  eventId: string;
  /** Simulator time (ms) when the envelope arrived. */
  at: number;
  /** The event exactly as the SDK sent it. */
  event: Record<string, unknown>;
  attachments: ReportAttachment[];
}

export interface ReportLog {
  /** Records the reports in an envelope; returns how many it held. */
  add(envelope: Envelope, at: number): number;
  all(): ReportRecord[];
  /** How many envelopes arrived, reports or not. */
  envelopes(): number;
  clear(): void;
}

/** An app stuck in a crash loop should not fill the page's memory. */
const REPORT_LOG_LIMIT = 200;

function isReportType(type: string): type is ReportRecord['type'] {
  return type === 'event' || type === 'feedback';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createReportLog(limit = REPORT_LOG_LIMIT): ReportLog {
  let records: ReportRecord[] = [];
  let envelopes = 0;
  return {
    add(envelope, at) {
      envelopes += 1;
      const attachments = envelope.items.flatMap(({ header, payload }): ReportAttachment[] =>
        header.type === 'attachment' && typeof header.filename === 'string' && typeof payload === 'string'
          ? [{ filename: header.filename, contentType: typeof header.content_type === 'string' ? header.content_type : null, text: payload }]
          : [],
      );
      const added = envelope.items.flatMap(({ header, payload }): ReportRecord[] => {
        if (!isReportType(header.type) || !isRecord(payload)) return [];
        const eventId = typeof payload.event_id === 'string' ? payload.event_id : (envelope.header.event_id ?? '');
        return [{ type: header.type, eventId, at, event: payload, attachments }];
      });
      records = [...records, ...added].slice(-limit);
      return added.length;
    },
    all: () => structuredClone(records),
    envelopes: () => envelopes,
    clear() {
      records = [];
      envelopes = 0;
    },
  };
}
