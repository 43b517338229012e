// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createBus } from './bus';

describe('bus', () => {
  it('tells every listener of a type, and every any-listener, with the simulator time', () => {
    let now = 1_000;
    const bus = createBus(() => now);
    const heard: string[] = [];
    bus.onAny((type, _payload, at) => heard.push(`any ${type} ${at}`));
    const stop = bus.on('sessions.expired', ({ count }, at) => heard.push(`expired ${count} ${at}`));
    bus.emit('sessions.expired', { count: 2 });
    stop();
    now = 2_000;
    bus.emit('sessions.expired', { count: 3 });
    bus.emit('scenario.started', { name: 'x' });
    expect(heard).toEqual(['any sessions.expired 1000', 'expired 2 1000', 'any sessions.expired 2000', 'any scenario.started 2000']);
  });

  it('a failing listener is reported and does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createBus(() => 0);
    const heard: string[] = [];
    bus.on('scenario.started', () => {
      throw new Error('boom');
    });
    bus.on('scenario.started', ({ name }) => heard.push(name));
    bus.emit('scenario.started', { name: 'still heard' });
    expect(heard).toEqual(['still heard']);
    expect(error).toHaveBeenCalledWith('Simulator: a listener of "scenario.started" failed', expect.any(Error));
  });
});
