/**
 * The unit's Yale master codes (spec 02 §7): the server's answer, and the generated code kept on
 * this phone until a Yale inclusion succeeds (spec 02 §9), through the storage module.
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

const keptCodeOf = (addressId: number) => storedKey(`yaleMasterCode:${addressId}`, z.string().regex(/^\d{4,8}$/));

export function readKeptMasterCode(addressId: number): string | null {
  return keptCodeOf(addressId).read();
}

export function keepMasterCode(addressId: number, code: string): void {
  keptCodeOf(addressId).write(code);
}

export function forgetKeptMasterCode(addressId: number): void {
  keptCodeOf(addressId).remove();
}
