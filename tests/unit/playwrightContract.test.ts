import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assertConforms, CONTRACT_BINDING, createContractListener, type ContractListener } from '../e2e/support/contractListener';
import type { Logged } from '../../simulator/handlers/contractLog';
import { implementedCalls } from '../../simulator/handlers/calls';
import { json } from '../../simulator/handlers/respond';
import { startSimulatorServer, type SimulatorServer } from '../../simulator/server/startServer';

const JSON_TYPE = 'application/json';
const hubStatus = { hub_serial_number: 'HB2-1000104', gateway_id: 'gw-1', is_iot_hub: true };
const status = (body: unknown, code = 200): Logged => ({
  kind: 'answer', call: 'hubs.status', method: 'GET', path: '/v4/hub/HB2-1000104/status/', query: {}, status: code, contentType: JSON_TYPE,
  body: JSON.stringify(body), planted: false, request: { contentType: null, body: '' },
});

/** A listener bound to a stand-in context, and what the in-page simulator would report through it. */
async function listening() {
  const listener = createContractListener();
  let report: ((entry: Logged) => void) | undefined;
  await listener.listen({
    exposeBinding: async (name: string, callback: (source: unknown, entry: Logged) => void) => {
      expect(name).toBe(CONTRACT_BINDING);
      report = (entry) => callback({}, entry);
      return { [Symbol.dispose]: () => undefined };
    },
  } as never);
  return { listener, report: (entry: Logged) => report?.(entry) };
}

const assertNoContractDrift = (listener: ContractListener) => assertConforms(listener.logged(), 'the in-page simulator');

describe("the Playwright fixture's contract check (decision 0333)", () => {
  it('passes what conforms and loads nothing for a test that reached no simulator', async () => {
    const { listener, report } = await listening();
    await expect(assertNoContractDrift(listener)).resolves.toBeUndefined();
    report(status(hubStatus));
    report({ kind: 'message', serial: 'HB2-1000104', message: { state: 'AddNode', status: 'Done', nodeId: 5 } });
    await expect(assertNoContractDrift(listener)).resolves.toBeUndefined();
  });

  it('fails the test with a line naming the call, the status and the field', async () => {
    const { listener, report } = await listening();
    report(status({ ...hubStatus, hub_serial_number: undefined, hubSerialNumber: 'HB2-1000104' }));
    await expect(assertNoContractDrift(listener)).rejects.toThrow(
      'GET /v4/hub/{hubSerial}/status/ (hubs.status) answered 200 to GET /v4/hub/HB2-1000104/status/ [hubs.status]: hub_serial_number: missing (required)',
    );
  });

  it('leaves out the answers a test declares off the contract', async () => {
    const { listener, report } = await listening();
    report(status({ message: 'busy' }, 418));
    listener.offContract(418);
    await expect(assertNoContractDrift(listener)).resolves.toBeUndefined();
  });
});

describe("the simulator server's worlds keep a contract log for the production-network tests (decision 0334)", () => {
  let server: SimulatorServer;
  beforeAll(async () => {
    server = await startSimulatorServer({ port: 0, allowedOrigins: [], contractLog: true });
  });
  afterAll(() => server.close());

  const control = async (call: string, ...args: unknown[]) => {
    const answer = await fetch(`${server.url}/__simulator/control`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.controlToken}` },
      body: JSON.stringify({ call, args }),
    });
    return ((await answer.json()) as { result: unknown }).result;
  };

  it("hands over a world's log once, over the control API, and a drift in it fails the check with the call, status and field", async () => {
    const { id, key } = (await control('worlds.create', 'contract')) as { id: string; key: string };
    const headers = { 'Content-Type': 'application/json', 'X-Simulator-World': key };
    const login = await fetch(`${server.apiBaseUrl}/v4/installer/login/`, {
      method: 'POST', headers, body: JSON.stringify({ email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' }),
    });
    const { token } = (await login.json()) as { token: string };
    vi.spyOn(implementedCalls, 'hubs.status').mockImplementation(() => json({ hubSerialNumber: 'HB2-1000104', gateway_id: 'gw', is_iot_hub: true }));
    await fetch(`${server.apiBaseUrl}/v4/hub/HB2-1000104/status/`, { headers: { ...headers, Authorization: `Token ${token}` } });

    const logged = (await control('worlds.contractLog', id)) as Logged[];
    expect(logged.map((entry) => (entry.kind === 'answer' ? `${entry.call} ${entry.status}` : entry.kind))).toEqual(['auth.login 200', 'hubs.status 200']);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain('install123');
    await expect(assertConforms(logged, `the simulator server's world ${id}`)).rejects.toThrow(
      'GET /v4/hub/{hubSerial}/status/ (hubs.status) answered 200 to GET /v4/hub/HB2-1000104/status/ [hubs.status]: hub_serial_number: missing (required)',
    );
    expect(await control('worlds.contractLog', id)).toEqual([]);
    await control('worlds.end', id);
  });
});
