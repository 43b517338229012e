// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBus } from '../engine/bus';
import { createFaultBook, scenarioFaults, type Occurrence } from './faultBook';
import type { HubBehaviourName } from './hubBehaviours';
import { faultSchema, faultSchemaFor, type Fault } from './schema';

const parse = (fault: object): Fault => faultSchema.parse(fault);
const bookOf = (...faults: object[]) => createFaultBook(null, scenarioFaults(faults.map(parse)));

const hitsOverSix = (fault: object, occurrence: Occurrence) => {
  const book = bookOf(fault);
  return Array.from({ length: 6 }, () => (book.take(occurrence) ? 1 : 0));
};

describe('fault book: which occurrences a fault hits', () => {
  it.each<[string, object, number[]]>([
    ['every one by default', {}, [1, 1, 1, 1, 1, 1]],
    ['only the nth', { nth: 3 }, [0, 0, 1, 0, 0, 0]],
    ['the first N', { times: 2 }, [1, 1, 0, 0, 0, 0]],
    ['N from the nth', { nth: 2, times: 3 }, [0, 1, 1, 1, 0, 0]],
  ])('%s', (_label, window, expected) => {
    expect(hitsOverSix({ call: 'units.list', status: 500, ...window }, { on: 'request', call: 'units.list' })).toEqual(expected);
  });

  it.each<[string, object, Occurrence, Occurrence]>([
    ['http: its call', { kind: 'http', call: 'units.list', status: 500 }, { on: 'request', call: 'units.list' }, { on: 'request', call: 'units.get' }],
    ['network: its call', { kind: 'network', call: 'units.list', failure: 'error' }, { on: 'request', call: 'units.list' }, { on: 'request', call: 'units.get' }],
    ['stream refuse: connection attempts', { kind: 'stream', action: 'refuse' }, { on: 'stream.connect', serial: 'A' }, { on: 'stream.open', serial: 'A' }],
    ['stream drop: opened connections of its hub', { kind: 'stream', action: 'drop', serial: 'A' }, { on: 'stream.open', serial: 'A' }, { on: 'stream.open', serial: 'B' }],
    ['stream delay: messages', { kind: 'stream', action: 'delay', delayMs: 500 }, { on: 'stream.message', serial: 'B', direction: 'toApp', toxic: 'latency' }, { on: 'stream.connect', serial: 'B' }],
  ])('%s', (_label, fault, about, other) => {
    const book = bookOf(fault);
    expect(book.take(other)).toBeUndefined();
    expect(book.take(about)).toMatchObject({ ...fault, id: 'fault-1' });
    expect(book.list()[0]).toMatchObject({ seen: 1, hits: 1 });
  });

  it('hub: a behaviour from the table, with its parameters checked', () => {
    const behaviours = { 'inclusion.fails': { description: 'test', params: z.object({ stage: z.enum(['prep', 'include']) }) } };
    const schema = faultSchemaFor(behaviours);
    const fault = schema.parse({ kind: 'hub', behaviour: 'inclusion.fails', params: { stage: 'include' }, nth: 2 });
    const book = createFaultBook(null, scenarioFaults([fault]));
    // A behaviour of this test's own table, which the catalogue's names do not include.
    const occurrence: Occurrence = { on: 'hub', behaviour: 'inclusion.fails' as HubBehaviourName, serial: 'HB2-1' };
    expect([book.take(occurrence), book.take(occurrence)?.params]).toEqual([undefined, { stage: 'include' }]);
    expect(schema.safeParse({ kind: 'hub', behaviour: 'inclusion.fails', params: { stage: 'late' } }).error?.issues[0]?.path).toEqual(['params', 'stage']);
    expect(faultSchemaFor({}).safeParse({ kind: 'hub', behaviour: 'inclusion.fails' }).error?.issues[0]?.message).toBe('unknown hub behaviour "inclusion.fails" (none are defined yet)');
    expect(faultSchema.safeParse({ kind: 'hub', behaviour: 'inclusion.fails' }).error?.issues[0]?.message).toMatch(/^unknown hub behaviour "inclusion.fails" \(known: inclusion.nothingJoins, /);
    expect(faultSchema.safeParse({ kind: 'hub', behaviour: 'inclusion.addNodeFailed', params: { stage: 'late' } }).error?.issues[0]?.path).toEqual(['params', 'stage']);
  });

  it('the first applying fault wins, injected ones before the scenario\'s', () => {
    const book = bookOf({ call: 'units.list', status: 503, times: 1 }, { call: 'units.list', status: 500 });
    expect(book.add({ call: 'units.list', status: 418, nth: 2 })).toEqual({ ok: true, id: 'injected-1' });
    const statuses = Array.from({ length: 3 }, () => {
      const fault = book.take({ on: 'request', call: 'units.list' });
      return fault?.kind === 'http' ? fault.status : null;
    });
    expect(statuses).toEqual([503, 418, 500]);
  });

  it('adds, removes and clears at run time, announcing each on the bus', () => {
    const bus = createBus(() => 0);
    const heard: string[] = [];
    bus.onAny((type, payload) => heard.push(`${type} ${'id' in payload ? String(payload.id) : ''}`));
    const book = createFaultBook(bus, scenarioFaults([parse({ id: 'down', call: 'units.list', status: 503 })]));
    expect(book.add({ kind: 'stream', action: 'refuse', id: 'no-stream' })).toEqual({ ok: true, id: 'no-stream' });
    expect(book.add({ kind: 'stream', action: 'refuse', id: 'no-stream' })).toEqual({ ok: false, error: 'Invalid fault: id: "no-stream" is already in use' });
    expect(book.add({ kind: 'network', call: 'units.list', failure: 'sometimes' })).toEqual({ ok: false, error: 'Invalid fault: failure: expected one of "error", "hang", "reset"' });
    expect(book.take({ on: 'stream.connect', serial: 'A' })?.id).toBe('no-stream');
    expect(book.remove('no-stream')).toBe(true);
    expect(book.remove('no-stream')).toBe(false);
    expect(book.clear()).toBe(1);
    expect(book.take({ on: 'request', call: 'units.list' })).toBeUndefined();
    expect(heard).toEqual(['fault.added no-stream', 'fault.hit no-stream', 'fault.removed no-stream', 'fault.removed down']);
  });

  it('continues from saved counters after a reload', () => {
    const first = bookOf({ call: 'units.list', status: 500, nth: 3 });
    first.take({ on: 'request', call: 'units.list' });
    first.take({ on: 'request', call: 'units.list' });
    const reloaded = createFaultBook(null, JSON.parse(JSON.stringify(first.state())) as ReturnType<typeof first.state>);
    expect(reloaded.take({ on: 'request', call: 'units.list' })).toMatchObject({ status: 500 });
  });

  it.each([
    [{ call: 'units.list' }, 'a fault needs a status, a delayMs or a corrupt body'],
    [{ kind: 'network', call: 'units.list', failure: 'hang', delayMs: 5 }, 'delayMs: a request that never answers has no delay'],
    [{ kind: 'stream', action: 'delay' }, 'delayMs: is required'],
    [{ kind: 'stream', action: 'shout' }, 'action: expected one of "refuse", "drop", "close", "halfOpen", "offline", "delay", "latency", "bandwidth", "slice", "lose"'],
    [{ kind: 'smoke', call: 'units.list' }, 'kind: expected one of "http", "network", "stream", "hub", "doorCode"'],
    [{ call: 'units.list', status: 500, id: 'Bad Id' }, 'id: use lower-case letters, digits and dashes'],
  ])('refuses %j: %s', (fault, message) => {
    expect(createFaultBook(null).add(fault)).toEqual({ ok: false, error: `Invalid fault: ${message}` });
  });
});
