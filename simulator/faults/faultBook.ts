/**
 * Which fault, if any, hits an occurrence (a request, a stream connection or message, a hub
 * behaviour, a door-code sync). Each fault counts the occurrences it is about inside its
 * trigger's time window, whether it hits them or not; `nth` picks the Nth (1-based), `times` limits
 * how many in a row, both together mean `times` occurrences starting at the Nth, neither means
 * every one. Of those, each is hit with the fault's chance (its toxicity, times its ramp at that
 * moment), drawn from the run's seed by the fault's id and count, so a reload or another fault
 * changes no draw (decision 0420). Faults injected at run time come before the scenario's, in the
 * order they were added; the first that applies wins.
 */
import { z } from 'zod';
import type { CallName } from '../../app/api/calls';
import type { Bus } from '../engine/bus';
import type { JsonValue } from '../engine/json';
import { createSeededRandom, type SeededRandom } from '../engine/seededRandom';
import { firstProblem } from '../validation/issues';
import type { HubBehaviourName } from './hubBehaviours';
import { faultSchema, type Fault, type FaultTrigger, type StreamDirection } from './schema';

/**
 * What a message toxic is asked about: `latency` (a `delay` fault too), `bandwidth`, `slice`,
 * `lose`; each is asked separately, so toxics of different actions stack on one message.
 */
export type MessageToxic = 'latency' | 'bandwidth' | 'slice' | 'lose';

export type Occurrence =
  | { on: 'request'; call: CallName }
  | { on: 'stream.connect'; serial: string }
  | { on: 'stream.open'; serial: string }
  | { on: 'stream.message'; serial: string; direction: StreamDirection; toxic: MessageToxic }
  /** The hub sends a message to the app (counted whether or not a connection is open). */
  | { on: 'stream.hubSends'; serial: string; message: { state?: unknown; status?: unknown } }
  | { on: 'hub'; behaviour: HubBehaviourName; serial: string }
  | { on: 'doorCode.sync'; deviceUid: string };

type StreamFault<A> = Extract<Fault, { kind: 'stream'; action: A }>;
type FaultFor<O extends Occurrence['on']> = {
  request: Extract<Fault, { kind: 'http' | 'network' }>;
  'stream.connect': StreamFault<'refuse'>;
  'stream.open': StreamFault<'drop' | 'close' | 'halfOpen'>;
  'stream.message': StreamFault<'delay' | 'latency' | 'bandwidth' | 'slice' | 'lose'>;
  'stream.hubSends': StreamFault<'offline'>;
  hub: Extract<Fault, { kind: 'hub' }>;
  'doorCode.sync': Extract<Fault, { kind: 'doorCode' }>;
}[O];

/** The faults a message toxic is asked about: latency is asked of `delay` faults too. */
type MessageFault<T> = T extends 'latency' ? StreamFault<'delay' | 'latency'> : StreamFault<T>;

/** A fault that hit, with its id and its own draws for this occurrence (jitter, a cut). */
export type Hit<O extends Occurrence> = (O extends { on: 'stream.message'; toxic: infer T } ? MessageFault<T> : FaultFor<O['on']>) & { id: string; random: SeededRandom };

export type FaultSource = 'scenario' | 'injected';

export interface FaultEntry {
  id: string;
  source: FaultSource;
  fault: Fault;
  /** Occurrences counted so far. */
  seen: number;
  /** Occurrences hit so far. */
  hits: number;
  /** Simulator time it entered the book, which its trigger counts from; set when it is loaded. */
  since?: number;
}

export const faultBookStateSchema = z.object({
  entries: z.array(z.object({
    id: z.string(),
    source: z.enum(['scenario', 'injected']),
    fault: faultSchema,
    seen: z.number().int().min(0),
    hits: z.number().int().min(0),
    since: z.number().optional(),
  })),
  nextInjected: z.number().int().min(0),
});
export type FaultBookState = z.infer<typeof faultBookStateSchema>;

export type AddFaultResult = { ok: true; id: string } | { ok: false; error: string };

export interface FaultBook {
  /** Counts the occurrence against every fault about it and returns the first that applies. */
  take<O extends Occurrence>(occurrence: O): Hit<O> | undefined;
  /** Adds a fault at run time (validated); it applies from the next occurrence. */
  add(fault: unknown): AddFaultResult;
  remove(id: string): boolean;
  /** Removes every fault, the scenario's too; returns how many. */
  clear(): number;
  list(): FaultEntry[];
  state(): FaultBookState;
  load(state: FaultBookState): void;
  onChange(listener: () => void): () => void;
}

export interface FaultBookOptions {
  /** Simulator time, which triggers are measured on. */
  now(): number;
  /** The run's seed (decision 0321), which every chance is drawn from. */
  seed(): number;
}

const atZero: FaultBookOptions = { now: () => 0, seed: () => 0 };

/** The message toxic a stream fault is, `delay` being latency without jitter. */
function toxicOf(action: string): MessageToxic | null {
  if (action === 'delay') return 'latency';
  return action === 'latency' || action === 'bandwidth' || action === 'slice' || action === 'lose' ? action : null;
}

function isAbout(fault: Fault, occurrence: Occurrence): boolean {
  const serialMatches = (serial: string) => !('serial' in fault) || fault.serial === undefined || fault.serial === serial;
  switch (occurrence.on) {
    case 'request':
      return (fault.kind === 'http' || fault.kind === 'network') && fault.call === occurrence.call;
    case 'stream.connect':
      return fault.kind === 'stream' && fault.action === 'refuse' && serialMatches(occurrence.serial);
    case 'stream.open':
      return fault.kind === 'stream' && (fault.action === 'drop' || fault.action === 'close' || fault.action === 'halfOpen') && serialMatches(occurrence.serial);
    case 'stream.message':
      return fault.kind === 'stream' && toxicOf(fault.action) === occurrence.toxic && serialMatches(occurrence.serial)
        && ('direction' in fault ? fault.direction : 'toApp') === occurrence.direction;
    case 'stream.hubSends':
      return fault.kind === 'stream' && fault.action === 'offline' && serialMatches(occurrence.serial)
        && (fault.onMessage === undefined || (fault.onMessage.state === occurrence.message.state && (fault.onMessage.status ?? occurrence.message.status) === occurrence.message.status));
    case 'hub':
      return fault.kind === 'hub' && fault.behaviour === occurrence.behaviour && serialMatches(occurrence.serial);
    case 'doorCode.sync':
      return fault.kind === 'doorCode' && (fault.deviceUid === undefined || fault.deviceUid === occurrence.deviceUid);
  }
}

function applies(fault: Fault, count: number): boolean {
  const first = fault.nth ?? 1;
  const last = fault.times !== undefined ? first + fault.times - 1 : fault.nth !== undefined ? fault.nth : Infinity;
  return count >= first && count <= last;
}

/** Whether `elapsed` (ms since the fault entered the book) is inside the trigger's window. */
function live(trigger: FaultTrigger | undefined, elapsed: number): boolean {
  return elapsed >= (trigger?.after ?? 0) && (trigger?.until === undefined || elapsed < trigger.until);
}

/** The chance of a hit at `elapsed`: the toxicity, times the ramp's value then. */
export function chanceAt(fault: Pick<Fault, 'toxicity' | 'trigger'>, elapsed: number): number {
  const ramp = fault.trigger?.ramp;
  const toxicity = fault.toxicity ?? 1;
  if (!ramp) return toxicity;
  const progress = ramp.over === 0 ? 1 : Math.min(1, Math.max(0, (elapsed - (fault.trigger?.after ?? 0)) / ramp.over));
  return toxicity * (ramp.from + (ramp.to - ramp.from) * progress);
}

/** The scenario's faults, not yet counted; ids default to fault-1, fault-2… by place in the file. */
export function scenarioFaults(faults: readonly Fault[]): FaultBookState {
  return {
    entries: faults.map((fault, index) => ({ id: fault.id ?? `fault-${index + 1}`, source: 'scenario', fault, seen: 0, hits: 0 })),
    nextInjected: 1,
  };
}

export function createFaultBook(bus: Bus | null, initial: FaultBookState = { entries: [], nextInjected: 1 }, options: FaultBookOptions = atZero): FaultBook {
  const dated = (loaded: FaultEntry[]) => structuredClone(loaded).map((entry) => ({ ...entry, since: entry.since ?? options.now() }));
  let entries: FaultEntry[] = dated(initial.entries);
  let nextInjected = initial.nextInjected;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  // Injected first: a fault added now is meant to hit the next occurrence whatever the scenario says.
  const inOrder = () => [...entries.filter((entry) => entry.source === 'injected'), ...entries.filter((entry) => entry.source === 'scenario')];

  /** The draws of one counted occurrence of a fault: the same for the same seed, id and count. */
  const drawsOf = (entry: FaultEntry) => createSeededRandom(options.seed()).fork(`${entry.id}#${entry.seen}`);

  function hits(entry: FaultEntry, random: SeededRandom): boolean {
    if (!applies(entry.fault, entry.seen)) return false;
    const chance = chanceAt(entry.fault, options.now() - (entry.since ?? 0));
    return chance >= 1 || random.next() < chance;
  }

  function take<O extends Occurrence>(occurrence: O): Hit<O> | undefined {
    let hit: { entry: FaultEntry; random: SeededRandom } | undefined;
    inOrder().forEach((entry) => {
      if (!isAbout(entry.fault, occurrence) || !live(entry.fault.trigger, options.now() - (entry.since ?? 0))) return;
      entry.seen += 1;
      const random = drawsOf(entry);
      if (!hit && hits(entry, random)) hit = { entry, random: random.fork('draws') };
    });
    if (!hit) return undefined;
    const { entry, random } = hit;
    entry.hits += 1;
    changed();
    bus?.emit('fault.hit', { id: entry.id, kind: entry.fault.kind });
    return { ...structuredClone(entry.fault), id: entry.id, random } as unknown as Hit<O>;
  }

  return {
    take,
    add(input) {
      const parsed = faultSchema.safeParse(input, { reportInput: true });
      if (!parsed.success) return { ok: false, error: `Invalid fault: ${firstProblem(parsed.error)}` };
      const id = parsed.data.id ?? `injected-${nextInjected}`;
      if (entries.some((entry) => entry.id === id)) return { ok: false, error: `Invalid fault: id: "${id}" is already in use` };
      if (parsed.data.id === undefined) nextInjected += 1;
      entries.push({ id, source: 'injected', fault: parsed.data, seen: 0, hits: 0, since: options.now() });
      changed();
      bus?.emit('fault.added', { id, fault: JSON.parse(JSON.stringify(parsed.data)) as JsonValue });
      return { ok: true, id };
    },
    remove(id) {
      const before = entries.length;
      entries = entries.filter((entry) => entry.id !== id);
      if (entries.length === before) return false;
      changed();
      bus?.emit('fault.removed', { id });
      return true;
    },
    clear() {
      const removed = entries.map((entry) => entry.id);
      entries = [];
      changed();
      removed.forEach((id) => bus?.emit('fault.removed', { id }));
      return removed.length;
    },
    list: () => structuredClone(inOrder()),
    state: () => ({ entries: structuredClone(entries), nextInjected }),
    load(state) {
      entries = dated(state.entries);
      nextInjected = state.nextInjected;
      changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
