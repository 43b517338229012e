/**
 * Answers the envelope endpoint of the build's error-reporting DSN the way Sentry's ingestion
 * does: the DSN's public key must come with the request, the body must be an envelope. What it
 * holds goes into the report log, so tests see exactly what production would report.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Simulator } from '../core/simulator';
import { EnvelopeError, parseEnvelope, type Envelope } from '../reports/envelope';

export interface Dsn {
  /** `https://host`, plus any path before the project id. */
  base: string;
  projectId: string;
  publicKey: string;
}

/** `https://<key>@<host>[/<path>]/<project>`, as Sentry writes a DSN. */
export function parseDsn(dsn: string): Dsn {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`Not a DSN: ${dsn}`);
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId) throw new Error(`A DSN needs a public key and a project id: ${dsn}`);
  const path = segments.length ? `/${segments.join('/')}` : '';
  return { base: `${url.protocol}//${url.host}${path}`, projectId, publicKey: url.username };
}

export function envelopeUrl(dsn: Dsn): string {
  return `${dsn.base}/api/${dsn.projectId}/envelope/`;
}

/** The key from `X-Sentry-Auth: Sentry sentry_key=…, sentry_version=7`, the header form of the query parameter. */
function keyFromAuthHeader(header: string | null): string | null {
  return header?.match(/sentry_key=([^,\s]+)/)?.[1] ?? null;
}

/** Sentry's limit on one attachment (100 MiB). */
const MAX_ATTACHMENT_BYTES = 100 * 1024 * 1024;

/** Sentry refuses an attachment without a file name, and one larger than its limit (issue 26). */
function refusedAttachment(envelope: Envelope): { message: string; status: number } | null {
  for (const { header, payload } of envelope.items) {
    if (header.type !== 'attachment') continue;
    if (typeof header.filename !== 'string') return { message: 'an attachment needs a filename', status: 400 };
    if (String(payload).length > MAX_ATTACHMENT_BYTES) return { message: 'attachment too large', status: 413 };
  }
  return null;
}

function detail(message: string, status: number): Response {
  return HttpResponse.json({ detail: message }, { status });
}

export function createReportHandlers(dsnText: string | undefined, sim: Simulator): HttpHandler[] {
  if (!dsnText) return [];
  const dsn = parseDsn(dsnText);
  return [
    http.post(envelopeUrl(dsn), async ({ request }) => {
      const key = new URL(request.url).searchParams.get('sentry_key') ?? keyFromAuthHeader(request.headers.get('X-Sentry-Auth'));
      if (key !== dsn.publicKey) return detail('missing or unknown public key (sentry_key)', 401);
      try {
        const envelope = parseEnvelope(new Uint8Array(await request.arrayBuffer()));
        const refused = refusedAttachment(envelope);
        if (refused) return detail(refused.message, refused.status);
        sim.reports.add(envelope, sim.clock.now());
        return HttpResponse.json({ id: envelope.header.event_id ?? null });
      } catch (error) {
        if (error instanceof EnvelopeError) return detail(`invalid envelope: ${error.message}`, 400);
        throw error;
      }
    }),
  ];
}
