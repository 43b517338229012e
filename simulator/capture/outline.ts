/**
 * What a replay must do again, read from a capture (issue 26's proof): the pairing stages, routes
 * and messages in their order, the buttons pressed, what the hub stream brought, the calls that
 * are not polls in their order with their statuses, and the polls counted by call and status (how often a screen polls is the
 * simulator clock's doing; in which order against other calls is the browser's).
 */
import type { ActionEntry, Capture, CaptureEntry } from './captureFile';

export interface CaptureOutline {
  stages: string[];
  routes: string[];
  shown: string[];
  actions: string[];
  /** The fields typed into, with the length typed. */
  typed: string[];
  /** What came over the hub stream: each opening, message and close, in order. */
  stream: string[];
  calls: string[];
  polls: Record<string, number>;
}

const pathOf = (route: string) => route.split(/[?#]/)[0] ?? route;

/** A press by its name, or by its place: 'button 1 of row 3 in Z-Wave Devices'. */
export function pressName({ action, position }: ActionEntry): string {
  if (!position) return action;
  return `${position.role} ${position.nth}${position.row === undefined ? '' : ` of row ${position.row}`}${position.in === undefined ? '' : ` in ${position.in}`}`;
}

/** The list without an item equal to the one before it (a screen drawn twice is one screen). */
function withoutRepeats(items: readonly string[]): string[] {
  return items.filter((item, index) => item !== items[index - 1]);
}

export function outlineCapture({ entries }: Pick<Capture, 'entries'>): CaptureOutline {
  const of = <K extends CaptureEntry['kind']>(kind: K) => entries.filter((entry): entry is Extract<CaptureEntry, { kind: K }> => entry.kind === kind);
  const calls = of('call');
  const polls: Record<string, number> = {};
  for (const call of calls.filter((entry) => entry.method.toUpperCase() === 'GET')) {
    const key = `${call.call} ${call.status ?? 0}`;
    polls[key] = (polls[key] ?? 0) + 1;
  }
  return {
    stages: withoutRepeats(of('stage').map((entry) => `${entry.flow}: ${entry.stage}`)),
    routes: withoutRepeats(of('route').map((entry) => pathOf(entry.path))),
    shown: withoutRepeats(of('shown').map((entry) => entry.text)),
    actions: of('action').map(pressName),
    typed: of('typed').map((entry) => `${entry.field} (${entry.length})`),
    stream: of('stream').map((entry) => `${entry.hub} ${entry.event}${entry.data === undefined ? '' : ` ${JSON.stringify(entry.data)}`}${entry.code === undefined ? '' : ` ${entry.code}`}`),
    calls: calls.filter((entry) => entry.method.toUpperCase() !== 'GET').map((entry) => `${entry.call} ${entry.status ?? 0}`),
    polls: Object.fromEntries(Object.entries(polls).sort(([a], [b]) => a.localeCompare(b))),
  };
}
