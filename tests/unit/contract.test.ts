import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callNames } from '../../app/api/calls';
import { answerSchemaName } from '../../scripts/lib/contract/documents';
import { contractFiles, contractText } from '../../scripts/lib/contract/files';
import { conforms, formatReport, runProbe, type ProbeLine } from '../../scripts/lib/contract/probe';
import { startSimulatorServer, type SimulatorServer } from '../../simulator/server/startServer';

const committed = (file: string) => readFileSync(file, 'utf8');
const openApi = JSON.parse(committed('docs/contract/openapi.json')) as {
  components: { schemas: Record<string, unknown>; headers: Record<string, { description: string }> };
  paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
};

describe('the committed contract documents (decision 0296)', () => {
  it.each(Object.entries(contractFiles))('%s is what `npm run contract:export` writes from the code', (file, document) => {
    expect(committed(file), `run npm run contract:export and commit ${file}`).toBe(contractText(document()));
  });

  it('holds an answer schema for every call of the call table', () => {
    expect(callNames.filter((call) => !openApi.components.schemas[answerSchemaName(call)])).toEqual([]);
  });
});

describe("the contract's Date header (decision 0381)", () => {
  it('is on every answer, errors too, and says it must be exposed to the app across origins', () => {
    const undated = Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses).filter(([, answer]) => !answer.headers?.Date).map(([status]) => `${method} ${path} ${status}`)));
    expect(undated).toEqual([]);
    expect(openApi.components.headers.Date?.description).toContain('Access-Control-Expose-Headers: Date');
  });
});

describe('npm run contract:probe against the simulator server', () => {
  let server: SimulatorServer;
  let token: string;
  const probe = (options: Partial<Parameters<typeof runProbe>[0]> = {}) => runProbe({ base: server.apiBaseUrl, token, document: openApi, ...options });
  const line = (lines: ProbeLine[], call: string) => lines.find((entry) => entry.call === call);

  beforeAll(async () => {
    server = await startSimulatorServer({ port: 0, allowedOrigins: [] });
    const login = await fetch(`${server.apiBaseUrl}/v4/installer/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' }),
    });
    token = ((await login.json()) as { token: string }).token;
  });
  afterAll(() => server.close());

  it("finds the simulator's answers to every read the probe makes conforming, and asks nothing but GET", async () => {
    await server.control.clearCalls();
    const lines = await probe({ unit: '1005' });
    expect(lines.map((entry) => entry.call)).toEqual([
      'communities.list', 'units.get', 'workTickets.get', 'doorCodes.syncsForAddress', 'yale.getMasterCodes', 'hubs.status', 'hubs.updateStatus', 'devices.listByHub',
    ]);
    expect(lines.filter((entry) => !conforms(entry))).toEqual([]);
    expect(new Set(server.control.calls().map((call) => call.method))).toEqual(new Set(['GET']));
    expect(formatReport(lines)).not.toContain(token);
  });

  it('reports a renamed field and a wrong type, each by call and field', async () => {
    server.control.faults.add({ call: 'hubs.status', status: 200, body: { hubSerialNumber: 'HB2-1000105', gateway_id: 'gw', is_iot_hub: true } });
    server.control.faults.add({ call: 'hubs.updateStatus', status: 200, body: { result: { update_pending: 'no' } } });
    const lines = await probe({ unit: '1005' });
    server.control.faults.clear();
    expect(line(lines, 'hubs.status')?.problems).toEqual(['hub_serial_number: missing (required)']);
    expect(line(lines, 'hubs.updateStatus')?.problems).toEqual([expect.stringMatching(/^result\.update_pending: .*boolean/)]);
    expect(formatReport(lines)).toMatch(/FAIL hubs\.status +200 .*\n +hub_serial_number: /);
    expect(lines.filter((entry) => !conforms(entry)).map((entry) => entry.call)).toEqual(['hubs.status', 'hubs.updateStatus']);
  });

  it('holds each answer to the same checker as the suite: the status and content type count, not only the body (decision 0330)', async () => {
    const bent: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (/\/hub\/[^/]+\/status\/$/.test(String(input))) return new Response(await answer.text(), { status: 200, headers: { 'content-type': 'text/plain' } });
      if (String(input).includes('/workticket/')) return new Response(JSON.stringify({ message: 'busy' }), { status: 409, headers: { 'content-type': 'application/json' } });
      return answer;
    };
    const lines = await probe({ unit: '1005', fetch: bent });
    expect(line(lines, 'hubs.status')?.problems).toEqual(['content type text/plain is not documented (documented: application/json)']);
    expect(line(lines, 'workTickets.get')?.problems).toEqual(['HTTP 409', expect.stringMatching(/^status 409 is not documented \(documented: 200, /)]);
    expect(lines.filter((entry) => !conforms(entry)).map((entry) => entry.call)).toEqual(['workTickets.get', 'hubs.status']);
  });

  it("reports an HTML error page, and a server that never answers, without printing the token", async () => {
    const htmlForUnits: typeof fetch = (input, init) =>
      String(input).includes('/address/') ? Promise.resolve(new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } })) : fetch(input, init);
    const html = await probe({ fetch: htmlForUnits });
    expect(line(html, 'units.list')).toMatchObject({ status: 502, problems: [expect.stringMatching(/^not JSON \(text\/html\): "<html><body><h1>502 Bad Gateway/)] });
    expect(line(html, 'hubs.status')?.problems).toEqual(['not asked: the unit has no hub']);

    const silent: typeof fetch = (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const hung = await probe({ fetch: silent, timeoutMs: 50 });
    expect(line(hung, 'communities.list')).toMatchObject({ status: null, problems: ['no answer within 0.05 s'] });
    expect(formatReport(hung)).not.toContain(token);
  });
});
