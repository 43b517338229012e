import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NodeSimulator } from '../node';
import { callApi, signedInSimulator } from '../testing/apiClient';
import { offContract } from './contractLog';

/** Unit 1204 of Maple Court has master codes; unit 105 (1005) has none. */
const WITH_CODES = 1008;
const WITHOUT_CODES = 1005;
let sim: NodeSimulator;
let token: string;

beforeEach(async () => ({ sim, token } = await signedInSimulator()));
afterEach(() => sim.close());

const get = (addressId: number) => callApi('yale.getMasterCodes', {}, { token, query: { addressId } });
const save = (addressId: number, body: unknown) => callApi('yale.saveMasterCode', {}, { token, query: { addressId }, body });

describe('the Yale master-code calls (spec 02 §7)', () => {
  it('answers the unit\'s codes, or none', async () => {
    expect(await get(WITH_CODES)).toEqual({ status: 200, body: { activeMasterCode: '615204', inactiveMasterCodes: ['390117', '802655'] } });
    expect(await get(WITHOUT_CODES)).toEqual({ status: 200, body: { activeMasterCode: null, inactiveMasterCodes: [] } });
  });

  it('saves the initial code as the active one; an earlier active code becomes inactive', async () => {
    expect((await save(WITHOUT_CODES, { initialMasterCode: '804117' })).status).toBe(200);
    expect((await get(WITHOUT_CODES)).body).toEqual({ activeMasterCode: '804117', inactiveMasterCodes: [] });
    await save(WITH_CODES, { initialMasterCode: '390117' });
    expect((await get(WITH_CODES)).body).toEqual({ activeMasterCode: '390117', inactiveMasterCodes: ['615204', '802655'] });
  });

  it.each([
    ['a code that is not 6 digits', WITHOUT_CODES, { initialMasterCode: '12345' }, 400],
    ['no code', WITHOUT_CODES, {}, 400],
    ['a unit the installer cannot see', 999_999, { initialMasterCode: '804117' }, 404],
  ])('refuses %s', async (_case, addressId, body, status) => {
    // Sends what the app never does, to see the refusal: off the contract on purpose.
    offContract(400);
    expect((await save(addressId, body)).status).toBe(status);
  });
});
