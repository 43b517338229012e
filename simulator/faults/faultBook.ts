/**
 * Which fault, if any, hits an occurrence (a request, a stream connection or message, a hub
 * behaviour). Each fault counts the occurrences it is about, whether it hits them or not; `nth`
 * picks the Nth (1-based), `times` limits how many in a row, both together mean `times`
 * occurrences starting at the Nth, neither means every one. Faults injected at run time come
 * before the scenario's, in the order they were added; the first that applies wins.
 */
import { z } from 'zod';
import type { CallName } from '../../app/api/calls';
import type { Bus } from '../engine/bus';
import type { JsonValue } from '../engine/json';
import { firstProblem } from '../validation/issues';
import type { HubBehaviourName } from './hubBehaviours';
import { faultSchema, type Fault } from './schema';

export type Occurrence =
  | { on: 'request'; call: CallName }
  | { on: 'stream.connect'; serial: string }
  | { on: 'stream.open'; serial: string }
  | { on: 'stream.message'; serial: string }
  | { on: 'hub'; behaviour: HubBehaviourName; serial: string };

type FaultFor<O extends Occurrence['on']> = {
  request: Extract<Fault, { kind: 'http' | 'network' }>;
  'stream.connect': Extract<Fault, { kind: 'stream'; action: 'refuse' }>;
  'stream.open': Extract<Fault, { kind: 'stream'; action: 'drop' }>;
  'stream.message': Extract<Fault, { kind: 'stream'; action: 'delay' }>;
  hub: Extract<Fault, { kind: 'hub' }>;
}[O];

export type FaultSource = 'scenario' | 'injected';

export interface FaultEntry {
  id: string;
  source: FaultSource;
  fault: Fault;
  /** Occurrences counted so far. */
  seen: number;
  /** Occurrences hit so far. */
  hits: number;
}

export const faultBookStateSchema = z.object({
  entries: z.array(z.object({
    id: z.string(),
    source: z.enum(['scenario', 'injected']),
    fault: faultSchema,
    seen: z.number().int().min(0),
    hits: z.number().int().min(0),
  })),
  nextInjected: z.number().int().min(0),
});
export type FaultBookState = z.infer<typeof faultBookStateSchema>;

export type AddFaultResult = { ok: true; id: string } | { ok: false; error: string };

export interface FaultBook {
  /** Counts the occurrence against every fault about it and returns the first that applies. */
  take<O extends Occurrence>(occurrence: O): (FaultFor<O['on']> & { id: string }) | undefined;
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

function isAbout(fault: Fault, occurrence: Occurrence): boolean {
  const serialMatches = (serial: string) => !('serial' in fault) || fault.serial === undefined || fault.serial === serial;
  switch (occurrence.on) {
    case 'request':
      return (fault.kind === 'http' || fault.kind === 'network') && fault.call === occurrence.call;
    case 'stream.connect':
      return fault.kind === 'stream' && fault.action === 'refuse' && serialMatches(occurrence.serial);
    case 'stream.open':
      return fault.kind === 'stream' && fault.action === 'drop' && serialMatches(occurrence.serial);
    case 'stream.message':
      return fault.kind === 'stream' && fault.action === 'delay' && serialMatches(occurrence.serial);
    case 'hub':
      return fault.kind === 'hub' && fault.behaviour === occurrence.behaviour && serialMatches(occurrence.serial);
  }
}

function applies(fault: Fault, count: number): boolean {
  const first = fault.nth ?? 1;
  const last = fault.times !== undefined ? first + fault.times - 1 : fault.nth !== undefined ? fault.nth : Infinity;
  return count >= first && count <= last;
}

/** The scenario's faults, not yet counted; ids default to fault-1, fault-2… by place in the file. */
export function scenarioFaults(faults: readonly Fault[]): FaultBookState {
  return {
    entries: faults.map((fault, index) => ({ id: fault.id ?? `fault-${index + 1}`, source: 'scenario', fault, seen: 0, hits: 0 })),
    nextInjected: 1,
  };
}

export function createFaultBook(bus: Bus | null, initial: FaultBookState = { entries: [], nextInjected: 1 }): FaultBook {
  let entries: FaultEntry[] = structuredClone(initial.entries);
  let nextInjected = initial.nextInjected;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  // Injected first: a fault added now is meant to hit the next occurrence whatever the scenario says.
  const inOrder = () => [...entries.filter((entry) => entry.source === 'injected'), ...entries.filter((entry) => entry.source === 'scenario')];

  function take<O extends Occurrence>(occurrence: O): (FaultFor<O['on']> & { id: string }) | undefined {
    let hit: FaultEntry | undefined;
    inOrder().forEach((entry) => {
      if (!isAbout(entry.fault, occurrence)) return;
      entry.seen += 1;
      if (!hit && applies(entry.fault, entry.seen)) hit = entry;
    });
    if (!hit) return undefined;
    hit.hits += 1;
    changed();
    bus?.emit('fault.hit', { id: hit.id, kind: hit.fault.kind });
    return { ...structuredClone(hit.fault), id: hit.id } as FaultFor<O['on']> & { id: string };
  }

  return {
    take,
    add(input) {
      const parsed = faultSchema.safeParse(input, { reportInput: true });
      if (!parsed.success) return { ok: false, error: `Invalid fault: ${firstProblem(parsed.error)}` };
      const id = parsed.data.id ?? `injected-${nextInjected}`;
      if (entries.some((entry) => entry.id === id)) return { ok: false, error: `Invalid fault: id: "${id}" is already in use` };
      if (parsed.data.id === undefined) nextInjected += 1;
      entries.push({ id, source: 'injected', fault: parsed.data, seen: 0, hits: 0 });
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
      entries = structuredClone(state.entries);
      nextInjected = state.nextInjected;
      changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
