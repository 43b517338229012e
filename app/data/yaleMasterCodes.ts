/**
 * The unit's Yale master codes (spec 02 §7): the server's answer, and the generated code kept on
 * this phone until the server has it (the server gives it back, or the lock was included after
 * its POST succeeded), through
 * the storage module. A lock may already hold that code, so it survives a 401 for the same
 * installer and takes room from other records when storage is full (decision 0268).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api';
import { storedKey } from '../lib/storage';
import { queryKeys } from './queryKeys';

export const yaleQueries = {
  /** A failed fetch counts as no codes (spec 02 §8), so it is not retried: the flow goes on at once. */
  masterCodes: (addressId: number) =>
    queryOptions({
      queryKey: queryKeys.yaleMasterCodes(addressId),
      queryFn: () => api.pairing.getMasterCodes(addressId),
      retry: false,
      staleTime: 0,
    }),
};

const keptCodeOf = (addressId: number) => storedKey(`yaleMasterCode:${addressId}`, z.string().regex(/^\d{4,8}$/), { keptAfterExpiry: true, makesRoom: true });

export function readKeptMasterCode(addressId: number): string | null {
  return keptCodeOf(addressId).read();
}

export function keepMasterCode(addressId: number, code: string): void {
  keptCodeOf(addressId).write(code);
}

/** The kept code is in this phone's storage only until a reload or the tab's closing (storage full). */
export function keptMasterCodeAtRisk(addressId: number): boolean {
  const kept = keptCodeOf(addressId);
  return kept.read() !== null && !kept.isDurable();
}

export function forgetKeptMasterCode(addressId: number): void {
  keptCodeOf(addressId).remove();
}
