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

export interface ReportLogLimits {
  maxReports: number;
  /** What the kept reports may weigh together (their events as JSON and their attachments, UTF-8). */
  maxBytes: number;
}

/**
 * An app stuck in a crash loop should not fill the page's memory, nor should anyone who posts to
 * the simulator server's DSN, whose key is public (issue 35): 200 reports of 4 MiB once held
 * 800 MB in one world. Bytes bound what a world keeps; the newest report is kept even when it
 * alone weighs more (the server's body cap bounds it), so a test always sees what it just sent.
 * Room for several flight recordings (512 KiB each at most).
 */
export const REPORT_LOG_LIMITS: ReportLogLimits = { maxReports: 200, maxBytes: 4 * 1024 * 1024 };

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;

function weight(record: ReportRecord): number {
  return bytesOf(JSON.stringify(record.event)) + record.attachments.reduce((sum, attachment) => sum + bytesOf(attachment.text), 0);
}

function isReportType(type: string): type is ReportRecord['type'] {
  return type === 'event' || type === 'feedback';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createReportLog({ maxReports, maxBytes }: ReportLogLimits = REPORT_LOG_LIMITS): ReportLog {
  let kept: Array<{ record: ReportRecord; bytes: number }> = [];
  let bytes = 0;
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
      for (const record of added) {
        const size = weight(record);
        kept.push({ record, bytes: size });
        bytes += size;
      }
      let dropped = 0;
      while (kept.length - dropped > maxReports || (bytes > maxBytes && kept.length - dropped > 1)) bytes -= kept[dropped++]!.bytes;
      kept = kept.slice(dropped);
      return added.length;
    },
    all: () => structuredClone(kept.map(({ record }) => record)),
    envelopes: () => envelopes,
    clear() {
      kept = [];
      bytes = 0;
      envelopes = 0;
    },
  };
}
