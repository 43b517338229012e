/**
 * The flight recording as it leaves the phone (issue 26): bodies and hub messages read as JSON,
 * then redacted here, on the phone. Fields of the contract that carry a secret or a person's data
 * go (api/personalFields.ts; free text keeps its length), and every value found in such a field,
 * the session token and the people's full names are blanked wherever else they appear (a path, a
 * message shown, a hub message).
 */
import { personalFields } from '../api/personalFields';
import { FILTERED, scrubSecrets } from '../lib/scrubSecrets';
import { isRecord } from '../lib/valueCheck';
import { version as appVersion } from '../../package.json';
import type { StoredFlightEntry } from './flightLog';
import { flightLimits } from './flightLog';
import { flightLog } from './flightRecorder';

export const CAPTURE_FORMAT = 'hub-installer-flight-recording';
export const CAPTURE_VERSION = 1;
export const CAPTURE_FILENAME = 'flight-recording.json';

export interface FlightCapture {
  format: typeof CAPTURE_FORMAT;
  version: typeof CAPTURE_VERSION;
  app: { version: string; build: string };
  /** ISO times of the first entry and of the capture. */
  startedAt: string | null;
  takenAt: string;
  limits: typeof flightLimits;
  entries: unknown[];
}

/** JSON text as its value (an answer, a hub message); text that is not JSON stays text. */
function asJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function readBodies(entry: StoredFlightEntry): Record<string, unknown> {
  if (entry.kind === 'call') return { ...entry, request: asJson(entry.request), ...('answer' in entry ? { answer: asJson(entry.answer) } : {}) };
  if (entry.kind === 'stream' && entry.data !== undefined) return { ...entry, data: asJson(entry.data) };
  return entry;
}

/** Every value of a personal field, and full names, so copies elsewhere are blanked too. */
function personalValues(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => personalValues(item, into));
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (Object.hasOwn(personalFields, key)) {
        [item].flat().forEach((text) => typeof text === 'string' && text !== FILTERED && into.add(text));
      } else personalValues(item, into);
    }
    if (typeof value.firstName === 'string' && typeof value.lastName === 'string') into.add(`${value.firstName} ${value.lastName}`);
  }
  return into;
}

/** The redacted capture of what was recorded; `secrets` are blanked wherever they appear (the session token). */
export function takeFlightCapture(secrets: readonly string[], now = Date.now()): FlightCapture {
  const entries = flightLog().serialize(now).map(readBodies);
  const known = [...personalValues(entries, new Set(secrets))].sort((a, b) => b.length - a.length);
  const first = entries[0]?.at;
  return {
    format: CAPTURE_FORMAT,
    version: CAPTURE_VERSION,
    app: { version: appVersion, build: import.meta.env.MODE },
    startedAt: typeof first === 'number' ? new Date(first).toISOString() : null,
    takenAt: new Date(now).toISOString(),
    limits: flightLimits,
    entries: scrubSecrets(entries, known, personalFields),
  };
}

export interface FlightAttachment {
  filename: string;
  data: string;
  contentType: 'application/json';
}

/** The capture as a report's attachment; null while nothing was recorded (the sign-in page). */
export function flightAttachment(secrets: readonly string[]): FlightAttachment | null {
  const capture = takeFlightCapture(secrets);
  return capture.entries.length ? { filename: CAPTURE_FILENAME, data: JSON.stringify(capture), contentType: 'application/json' } : null;
}
