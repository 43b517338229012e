/**
 * The Yale flow's master codes: while the flow fetches them, asks the server; once it has answered
 * (or failed, which counts as no codes) picks the codes to show (domain/pairing/masterCode.ts),
 * keeps and saves a code the server did not give, and hands the codes to the machine. A lock may
 * hold the kept code from the moment it is shown, so it goes only once the server has it: the
 * server gives it back as the unit's code, or the lock was included after its POST succeeded
 * (spec 02 §5; decisions 0268, 0500). Returns whether
 * saving the code failed (the next Yale flow of the unit saves it again) and whether the phone
 * could keep it only until a reload (storage full).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../api';
import { useRuntime } from '../../config/RuntimeContext';
import { useSingleMutation } from '../../data/useSingleMutation';
import { forgetKeptMasterCode, keepMasterCode, keptMasterCodeAtRisk, readKeptMasterCode, yaleQueries } from '../../data/yaleMasterCodes';
import type { PairingEvent } from '../../domain/pairing/machine';
import { chooseMasterCodes } from '../../domain/pairing/masterCode';
import type { PairingState } from '../../domain/pairing/stages';
import { subscribeStored } from '../../lib/storage';

export function useYaleMasterCodes(addressId: number, state: PairingState, send: (event: PairingEvent) => void): { saveFailed: boolean; notKept: boolean } {
  const fetching = state.stage.name === 'yale-codes';
  const answer = useQuery({ ...yaleQueries.masterCodes(addressId), enabled: fetching });
  // The runtime's random in simulator builds: the scenario's seed replays the same codes (decision 0321).
  const random = useRuntime().random ?? Math.random;
  const notKept = useSyncExternalStore(subscribeStored, () => keptMasterCodeAtRisk(addressId));
  const save = useSingleMutation({
    mutationKey: ['yaleSaveMasterCode', addressId],
    mutationFn: (code: string) => api.pairing.saveMasterCode(addressId, code),
  });
  const saveCode = save.mutate;
  // A 200 alone is not enough: an answer the app reads as done may come from a server that kept
  // nothing, and a flow left before inclusion would then generate a second code for a lock that
  // already took the first (decision 0500).
  const savedCode = save.isSuccess ? save.variables : null;
  const included = state.stage.name === 'inclusion-success';
  useEffect(() => {
    if (included && savedCode !== null && readKeptMasterCode(addressId) === savedCode) forgetKeptMasterCode(addressId);
  }, [included, savedCode, addressId]);
  const settled = answer.isSuccess || answer.isError;
  const fetched = answer.isSuccess ? answer.data : null;

  useEffect(() => {
    if (!fetching || !settled) return;
    // The kept code is read afresh: a code generated a moment ago (StrictMode runs this twice) is reused, not replaced.
    const kept = readKeptMasterCode(addressId);
    const codes = chooseMasterCodes(fetched, kept, random);
    if (codes.needsSaving) {
      keepMasterCode(addressId, codes.active);
      saveCode(codes.active);
    } else if (kept === codes.active) {
      forgetKeptMasterCode(addressId);
    }
    send({ type: 'masterCodes', codes: { active: codes.active, inactive: codes.inactive } });
  }, [fetching, settled, fetched, addressId, saveCode, send, random]);

  return { saveFailed: save.isError, notKept };
}
