import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NodeSimulator } from '../node';
import { callApi, signedInSimulator } from '../testing/apiClient';

let sim: NodeSimulator;
let token: string;

beforeEach(async () => ({ sim, token } = await signedInSimulator()));
afterEach(() => sim.close());

const calls = () => sim.control.calls().map((call) => `${String(call.name)} ${JSON.stringify(call.query)} ${call.status}`);
/** Two calls of the same cost: answered in the order sent. */
const unit = (addressId: number) => () => callApi('units.get', {}, { token, query: { addressId } });
const [first, second] = [unit(1001), unit(1002)];

describe('the trace of calls on their way together (decision 0394)', () => {
  it('is the same whichever the simulator answers first', async () => {
    sim.control.clock.pause();
    sim.control.clearCalls();
    await Promise.all([first(), second()]);
    const oneWay = calls();
    sim.control.clearCalls();
    await Promise.all([second(), first()]);
    expect(calls()).toEqual(oneWay);
  });

  it('keeps a call sent after another was answered after it, at the same moment', async () => {
    sim.control.clock.pause();
    sim.control.clearCalls();
    await first();
    await second();
    const inOrder = calls();
    sim.control.clearCalls();
    await second();
    await first();
    expect(calls()).toEqual([...inOrder].reverse());
  });
});
