/**
 * How the expect runner (./runner.ts) compares what happened with what an entry asks for, apart
 * from the page so Vitest holds it (./match.test.ts): values, request bodies, the trace and the
 * flight recorder's stages since the entry before, and errors that a page load caused.
 */
import type { Logged, LoggedAnswer } from '../handlers/contractLog';
import type { ExpectEntry } from '../scenario/expectSchema';
import type { TraceEntry } from '../engine/trace';

/** `actual` has every field of `wanted`: objects and lists match in part, other values exactly. */
export function subset(actual: unknown, wanted: unknown): boolean {
  if (typeof wanted !== 'object' || wanted === null) return Object.is(actual, wanted);
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(wanted)) return Array.isArray(actual) && wanted.every((item, index) => subset(actual[index], item));
  return Object.entries(wanted).every(([key, value]) => subset((actual as Record<string, unknown>)[key], value));
}

/** A request body as sent (text), read as JSON; undefined when there is none or it is not JSON. */
export function sentJson(body: string | null | undefined): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A call entry's `body`: the request's JSON body has its fields (no `body`: any request matches). */
export const bodyMatches = (sent: string | null | undefined, wanted: Record<string, unknown> | undefined): boolean =>
  wanted === undefined || subset(sentJson(sent), wanted);

/** Why a control cannot be pressed or typed into, from what the page says of it; null when it can. */
export function blockedState({ enabled, editable }: { enabled: boolean; editable?: boolean }): string | null {
  if (!enabled) return 'disabled';
  if (editable === false) return 'read-only';
  return null;
}

/** Errors of a look at the page that a page load cut short: after the new page is up, the look is made again. */
const CUT_BY_LOAD = /Execution context was destroyed|Cannot find context with specified id|window\.__simulator is not defined|because of a navigation/;

export const cutByLoad = (error: unknown): boolean => error instanceof Error && CUT_BY_LOAD.test(error.message);

/** What an error says in a report line: its first line, and its last when longer (a browser driver's call log ends with the reason). */
export function said(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.length > 1 ? `${lines[0]} (${lines.at(-1)})` : (lines[0] ?? 'no message');
}

/** A `route` entry as a pattern of paths: `:name` stands for one segment, a trailing slash is allowed. */
export const routePattern = (route: string) => new RegExp(`^${route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

export const shortJson = (value: unknown) => JSON.stringify(value).slice(0, 160);

/** What a report says the screen shows: its text in one line, cut at 400 characters. */
export function screenSummary(bodyText: string): string {
  const text = bodyText.replace(/\s+/g, ' ').trim();
  return `the screen shows: "${text.slice(0, 400)}${text.length > 400 ? '…' : ''}"`;
}

/** The names of the regions, dialogs and groups in an ARIA snapshot of the page (YAML as Playwright writes it), each once. */
export const scopesIn = (ariaSnapshot: string): string[] =>
  [...new Set([...ariaSnapshot.matchAll(/- (?:region|dialog|group) "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] as string))];

/** Why a click with `in` found nothing, when the scope is missing: the scopes on screen, and whether the control is there outside them. */
export function scopeProblemText(name: string, click: string, scopes: readonly string[], elsewhere: boolean): string {
  return [
    `no region, dialog or group named "${name}" on screen (only those roles can be an "in"; a radio group's question is not one)`,
    `those on screen: ${scopes.length === 0 ? 'none' : scopes.map((scopeName) => `"${scopeName}"`).join(', ')}`,
    ...(elsewhere ? [`"${click}" is on screen outside them: leave "in" out when the name is there once`] : []),
    '',
  ].join('; ');
}

type CallEntry = Extract<ExpectEntry, { call: unknown }>;
type TraceKindEntry = Extract<ExpectEntry, { trace: unknown }>;

/** The trace entries a `call` entry (by name and status) or a `trace` entry (by type and fields) counts. */
export const traceMatcher = (entry: CallEntry | TraceKindEntry): ((item: TraceEntry) => boolean) =>
  'call' in entry
    ? (item) => item.type === 'call' && item.name === entry.call && (entry.status === undefined || item.status === entry.status)
    : (item) => item.type === entry.trace && subset(item, entry.with ?? {});

/** Trace entries from `cursor` on that match, and the index of the `times`th (undefined: not yet). */
export function nthSince(trace: readonly TraceEntry[], cursor: number, matches: (entry: TraceEntry) => boolean, times: number): { hit: number | undefined; seen: TraceEntry[] } {
  const seen = trace.map((entry, index) => ({ entry, index })).filter(({ entry, index }) => index >= cursor && matches(entry));
  return { hit: seen[times - 1]?.index, seen: seen.map(({ entry }) => entry) };
}

/** What a failed `call` or `trace` entry reports it saw: the last five entries of its kind since the cursor. */
export function seenOfKind(trace: readonly TraceEntry[], cursor: number, entry: CallEntry | TraceKindEntry): string {
  const ofKind = trace.slice(cursor).filter((item) => ('call' in entry ? item.type === 'call' && item.name === entry.call : item.type === entry.trace));
  return ofKind.length === 0 ? `no ${'call' in entry ? `${entry.call} call` : `"${entry.trace}" entry`}` : ofKind.slice(-5).map(shortJson).join('; ');
}

/** An answer a `call` entry counts: its call and, when the entry gives one, its status. */
export const ofCall = (entry: CallEntry) => (answer: LoggedAnswer): boolean => answer.call === entry.call && (entry.status === undefined || answer.status === entry.status);

/** The answers in `sent` from `from` on. */
export const answersSince = (sent: readonly Logged[], from: number): LoggedAnswer[] =>
  sent.slice(from).filter((logged): logged is LoggedAnswer => logged.kind === 'answer');

/**
 * Where a `call` entry with `body` was met in `sent`: the index of its hit, and that hit's rank
 * among the answers of the same call and status since `from` (the trace's record of the same call
 * has that rank there).
 */
export function bodyHit(sent: readonly Logged[], from: number, hit: LoggedAnswer, entry: CallEntry): { at: number; rank: number } {
  const at = sent.indexOf(hit);
  const rank = sent.slice(from, at + 1).filter((logged) => logged.kind === 'answer' && ofCall(entry)(logged)).length;
  return { at, rank };
}

/** The bodies a failed `call` entry with `body` reports: the last five of that call, with their status. */
export const bodiesSent = (answers: readonly LoggedAnswer[], call: string): string[] =>
  answers.filter((answer) => answer.call === call).slice(-5).map((answer) => `${answer.status} ${answer.request.body.slice(0, 160) || '(no body)'}`);

export interface Stage {
  at: number;
  flow: string;
  stage: string;
}

/** From where stages count: those written after `at`, and after the first `skip` written at it. */
export interface StageMark {
  at: number;
  skip: number;
}

export const FROM_THE_START: StageMark = { at: -Infinity, skip: 0 };

/** The stages in a flight recording (the app's capture, as an error report attaches it), oldest first. */
export function stagesOf(capture: unknown): Stage[] {
  const entries = ((capture as { entries?: unknown } | null)?.entries ?? []) as Array<{ kind: string; at: number; flow?: string; stage?: string }>;
  return entries.flatMap((entry) => (entry.kind === 'stage' ? [{ at: entry.at, flow: String(entry.flow), stage: String(entry.stage) }] : []));
}

/** The stages written since the mark. */
export function sinceMark<T extends { at: number }>(stages: readonly T[], mark: StageMark): T[] {
  let skipped = 0;
  return stages.filter((stage) => stage.at > mark.at || (stage.at === mark.at && (skipped += 1) > mark.skip));
}

/** The mark just past the last of `stages`: from it, only stages written later count. */
export function markAfter(stages: readonly { at: number }[]): StageMark {
  const at = stages.at(-1)?.at ?? -Infinity;
  return { at, skip: stages.filter((stage) => stage.at === at).length };
}

/**
 * A `stage` entry looked for in the stages since the mark: when met, the stages up to and including
 * the one met (the next mark is after them: later stages stay for the next entries).
 */
export function stageMet(all: readonly Stage[], mark: StageMark, entry: { stage: string; flow?: string }): { seen: Stage[]; kept: Stage[] | null } {
  const seen = sinceMark(all, mark);
  const hit = seen.findIndex((item) => item.stage === entry.stage && (entry.flow === undefined || item.flow === entry.flow));
  return { seen, kept: hit < 0 ? null : all.slice(0, all.length - seen.length + hit + 1) };
}

/** A press by place as a report names it: 'button 2 of row 8 in "Maple Court"'. */
export function placeText({ role, row, nth, in: scope }: { role: string; row?: number; nth: number; in?: string }): string {
  return `${role} ${nth}${row === undefined ? '' : ` of row ${row}`} in ${scope === undefined ? (row === undefined ? 'its region or dialog' : 'its list') : `"${scope}"`}`;
}
