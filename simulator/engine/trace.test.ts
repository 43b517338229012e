import { describe, expect, it } from 'vitest';
import { createBus } from './bus';
import { createTrace, placeInTrace, type TraceEntry } from './trace';

const call = (at: number, name: string) => ({ type: 'call', at, name }) as unknown as TraceEntry;
const event = (at: number, type: string) => ({ type, at }) as unknown as TraceEntry;
const names = (trace: TraceEntry[]) => trace.map((entry) => `${entry.at}:${'name' in entry ? String(entry.name) : entry.type}`);
/** Entries as they arrive, each with how many were answered while it was on its way. */
const recorded = (arrivals: Array<[TraceEntry, number]>) => arrivals.reduce<TraceEntry[]>((trace, [entry, sideBySide]) => {
  trace.splice(placeInTrace(trace, entry, sideBySide), 0, entry);
  return trace;
}, []);
const alone = (...entries: TraceEntry[]) => entries.map((entry): [TraceEntry, number] => [entry, 0]);

describe('the trace records the calls of one moment in one order (decision 0394)', () => {
  it.each([
    [
      'two calls on their way together, answered either way round',
      [[call(12, 'devices.list'), 0], [call(12, 'doorCodes.syncs'), 1]],
      [[call(12, 'doorCodes.syncs'), 0], [call(12, 'devices.list'), 1]],
    ],
    [
      'three on their way together',
      [[call(5, 'c'), 0], [call(5, 'a'), 1], [call(5, 'b'), 2]],
      [[call(5, 'b'), 0], [call(5, 'c'), 1], [call(5, 'a'), 2]],
    ],
  ] as Array<[string, Array<[TraceEntry, number]>, Array<[TraceEntry, number]>]>)('%s record the same trace', (_case, one, other) => {
    expect(recorded(one)).toEqual(recorded(other));
  });

  it.each([
    ['calls of different moments', [[call(10, 'b'), 0], [call(12, 'a'), 1]], ['10:b', '12:a']],
    ['a call sent after the other was answered (a retry at the same moment)', alone(call(10, 'submit 500'), call(10, 'submit 200')), ['10:submit 500', '10:submit 200']],
    ['an event between calls of one moment', [[call(10, 'b'), 0], [event(10, 'fault.hit'), 0], [call(10, 'a'), 2]], ['10:b', '10:fault.hit', '10:a']],
    ['events among themselves', alone(event(3, 'stream.sent'), event(3, 'doorCodes.progress')), ['3:stream.sent', '3:doorCodes.progress']],
  ] as Array<[string, Array<[TraceEntry, number]>, string[]]>)('keeps the order of %s', (_case, arrivals, expected) => {
    expect(names(recorded(arrivals))).toEqual(expected);
  });

  it('is what a trace built on the bus keeps, while a subscriber hears the calls as they came', () => {
    const bus = createBus(() => 7);
    const trace = createTrace(bus);
    const heard: string[] = [];
    trace.subscribe((entry) => heard.push(names([entry])[0] as string));
    bus.emit('call', { name: 'units.get' } as never);
    bus.emit('call', { name: 'hubs.status' } as never, { sideBySide: 1 });
    expect(heard).toEqual(['7:units.get', '7:hubs.status']);
    expect(names(trace.entries())).toEqual(['7:hubs.status', '7:units.get']);
  });
});
