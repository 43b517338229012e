/**
 * Sentry's envelope format, as its SDKs send it to `/api/<project>/envelope/`: a JSON header
 * line, then items, each a JSON header line and a payload. A payload is `length` bytes when the
 * item header says so, else it runs to the end of the line. Payloads of JSON item types are
 * parsed; others (attachments, replay recordings) are kept as text.
 */
import { z } from 'zod';

const envelopeHeaderSchema = z.looseObject({
  event_id: z.string().optional(),
  sent_at: z.string().optional(),
  dsn: z.string().optional(),
});

const itemHeaderSchema = z.looseObject({
  type: z.string().min(1),
  length: z.number().int().min(0).optional(),
});

export type EnvelopeHeader = z.infer<typeof envelopeHeaderSchema>;
export type ItemHeader = z.infer<typeof itemHeaderSchema>;

export interface EnvelopeItem {
  header: ItemHeader;
  /** The parsed JSON of a JSON item type; the text of any other. */
  payload: unknown;
}

export interface Envelope {
  header: EnvelopeHeader;
  items: EnvelopeItem[];
}

/** Item types whose payload is one JSON document. */
const JSON_ITEM_TYPES: ReadonlySet<string> = new Set(['event', 'transaction', 'feedback', 'session', 'sessions', 'client_report', 'user_report', 'check_in', 'span', 'log', 'profile', 'replay_event']);

export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

const NEWLINE = 0x0a;
const decoder = new TextDecoder();

/** Reads bytes line by line and by length. */
function reader(bytes: Uint8Array) {
  let offset = 0;
  return {
    done: () => offset >= bytes.length,
    line(): Uint8Array {
      const end = bytes.indexOf(NEWLINE, offset);
      const stop = end < 0 ? bytes.length : end;
      const line = bytes.subarray(offset, stop);
      offset = stop + 1;
      return line;
    },
    take(length: number): Uint8Array {
      if (offset + length > bytes.length) throw new EnvelopeError(`an item says it is ${length} bytes long but only ${bytes.length - offset} are left`);
      const chunk = bytes.subarray(offset, offset + length);
      offset += length;
      // The newline after a sized payload is optional.
      if (bytes[offset] === NEWLINE) offset += 1;
      return chunk;
    },
  };
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EnvelopeError(`${what} is not JSON: ${text.slice(0, 80)}`);
  }
}

function parseHeader<T>(schema: z.ZodType<T>, line: Uint8Array, what: string): T {
  const result = schema.safeParse(parseJson(decoder.decode(line), what));
  if (!result.success) throw new EnvelopeError(`${what}: ${result.error.issues.map((issue) => `${issue.path.join('.') || 'header'}: ${issue.message}`).join('; ')}`);
  return result.data;
}

export function parseEnvelope(body: Uint8Array | string): Envelope {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const read = reader(bytes);
  if (read.done()) throw new EnvelopeError('the envelope is empty');
  const header = parseHeader(envelopeHeaderSchema, read.line(), 'the envelope header');
  const items: EnvelopeItem[] = [];
  while (!read.done()) {
    const headerLine = read.line();
    // A trailing newline ends the envelope.
    if (headerLine.length === 0 && read.done()) break;
    const what = `item ${items.length + 1}`;
    const itemHeader = parseHeader(itemHeaderSchema, headerLine, `the header of ${what}`);
    const raw = decoder.decode(itemHeader.length === undefined ? read.line() : read.take(itemHeader.length));
    const payload = JSON_ITEM_TYPES.has(itemHeader.type) ? parseJson(raw, `the ${itemHeader.type} payload of ${what}`) : raw;
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}
