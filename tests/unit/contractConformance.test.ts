import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContractCheck, type HttpAnswer, type HttpRequest } from '../../scripts/lib/contract/conformance';
import { implementedCalls } from '../../simulator/handlers/calls';
import { json } from '../../simulator/handlers/respond';
import { startNodeSimulator, type NodeSimulator } from '../../simulator/node';
import { callApi, signIn } from '../../simulator/testing/apiClient';
import { takeContractLog } from '../../simulator/handlers/contractLog';
import { smallScenario } from '../../simulator/testing/scenarios';
import { connectStream } from '../../simulator/testing/streamClient';
import { droppedClose } from '../../simulator/stream/hubStream';
import { contractDrifts } from '../support/contractCheck';

const read = (file: string) => JSON.parse(readFileSync(`docs/contract/${file}`, 'utf8')) as Record<string, unknown>;
const check = createContractCheck({ openApi: read('openapi.json'), asyncApi: read('asyncapi.json') });

const JSON_TYPE = 'application/json';
const hubStatus = { hub_serial_number: 'HB2-1000104', gateway_id: 'gw-1', is_iot_hub: true };
const answer = (method: string, path: string, status: number, body: unknown, contentType = JSON_TYPE): HttpAnswer => ({
  method, path, status, contentType, body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('an answer held to docs/contract/openapi.json (decision 0315)', () => {
  it.each<[string, HttpAnswer, Array<string | RegExp>]>([
    ['a conforming answer', answer('GET', '/v4/hub/HB2-1000104/status/', 200, hubStatus), []],
    ['a field more than the contract lists', answer('GET', '/v4/hub/HB2-1000104/status/', 200, { ...hubStatus, extra: 1 }), []],
    ['a renamed field', answer('GET', '/v4/hub/HB2-1000104/status/', 200, { ...hubStatus, hub_serial_number: undefined, hubSerialNumber: 'HB2-1000104' }), ['hub_serial_number: missing (required)']],
    ['a wrong type, deep in the answer', answer('GET', '/v4/hub/HB2-1000104/softwareupdate/status/', 200, { result: { update_pending: 'no' } }), [/^result\.update_pending: .*"string".*"boolean"/]],
    ['an undocumented status', answer('GET', '/v4/hub/HB2-1000104/status/', 409, { message: 'busy' }), ['status 409 is not documented (documented: 200, 400, 401, 404, 424, 500)']],
    ['a status documented for another call only', answer('POST', '/v4/hub/HB2-1000104/reboot/', 409, { message: 'busy' }), []],
    ['200 where the call answers 201', answer('POST', '/v4/ring/device/', 200, {}), [/^status 200 is not documented \(documented: 201, /]],
    ['a documented error answer', answer('GET', '/v4/installer/workticket/', 404, { message: 'Object Not Found Matching Id 1' }), []],
    ['an error answer of the wrong shape', answer('GET', '/v4/installer/workticket/', 500, { message: 5 }), [/^message: .*"number".*"string"/]],
    ['a call the contract does not list', answer('GET', '/v9/nothing/', 404, { message: 'no' }), ['the contract lists no such call']],
    ['a method the path does not have', answer('DELETE', '/v4/hub/HB2-1000104/status/', 200, {}), ['the contract lists no such call']],
    ['one segment more than the template', answer('GET', '/v4/hub/HB2/extra/status/', 200, hubStatus), ['the contract lists no such call']],
    ['an HTML page', answer('GET', '/v4/hub/HB2-1000104/status/', 200, '<html>502</html>', 'text/html'), ['content type text/html is not documented (documented: application/json)']],
    ['no content type', answer('GET', '/v4/hub/HB2-1000104/status/', 200, hubStatus, null as unknown as string), ['content type (none) is not documented (documented: application/json)']],
    ['JSON announced, text sent', answer('GET', '/v4/hub/HB2-1000104/status/', 200, 'Bad Gateway'), ['not JSON: "Bad Gateway"']],
    ['a shared path: the closest call names the field', answer('GET', '/v4/installer/address/', 200, { results: 'none' }), [/^results: .*"array".*\(closest: units\.(list|get)\.answer\)$/]],
  ])('%s', (_name, given, expected) => {
    expect(check.answer(given).problems).toEqual(expected.map((problem) => (typeof problem === 'string' ? problem : expect.stringMatching(problem))));
  });

  it('names the operation by its template and calls', () => {
    expect(check.answer(answer('DELETE', '/v3/nest/device/gw-1/09AA01AC/', 200, {})).operation).toBe('DELETE /v3/nest/device/{gatewayId}/{localId}/ (nest.remove)');
    expect(check.answer(answer('DELETE', '/v3/nest/device/uid-1/', 200, {})).operation).toBe('DELETE /v3/nest/device/{deviceUid}/ (nest.removeLegacy)');
  });
});

const login = { email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' };
const sent = (method: string, path: string, body: unknown, query: Record<string, string> = {}, contentType: string | null = JSON_TYPE): HttpRequest => ({
  method, path, query, contentType, body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
});

describe('a request held to docs/contract/openapi.json (decision 0331)', () => {
  it.each<[string, HttpRequest, Array<string | RegExp>]>([
    ['a conforming body', sent('POST', '/v4/installer/login/', login), []],
    ['a renamed body field', sent('POST', '/v4/installer/login/', { ...login, email: undefined, e_mail: login.email }), ['request body email: missing (required)']],
    ['a wrong type in the body', sent('POST', '/v4/installer/login/', { ...login, password: 123 }), [/^request body password: .*"number".*"string"/]],
    ['a body that is no object', sent('POST', '/v4/installer/login/', ['x']), [/^request body \(body\): .*"array".*"object"/]],
    ['a body sent as text', sent('POST', '/v4/installer/login/', login, {}, 'text/plain'), ['request body content type text/plain is not documented (documented: application/json)']],
    ['no body where one is required', sent('POST', '/v4/installer/logout/', undefined), ['request body: missing (required)']],
    ['a body where the contract lists none', sent('GET', '/v4/hub/HB2-1000104/status/', { x: 1 }), ['request body: a body where the contract documents none']],
    ['a conforming query', sent('GET', '/v4/installer/workticket/', undefined, { addressId: '1005' }), []],
    ['a renamed query key', sent('GET', '/v4/installer/workticket/', undefined, { address_id: '1005' }), ['query addressId: missing (required)', 'query address_id: not in the contract']],
    ['a call the contract does not list', sent('GET', '/v9/nothing/', undefined), ['the contract lists no such call']],
  ])('%s', (_name, given, expected) => {
    expect(check.request(given).problems).toEqual(expected.map((problem) => (typeof problem === 'string' ? problem : expect.stringMatching(problem))));
  });
});

describe('a close of the hub stream held to docs/contract/asyncapi.json (decision 0332)', () => {
  it.each<[string, { by: 'client' | 'server'; code: number; reason: string }, Array<string | RegExp>]>([
    ["the app's own close", { by: 'client', code: 1000, reason: 'intentionally_closed_by_client' }, []],
    ['the app closing without its reason', { by: 'client', code: 1000, reason: '' }, [/^reason: /]],
    ['a dropped connection', { by: 'server', code: 1006, reason: '' }, []],
    ['the service going away', { by: 'server', code: 1001, reason: 'restart' }, []],
    ['a code the contract does not list', { by: 'server', code: 4000, reason: 'bye' }, [/^code: /]],
    ["the service closing with the app's reason", { by: 'server', code: 1000, reason: 'intentionally_closed_by_client' }, [/^reason: /]],
  ])('%s', (_name, close, expected) => {
    expect(check.streamClose(close)).toEqual(expected.map((problem) => (typeof problem === 'string' ? problem : expect.stringMatching(problem))));
  });
});

describe('a hub stream message held to docs/contract/asyncapi.json', () => {
  it.each<[string, unknown, Array<string | RegExp>]>([
    ['a conforming message', { state: 'AddNode', status: 'Done', nodeId: 5 }, []],
    ['a renamed field', { type: 'AddNode', status: 'Done' }, ['state: missing (required)']],
    ['a state the app does not know', { state: 'Rebooting', status: 'Done' }, [/^state: /]],
    ['a wrong type', { state: 'AddNode', status: 'Done', nodeId: '5' }, [/^nodeId: .*"integer"/, /^nodeId: .*"null"/]],
  ])('%s', (_name, message, expected) => {
    expect(check.streamMessage(message)).toEqual(expected.map((problem) => (typeof problem === 'string' ? problem : expect.stringMatching(problem))));
  });
});

describe("the suite's check of the Node simulator's answers", () => {
  let sim: NodeSimulator;
  beforeEach(async () => {
    sim = await startNodeSimulator({ scenario: smallScenario });
  });
  afterEach(() => sim.close());

  it('reports a simulator answer that drifted, naming the call, the status and the field', async () => {
    const token = await signIn();
    vi.spyOn(implementedCalls, 'hubs.status').mockImplementation(() => json({ hubSerialNumber: 'HB2-1000104', gateway_id: 'gw', is_iot_hub: 'yes' }));
    await callApi('hubs.status', { hubSerial: 'HB2-1000104' }, { token });
    // Taken here, so the setup's own check after this test finds nothing left.
    expect(contractDrifts(await takeContractLog())).toEqual([
      'GET /v4/hub/{hubSerial}/status/ (hubs.status) answered 200 to GET /v4/hub/HB2-1000104/status/ [hubs.status]: hub_serial_number: missing (required); is_iot_hub: Instance type "string" is invalid. Expected "boolean".',
    ]);
  });

  it("reports a request that drifted, naming the call and the body's field (decision 0331)", async () => {
    await callApi('auth.login', {}, { body: { e_mail: login.email, password: login.password, applicationId: login.applicationId } });
    expect(contractDrifts(await takeContractLog())).toEqual([
      'POST /v4/installer/login/ (auth.login) was sent POST /v4/installer/login/ [auth.login]: request body email: missing (required)',
    ]);
  });

  it('reports a close of the stream off the contract (decision 0332)', async () => {
    const token = await signIn();
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: 'HB2-1000104' });
    await client.opened;
    const kept = { ...droppedClose };
    Object.assign(droppedClose, { code: 4000, reason: 'bye' });
    try {
      sim.control.stream.drop('HB2-1000104');
      await client.closed;
    } finally {
      Object.assign(droppedClose, kept);
    }
    expect(contractDrifts(await takeContractLog())).toEqual([
      expect.stringMatching(/^hub stream close by the service \(hub HB2-1000104\) 4000 "bye": code: /),
    ]);
  });

  it('checks the request but not the answer a test plants with a fault', async () => {
    const token = await signIn();
    sim.control.faults.add({ call: 'auth.logout', status: 418, body: { teapot: true } });
    await callApi('auth.logout', {}, { token });
    const logged = await takeContractLog();
    expect(logged.map((entry) => (entry.kind === 'answer' ? `${entry.call} ${entry.status}${entry.planted ? ' planted' : ''}` : entry.kind))).toEqual(['auth.login 200', 'auth.logout 418 planted']);
    expect(contractDrifts(logged)).toEqual([
      'POST /v4/installer/logout/ (auth.logout) was sent POST /v4/installer/logout/ [auth.logout]: request body: missing (required)',
    ]);
  });
});
