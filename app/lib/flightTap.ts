/**
 * Where the app's layers hand what happened to the flight recorder (issue 26). The recorder
 * itself loads after sign-in (data/flightRecorder.ts); until it attaches, and after sign-out,
 * `recordFlight` drops entries without building them, so the sign-in page pays for this file only.
 */

export type CallOutcome = 'ok' | 'http' | 'network' | 'malformed' | 'cancelled';

/** One thing that happened, in the app's own words; `at` is added by the recorder. */
export type FlightEvent =
  | {
      kind: 'call';
      /** The call table's name ('hubs.status'). */
      call: string;
      method: string;
      /** Path and query below the API base URL. */
      path: string;
      status: number | null;
      outcome: CallOutcome;
      /** From sending to the answer's body read, in ms. */
      ms: number;
      /** The bodies as sent and received (JSON text); redacted when the capture is taken. */
      request?: string;
      answer?: string;
    }
  | { kind: 'stream'; event: 'opened' | 'message' | 'closed' | 'refused'; hub: string; url: string; data?: string; code?: number; reason?: string }
  | { kind: 'route'; path: string }
  | { kind: 'stage'; flow: string; stage: string }
  | { kind: 'dialog'; dialog: string; open: boolean }
  /** A control pressed: by its name when the name is one of the app's own texts, else by `position` (decision 0359). */
  | { kind: 'action'; action: string; position?: ControlPosition }
  /** The installer typed into a field (by its label): how many characters, never what (issue 26). */
  | { kind: 'typed'; field: string; length: number }
  | { kind: 'shown'; text: string }
  | { kind: 'device'; online: boolean; viewport: string; storageFull: boolean };

/**
 * Where a pressed control whose name is not one of the app's texts sat (a unit row carries a
 * resident's name): its role, and its place among the controls of that role in its list or region.
 */
export interface ControlPosition {
  role: string;
  /** In a list: the row's place in it (1-based, as the list announces it). */
  row?: number;
  /** The control's place (1-based) among the controls of its role in its row, else in its region or dialog. */
  nth: number;
  /** The list's or region's name, when it is one of the app's texts. */
  in?: string;
}

export interface FlightSink {
  add(event: FlightEvent): void;
}

let sink: FlightSink | null = null;
/** Events kept for a recorder not attached yet (`holdFlightUntilAttached`), at most `HELD_AT_MOST`. */
let held: FlightEvent[] | null = null;
const HELD_AT_MOST = 100;

/** Records what `make` builds, building it only while a recorder listens or is awaited. */
export function recordFlight(make: () => FlightEvent): void {
  if (sink) sink.add(make());
  else if (held && held.length < HELD_AT_MOST) held.push(make());
}

/**
 * Keeps what happens from now for the recorder that attaches next: a signed-in start sends the
 * unit screen's first calls while the recorder's code still loads, and their answers can come
 * first (issue 40), which left them out of the recording a field report carries.
 */
export function holdFlightUntilAttached(): void {
  held ??= [];
}

/** True while a recorder listens or is awaited (callers that would do work before `recordFlight` check it). */
export function isRecordingFlight(): boolean {
  return sink !== null || held !== null;
}

/** Attaches the recorder, handing it what was held for it; returns the way to detach it. */
export function attachFlightSink(next: FlightSink): () => void {
  sink = next;
  const waiting = held ?? [];
  held = null;
  waiting.forEach((event) => next.add(event));
  return () => {
    if (sink === next) sink = null;
  };
}
