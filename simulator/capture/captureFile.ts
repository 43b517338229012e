/**
 * A flight recording as the app writes it (app/data/flightCapture.ts, format
 * `hub-installer-flight-recording`, version 1), read by the compiler. A file the compiler cannot
 * use is refused with one sentence naming what is wrong: not JSON, cut short, not a recording,
 * another format version or app version, an entry it cannot read (decision 0311).
 */
import { z } from 'zod';
import { jsonBoundsProblem, type JsonBounds } from '../validation/jsonBounds';

export const CAPTURE_FORMAT = 'hub-installer-flight-recording';
export const CAPTURE_VERSION = 1;

/**
 * Far above what the recorder can make (its log holds 512 KiB of text in 5,000 entries; the API's
 * answers nest about ten deep), and far below what makes the compiler slow or overflow its stack.
 * An error report that carries a capture is read within the same bounds.
 */
export const CAPTURE_BOUNDS: JsonBounds = { maxChars: 8_000_000, maxDepth: 64 };

const at = z.number().finite();

const callEntry = z.object({
  kind: z.literal('call'),
  at,
  call: z.string().min(1),
  method: z.string().min(1),
  path: z.string(),
  status: z.number().int().nullable(),
  outcome: z.enum(['ok', 'http', 'network', 'malformed', 'cancelled']),
  ms: z.number(),
  request: z.unknown().optional(),
  answer: z.unknown().optional(),
  sameAnswerAs: z.number().int().min(0).optional(),
});

const streamEntry = z.object({
  kind: z.literal('stream'),
  at,
  event: z.enum(['opened', 'message', 'closed', 'refused']),
  hub: z.string().min(1),
  url: z.string(),
  data: z.unknown().optional(),
  code: z.number().int().optional(),
  reason: z.string().optional(),
});

const entrySchema = z.discriminatedUnion('kind', [
  callEntry,
  streamEntry,
  z.object({ kind: z.literal('route'), at, path: z.string().min(1) }),
  z.object({ kind: z.literal('stage'), at, flow: z.string(), stage: z.string() }),
  z.object({ kind: z.literal('dialog'), at, dialog: z.string(), open: z.boolean() }),
  // A control pressed: by its name, or by its role and place when its name is not the app's own text (decision 0359).
  z.object({
    kind: z.literal('action'),
    at,
    action: z.string(),
    position: z.object({ role: z.string().min(1), row: z.number().int().min(1).optional(), nth: z.number().int().min(0), in: z.string().optional() }).optional(),
  }),
  // What the installer typed: the field's label and the text's length, never the text (decision 0344).
  z.object({ kind: z.literal('typed'), at, field: z.string(), length: z.number().int().min(0) }),
  z.object({ kind: z.literal('shown'), at, text: z.string() }),
  z.object({ kind: z.literal('device'), at, online: z.boolean(), viewport: z.string(), storageFull: z.boolean() }),
]);

export type CaptureEntry = z.output<typeof entrySchema>;
export type CallEntry = z.output<typeof callEntry>;
export type StreamEntry = z.output<typeof streamEntry>;
export type ActionEntry = Extract<CaptureEntry, { kind: 'action' }>;

export interface Capture {
  app: { version: string; build: string };
  startedAt: string;
  takenAt: string;
  entries: CaptureEntry[];
}

export type CaptureRead = { ok: true; capture: Capture } | { ok: false; error: string };

const refuse = (error: string): CaptureRead => ({ ok: false, error });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // JSON that stops before its last bracket closes: a download or a copy cut short.
    if (/end of (JSON )?(input|data)|Unterminated/i.test(message) && /^\s*[[{]/.test(text)) {
      return { ok: false, error: `the file is cut short: its JSON ends after ${text.length} characters before it is complete (a download or copy that did not finish?)` };
    }
    return { ok: false, error: `not a flight recording: the file is not JSON (${message})` };
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** `appVersion`: the version this compiler belongs to; a capture of another version is refused. */
export function readCapture(text: string, appVersion: string): CaptureRead {
  if (text.trim() === '') return refuse('the file is empty');
  const tooBig = jsonBoundsProblem(text, CAPTURE_BOUNDS);
  if (tooBig) return refuse(`its JSON is ${tooBig.message} (at character ${tooBig.offset + 1}), far beyond any flight recording`);
  const parsed = parseJson(text);
  if (!parsed.ok) return refuse(parsed.error);
  const value = parsed.value;
  if (!isRecord(value) || value.format !== CAPTURE_FORMAT) {
    return refuse(`not a flight recording: "format" is ${isRecord(value) && value.format !== undefined ? JSON.stringify(value.format) : 'missing'}, expected "${CAPTURE_FORMAT}" (the file the trainer panel or an error report's flight-recording.json gives)`);
  }
  if (value.version !== CAPTURE_VERSION) return refuse(`a flight recording of format version ${JSON.stringify(value.version)}; this compiler reads version ${CAPTURE_VERSION}`);
  const app = isRecord(value.app) ? value.app : {};
  if (typeof app.version !== 'string') return refuse('the recording names no app version (app.version)');
  if (app.version !== appVersion) return refuse(`recorded by app version ${app.version}; this is ${appVersion}: compile it with the app's version ${app.version} (its calls and screens may differ)`);
  if (!Array.isArray(value.entries)) return refuse('the recording has no "entries" list');
  if (value.entries.length === 0) return refuse('the recording holds no entries: nothing was recorded');
  if (typeof value.startedAt !== 'string' || Number.isNaN(Date.parse(value.startedAt))) return refuse('the recording has no start time (startedAt)');
  const entries: CaptureEntry[] = [];
  for (const [index, entry] of value.entries.entries()) {
    const result = entrySchema.safeParse(entry);
    if (!result.success) return refuse(`entry ${index} cannot be read: ${describeIssue(result.error.issues[0] as z.core.$ZodIssue)}`);
    const previous = entries.at(-1);
    if (previous && result.data.at < previous.at) return refuse(`entry ${index} is older than the entry before it: the entries are out of order`);
    entries.push(result.data);
  }
  return { ok: true, capture: { app: { version: app.version, build: typeof app.build === 'string' ? app.build : '' }, startedAt: value.startedAt, takenAt: typeof value.takenAt === 'string' ? value.takenAt : value.startedAt, entries } };
}

/** A call's answer, following `sameAnswerAs` (a repeated poll answer is written once). */
export function answerOf(entries: readonly CaptureEntry[], entry: CallEntry): unknown {
  if (entry.sameAnswerAs === undefined) return entry.answer;
  const earlier = entries[entry.sameAnswerAs];
  return earlier?.kind === 'call' ? earlier.answer : undefined;
}
