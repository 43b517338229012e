/**
 * Compiles a flight recording into a scenario that replays it (issue 26, decision 0310):
 * - the clock starts where the capture started;
 * - each call that failed fails again at the same occurrence of that call, with its status and body;
 * - each hub message and drop the app saw is sent again by the timeline, the same time after the
 *   app's last call that is not a poll (a GET's count varies with timing; a POST's does not), or as
 *   the call that was on its way then is answered (decision 0336), and the replayed hubs'
 *   simulated controllers stand aside (`replay.hubs`);
 * - `expect` holds what the app must do again: the page opened, the buttons pressed, the routes,
 *   the stages of its flows, the messages shown, the calls that are not polls in their order with
 *   their statuses, and what was typed as made-up text of the same length (decision 0344).
 * Pure: the script (scripts/cli/scenarioFromCapture.mjs) reads and writes the files.
 */
import type { Capture, CallEntry, CaptureEntry, StreamEntry } from './captureFile';
import { answerOf } from './captureFile';
import { regenerate, typedText } from './regenerate';
import { seedFromAnswers, type JoinedDevice, type SeedRecord } from './answersSeed';
import { placedPressName } from './placedPress';
import { pressRoles } from '../scenario/pressRoles';

type Json = Record<string, unknown>;

/** Closes the app itself makes (leaving a screen, going to background) are not the hub's doing. */
const APP_CLOSES = new Set([1000, 1001]);
/** The page the app shows before anyone is signed in: `open` signs in by itself. */
const SIGN_IN = /^\/login\b/;

const isPoll = (call: CallEntry) => call.method.toUpperCase() === 'GET';
const failed = (call: CallEntry) => call.outcome === 'http' || call.outcome === 'network';

/** `capture-2026-11-23-15-00-00`: a scenario name from the capture's start. */
export function defaultCaptureName(capture: Capture): string {
  return `capture-${capture.startedAt.slice(0, 19).toLowerCase().replace(/[^0-9a-z]+/g, '-')}`;
}

/** Which occurrence of its call each call entry is (1-based), by index in the entries. */
function occurrences(entries: readonly CaptureEntry[]): Map<number, number> {
  const counts = new Map<string, number>();
  const nth = new Map<number, number>();
  entries.forEach((entry, index) => {
    if (entry.kind !== 'call') return;
    const count = (counts.get(entry.call) ?? 0) + 1;
    counts.set(entry.call, count);
    nth.set(index, count);
  });
  return nth;
}

function faultsOf(entries: readonly CaptureEntry[], nth: Map<number, number>): Json[] {
  return entries.flatMap((entry, index): Json[] => {
    if (entry.kind !== 'call' || !failed(entry)) return [];
    const id = `capture-${index}`;
    const occurrence = nth.get(index);
    if (entry.outcome === 'network' || !entry.status) return [{ id, kind: 'network', call: entry.call, failure: 'error', nth: occurrence }];
    const answer = regenerate(answerOf(entries, entry));
    const body = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? { body: answer } : {};
    return [{ id, kind: 'http', call: entry.call, status: entry.status, ...body, nth: occurrence }];
  });
}

/** What the hub did that the app saw: its messages, and closes the app did not make. */
function hubDoings(entry: CaptureEntry): entry is StreamEntry {
  return entry.kind === 'stream' && (entry.event === 'message' || (entry.event === 'closed' && !APP_CLOSES.has(entry.code ?? 1006)));
}

/** What the app does in answer to something: a call recorded after one of these was sent after it. */
const APP_STEPS = new Set<CaptureEntry['kind']>(['action', 'stage', 'route']);

/**
 * The call a hub doing is timed after (decision 0336): the app's call that was on its way when the
 * hub did it (sent before, answered after: the hub acted on that request before the app read the
 * answer, like a stream dropped as an inclusion starts), else the app's last call before it that
 * is not a poll. On its way: its answer is the next call recorded, its duration reaches back past
 * the doing, and the app took no step in between (a press, a stage, a route: the call may have
 * answered that step; `ms` is the page's time and a paused simulator clock does not move `at`).
 */
function anchorOf(entries: readonly CaptureEntry[], index: number): number | null {
  const doing = entries[index] as StreamEntry;
  const next = entries.findIndex((entry, at) => at > index && (APP_STEPS.has(entry.kind) || (entry.kind === 'call' && !isPoll(entry))));
  const sent = entries[next];
  if (sent?.kind === 'call' && sent.at - sent.ms <= doing.at) return next;
  const before = entries.slice(0, index).findLastIndex((entry) => entry.kind === 'call' && !isPoll(entry));
  return before >= 0 ? before : null;
}

/**
 * Which hub doing a joined device comes with (decision 0343): the hub's last AddNode message naming
 * its node before an answer showed it (the simulated controller adds a device as it sends that
 * message), else the hub's last doing before then; -1 when the hub did nothing.
 */
function joinedWith(entries: readonly CaptureEntry[], device: JoinedDevice): number {
  const before = entries.slice(0, device.shownAt);
  const ofHub = (entry: CaptureEntry): entry is StreamEntry => hubDoings(entry) && entry.hub === device.hub;
  const named = before.findLastIndex((entry) => ofHub(entry) && isRecord(entry.data) && entry.data.state === 'AddNode' && String(entry.data.nodeId) === String(device.record.localId));
  return named >= 0 ? named : before.findLastIndex(ofHub);
}

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function timelineOf(capture: Capture, nth: Map<number, number>, joined: readonly JoinedDevice[]): Json[] {
  const start = Date.parse(capture.startedAt);
  const { entries } = capture;
  const addsWith = new Map<number, Json[]>();
  const unanchored: Json[] = [];
  joined.forEach((device) => {
    const step = { 'device.add': { serial: device.hub, device: device.record } };
    const note = "A device the replayed hub added: as the capture's answers showed it.";
    const doing = joinedWith(entries, device);
    const shown = entries[device.shownAt] as CallEntry;
    if (doing < 0) unanchored.push({ at: Math.max(0, Math.round(shown.at - shown.ms - start)), do: step, note });
    else addsWith.set(doing, [...(addsWith.get(doing) ?? []), { do: step, note }]);
  });
  return [...unanchored, ...entries.flatMap((entry, index): Json[] => {
    if (!hubDoings(entry)) return [];
    const step = entry.event === 'message'
      ? { 'stream.send': { serial: entry.hub, message: regenerate(entry.data) } }
      : { 'stream.drop': { serial: entry.hub } };
    const note = entry.event === 'message' ? 'A hub message of the capture.' : `The capture's stream closed (${entry.code ?? 'no code'}${entry.reason ? `: ${entry.reason}` : ''}).`;
    const anchor = anchorOf(entries, index);
    const call = anchor === null ? undefined : entries[anchor];
    const timing = anchor === null || call?.kind !== 'call'
      ? { at: Math.max(0, Math.round(entry.at - start)) }
      : { when: { call: { name: call.call, nth: nth.get(anchor) ?? 1 } }, ...(entry.at - call.at >= 0.5 ? { afterMs: Math.round(entry.at - call.at) } : {}) };
    // A device the hub added is there before the message that announces it, as the simulated controller does it.
    return [...(addsWith.get(index) ?? []).map((add) => ({ ...timing, ...add })), { ...timing, do: step, note }];
  })];
}

/** A route without its query, as `route` expectations compare it. */
const pathOf = (route: string) => route.split(/[?#]/)[0] ?? route;
const redacted = (text: string) => text.includes('[Filtered]') || /\[Typed: \d+ characters\]/.test(text);

const PRESS_ROLES: readonly string[] = pressRoles;

/**
 * A press as a replay makes it: by its recorded name; a press recorded by its place (decision 0359)
 * by the name its row shows on replay when the page it led to says which row it was (names are
 * sturdier), else by that same place (decision 0408). Null when it can be pressed neither way.
 */
function pressOf(entries: readonly CaptureEntry[], index: number, records: readonly SeedRecord[]): Json | null {
  const entry = entries[index];
  if (entry?.kind !== 'action') return null;
  const { position } = entry;
  const name = position ? placedPressName(entries, index, records) : entry.action;
  if (name && !redacted(name)) return { click: name };
  if (!position || !PRESS_ROLES.includes(position.role) || position.nth < 1) return null;
  const { in: scope, ...place } = position;
  return { press: { ...place, ...(scope && !redacted(scope) ? { in: scope } : {}) } };
}

function expectOf(entries: readonly CaptureEntry[], records: readonly SeedRecord[]): Json[] {
  const first = entries.findIndex((entry) => entry.kind === 'route' && !SIGN_IN.test(entry.path));
  const opened = entries[first];
  if (!opened || opened.kind !== 'route') return [];
  const list: Json[] = [{ open: opened.path }];
  let route = pathOf(opened.path);
  let shown = '';
  let stage = '';
  entries.forEach((entry, index) => {
    if (index <= first) return;
    if (entry.kind === 'action') list.push(...[pressOf(entries, index, records) ?? []].flat());
    else if (entry.kind === 'typed' && entry.field) list.push({ fill: entry.field, value: typedText(entry.length) });
    else if (entry.kind === 'route' && pathOf(entry.path) !== route && !SIGN_IN.test(entry.path)) {
      route = pathOf(entry.path);
      list.push({ route });
    } else if (entry.kind === 'stage' && `${entry.flow} ${entry.stage}` !== stage) {
      stage = `${entry.flow} ${entry.stage}`;
      list.push({ stage: entry.stage, flow: entry.flow });
    } else if (entry.kind === 'shown' && entry.text !== shown && !redacted(entry.text)) {
      shown = entry.text;
      list.push({ text: entry.text });
    } else if (entry.kind === 'call' && (!isPoll(entry) || failed(entry))) {
      list.push({ call: entry.call, status: entry.status ?? 0 });
    }
  });
  return list;
}

export interface CompiledCapture {
  scenario: Json;
  /** `unplayedPresses`: presses recorded by their place that the file can press neither by name nor by place (a role the expect grammar has no press for). */
  summary: { calls: number; failedCalls: number; hubMessages: number; drops: number; expectations: number; unplayedPresses: number };
}

/** `covers`: the failure kinds the error report that carried the capture names (fromReport.ts). */
export function compileCapture(capture: Capture, name = defaultCaptureName(capture), covers: readonly string[] = []): CompiledCapture {
  const { entries } = capture;
  const nth = occurrences(entries);
  const faults = faultsOf(entries, nth);
  const data = seedFromAnswers(entries);
  const timeline = timelineOf(capture, nth, data.joined);
  const hubs = [...new Set(entries.filter(hubDoings).map((entry) => entry.hub))];
  const expect = expectOf(entries, data.records);
  const calls = entries.filter((entry) => entry.kind === 'call').length;
  const unplayedPresses = entries.filter((entry, index) => entry.kind === 'action' && entry.position && pressOf(entries, index, data.records) === null).length;
  const hubMessages = entries.filter((entry) => hubDoings(entry) && entry.event === 'message').length;
  const drops = entries.filter((entry) => hubDoings(entry) && entry.event === 'closed').length;
  const description = `Compiled from a flight recording (app ${capture.app.version}, ${capture.app.build || 'unknown'} build) taken ${capture.takenAt}: ${calls} calls, ${faults.length} failed and failing again; ${hubMessages} hub messages and ${drops} drops replayed${hubs.length ? ` for ${hubs.join(', ')}` : ''}.`;
  const scenario: Json = {
    $schema: './schema/scenarioSchema.json',
    name,
    description,
    ...(covers.length ? { covers: [...covers] } : {}),
    extends: 'default',
    // The world as the answers showed it; a capture whose answers showed nothing runs on the hand-written seed.
    seed: data.records.length ? { handwritten: false, records: data.records } : { handwritten: true },
    clock: { start: capture.startedAt },
    ...(faults.length ? { faults } : {}),
    ...(hubs.length ? { replay: { hubs } } : {}),
    ...(timeline.length ? { timeline } : {}),
    ...(expect.length ? { expect } : {}),
  };
  return { scenario, summary: { calls, failedCalls: faults.length, hubMessages, drops, expectations: expect.length, unplayedPresses } };
}
