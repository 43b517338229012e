// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hubStatusSchema } from '../../app/api/schemas';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { offContract } from './contractLog';

const HUB = 'HB2-1001204';
const GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c1204';
let sim: NodeSimulator;
let token: string;

beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: 'legacy-stream-hub' });
  token = await signIn();
});
afterEach(() => sim.close());

const getStream = (gatewayId = GATEWAY) => callApi('stream.get', {}, { token, query: { gatewayId } });

describe('the legacy stream set-up of a hub that is not an IoT hub', () => {
  it('gives a sync token, answers 404 until the stream is created with the hub serial, then finds it', async () => {
    expect((await callApi('hubs.status', { hubSerial: HUB }, { token })).body).toMatchObject({ is_iot_hub: false });
    const first = await callApi('stream.token', {}, { token });
    expect(first).toEqual({ status: 200, body: { token: expect.stringMatching(/^sync-/) } });
    expect(await callApi('stream.token', {}, { token })).toEqual(first);
    expect(await getStream()).toEqual({ status: 404, body: { message: `Object Not Found Matching Id ${GATEWAY}` } });
    const created = await callApi('stream.create', {}, { token, body: { hub_serial: HUB } });
    expect(created).toEqual({ status: 200, body: { streamId: `stream-${GATEWAY}`, gatewayId: GATEWAY } });
    expect(await getStream()).toEqual(created);
    expect(await callApi('stream.create', {}, { token, body: { hub_serial: HUB } })).toEqual(created);
  });

  it('keeps the stream out of the hub status answer', async () => {
    await callApi('stream.create', {}, { token, body: { hub_serial: HUB } });
    const status = (await callApi('hubs.status', { hubSerial: HUB }, { token })).body as Record<string, unknown>;
    expect(status).not.toHaveProperty('streamId');
    expect(hubStatusSchema.safeParse(status).success).toBe(true);
  });

  it('refuses what it cannot find: an unknown serial, a missing gatewayId, no token', async () => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    expect(await callApi('stream.create', {}, { token, body: { hub_serial: 'HB2-0000000' } })).toEqual({ status: 400, body: { message: 'hub_serial: no hub "HB2-0000000"' } });
    expect(await callApi('stream.create', {}, { token, body: {} })).toEqual({ status: 400, body: { message: expect.stringMatching(/^hub_serial: /) } });
    expect((await getStream('gw-unknown')).status).toBe(404);
    expect((await callApi('stream.token', {}, {})).status).toBe(401);
  });
});
