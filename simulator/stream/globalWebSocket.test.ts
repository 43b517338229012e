// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';
import { connectStream } from '../testing/streamClient';

let sim: NodeSimulator;
beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: smallScenario });
});
afterEach(() => sim.close());

// App code opens the stream with the global WebSocket; msw/node runs in the same process, so
// mock-socket must not assign the global itself (toolchain notes): the test stubs it instead.
it('app code using the global WebSocket reaches the hub stream under msw/node', async () => {
  vi.stubGlobal('WebSocket', sim.WebSocket);
  const client = connectStream(WebSocket, { token: await signIn(), hubSerialNumber: 'HB2-1000104' });
  await client.opened;
  sim.control.stream.push('HB2-1000104', { type: 'DetailedNodeTotals' });
  expect(await client.received(1)).toEqual([{ type: 'DetailedNodeTotals' }]);
});
