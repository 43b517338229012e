// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceListAnswerSchema, ringMetadataId } from '../../app/api/schemas';
import type { NodeSimulator } from '../node';
import { callApi, signedInSimulator } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';
import { offContract } from './contractLog';

/** Unit 103's hub: its ticket has a Ring Video Doorbell Pro 2 to install. */
const GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0103';
const HUB = 'HB2-1000103';
const proMechanical = ringMetadataId({ ringModel: 'pro', ringChime: 'yes', chimeType: 'mechanical' });
const proDigital = ringMetadataId({ ringModel: 'pro', ringChime: 'yes', chimeType: 'digital' });

let sim: NodeSimulator;
let token: string;

const start = async (scenario?: object) => ({ sim, token } = await signedInSimulator(scenario));
afterEach(() => sim.close());

const create = (metadataId: number | null, gatewayId = GATEWAY) =>
  callApi('ring.create', {}, { token, body: { gatewayId, metadata_id: metadataId, deviceType: 'doorbell', model: 'ring' } });
const doorbells = async () =>
  deviceListAnswerSchema.parse((await callApi('devices.listByHub', { hubSerial: HUB }, { token })).body).results.filter((device) => device.deviceType === 'doorbell');

describe('Ring doorbell calls', () => {
  beforeEach(() => start());

  it('creates, changes and removes the Ring device of a unit', async () => {
    expect((await create(proMechanical)).status).toBe(201);
    const [ring] = await doorbells();
    expect(ring).toMatchObject({
      deviceType: 'doorbell',
      model: 'ring',
      metadata_id: proMechanical,
      device_metadata: [{ modelNumber: 'RING-PRO2', wtField: 'Doorbell_Qty__c', chime_type: 'mechanical', ring_chime: 'yes' }],
    });

    expect((await callApi('ring.update', { deviceUid: ring!.uid }, { token, body: { metadata_id: proDigital } })).status).toBe(200);
    expect((await doorbells())[0]).toMatchObject({ metadata_id: proDigital, device_metadata: [{ chime_type: 'digital', ring_chime: 'yes' }] });

    expect((await callApi('devices.remove', { deviceUid: ring!.uid }, { token })).status).toBe(200);
    expect(await doorbells()).toEqual([]);
    expect((await callApi('devices.remove', { deviceUid: ring!.uid }, { token })).status).toBe(404);
  });

  it('refuses a second Ring, a metadata record that is not a Ring, a malformed body and a gateway out of reach', async () => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    await create(proMechanical);
    expect(await create(proDigital)).toEqual({ status: 409, body: { message: 'This unit already has a Ring doorbell' } });
    expect((await create(7)).status).toBe(400);
    expect((await create(null)).status).toBe(400);
    expect((await create(proMechanical, 'no-such-gateway')).status).toBe(404);
    expect((await callApi('ring.update', { deviceUid: 'dev-1004-lock' }, { token, body: { metadata_id: proDigital } })).status).toBe(404);
  });
});

describe('Ring scenario files', () => {
  const replay = (file: string) => start({ ...smallScenario, name: 'replay', extends: file });

  it('ring-create-fails: every create answers 502 with the message the dialog shows', async () => {
    await replay('ring-create-fails');
    for (let i = 0; i < 2; i++) {
      expect(await create(proMechanical)).toEqual({ status: 502, body: { message: 'Ring is not answering. Try again in a few minutes.' } });
    }
    expect(await doorbells()).toEqual([]);
  });

  it('ring-remove-fails: the first removal answers 500, the next one removes', async () => {
    await replay('ring-remove-fails');
    await create(proMechanical);
    const [ring] = await doorbells();
    expect(await callApi('devices.remove', { deviceUid: ring!.uid }, { token })).toEqual({ status: 500, body: { message: 'Ring could not remove the doorbell. Try again.' } });
    expect(await doorbells()).toHaveLength(1);
    expect((await callApi('devices.remove', { deviceUid: ring!.uid }, { token })).status).toBe(200);
    expect(await doorbells()).toEqual([]);
  });
});
