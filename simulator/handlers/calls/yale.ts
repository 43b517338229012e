/**
 * yale.getMasterCodes and yale.saveMasterCode (spec 02 §7): the unit's Yale master codes. A unit
 * without a record has no codes yet. Saving the initial code makes it the active one; an earlier
 * active code becomes inactive, as the lock may still hold it.
 */
import { z } from 'zod';
import { saveMasterCodeBodySchema } from '../../../app/api/schemas';
import type { Simulator } from '../../core/simulator';
import { authed } from '../auth';
import { visibleUnit } from '../../access/access';
import { readBody, readQuery, wholeNumberParam } from '../input';
import { json, problem } from '../respond';

const unitQuery = z.object({ addressId: wholeNumberParam });

function codesOf(sim: Simulator, addressId: number) {
  const record = sim.db.yaleMasterCodes.findFirst((q) => q.where({ addressId }));
  return { activeMasterCode: record?.activeMasterCode ?? null, inactiveMasterCodes: record?.inactiveMasterCodes ?? [] };
}

export const getMasterCodes = authed(({ sim, user, query }) => {
  const input = readQuery(query, unitQuery);
  if (!input.ok) return input.response;
  const { addressId } = input.value;
  if (!visibleUnit(sim, user, addressId)) return problem(404, `Object Not Found Matching Id ${addressId}`);
  return json(codesOf(sim, addressId));
});

export const saveMasterCode = authed(async ({ sim, user, query, request }) => {
  const input = readQuery(query, unitQuery);
  if (!input.ok) return input.response;
  const body = await readBody(request, saveMasterCodeBodySchema);
  if (!body.ok) return body.response;
  const { addressId } = input.value;
  if (!visibleUnit(sim, user, addressId)) return problem(404, `Object Not Found Matching Id ${addressId}`);
  const code = body.value.initialMasterCode;
  const before = codesOf(sim, addressId);
  const older = before.activeMasterCode && before.activeMasterCode !== code ? [before.activeMasterCode] : [];
  const next = { activeMasterCode: code, inactiveMasterCodes: [...older, ...before.inactiveMasterCodes.filter((other) => other !== code)] };
  if (sim.db.yaleMasterCodes.findFirst((q) => q.where({ addressId }))) {
    await sim.db.yaleMasterCodes.update((q) => q.where({ addressId }), { data: (draft) => void Object.assign(draft, next) });
  } else {
    await sim.db.yaleMasterCodes.create({ addressId, ...next });
  }
  return json(next);
});
