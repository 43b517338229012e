/**
 * The Yale flow's master codes: while the flow fetches them, asks the server; once it has answered
 * (or failed, which counts as no codes) picks the codes to show (domain/pairing/masterCode.ts),
 * keeps and saves a code the server did not give, and hands the codes to the machine. The kept
 * code goes once a Yale inclusion has succeeded. Returns whether saving the code failed (the phone
 * still keeps it, and the next Yale flow of the unit saves it again).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api';
import { useSingleMutation } from '../../data/useSingleMutation';
import { forgetKeptMasterCode, keepMasterCode, readKeptMasterCode, yaleQueries } from '../../data/yaleMasterCodes';
import type { PairingEvent } from '../../domain/pairing/machine';
import { chooseMasterCodes } from '../../domain/pairing/masterCode';
import type { PairingState } from '../../domain/pairing/stages';

export function useYaleMasterCodes(addressId: number, state: PairingState, send: (event: PairingEvent) => void): { saveFailed: boolean } {
  const fetching = state.stage.name === 'yale-codes';
  const answer = useQuery({ ...yaleQueries.masterCodes(addressId), enabled: fetching });
  const save = useSingleMutation({
    mutationKey: ['yaleSaveMasterCode', addressId],
    mutationFn: (code: string) => api.pairing.saveMasterCode(addressId, code),
  });
  const saveCode = save.mutate;
  const settled = answer.isSuccess || answer.isError;
  const fetched = answer.isSuccess ? answer.data : null;

  useEffect(() => {
    if (!fetching || !settled) return;
    // The kept code is read afresh: a code generated a moment ago (StrictMode runs this twice) is reused, not replaced.
    const codes = chooseMasterCodes(fetched, readKeptMasterCode(addressId), Math.random);
    if (codes.needsSaving) {
      keepMasterCode(addressId, codes.active);
      saveCode(codes.active);
    }
    send({ type: 'masterCodes', codes: { active: codes.active, inactive: codes.inactive } });
  }, [fetching, settled, fetched, addressId, saveCode, send]);

  const included = state.yale && state.stage.name === 'inclusion-success';
  useEffect(() => {
    if (included) forgetKeptMasterCode(addressId);
  }, [included, addressId]);
  return { saveFailed: save.isError };
}
