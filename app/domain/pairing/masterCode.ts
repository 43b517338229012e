/**
 * The initial Yale master code (spec 02 §5): used when the unit has no master code, or the fetch
 * failed. Six random digits, never one of the banned codes and never a code the unit already uses.
 * The randomness is passed in, so tests replay any seed and the app passes Math.random.
 */

export const MASTER_CODE_LENGTH = 6;

/** Codes a lock must never get: too easy to guess (spec 02 §5). */
export const BANNED_MASTER_CODES: readonly string[] = [
  '000000', '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999',
  '123456', '123123', '123321', '112233', '121212', '654321', '520520', '789456', '159753', '123654',
  '321654', '520131', '147258',
];

/** A number in [0, 1), as Math.random gives. */
export type Random = () => number;

/** A Yale lock takes master codes of 4 to 8 digits; the app generates 6, the server may hold others. */
const isMasterCode = (code: string) => /^\d{4,8}$/.test(code);

function randomDigits(random: Random): string {
  return Array.from({ length: MASTER_CODE_LENGTH }, () => String(Math.min(9, Math.floor(random() * 10)))).join('');
}

/**
 * A fresh master code that is neither banned nor in `usedCodes`. Draws until one fits; with 23
 * banned codes among a million a second draw is already rare, and a source that keeps giving a
 * refused code (a broken or constant `random`) falls back to the first free code in order.
 */
export function generateMasterCode(random: Random, usedCodes: readonly string[]): string {
  const refused = new Set([...BANNED_MASTER_CODES, ...usedCodes]);
  for (let draw = 0; draw < 100; draw += 1) {
    const code = randomDigits(random);
    if (!refused.has(code)) return code;
  }
  for (let n = 0; n < 10 ** MASTER_CODE_LENGTH; n += 1) {
    const code = String(n).padStart(MASTER_CODE_LENGTH, '0');
    if (!refused.has(code)) return code;
  }
  throw new Error('Every master code is refused');
}

/**
 * The codes the flow shows: the server's active code; else the code generated earlier and kept on
 * this phone (the server's answer failed or lacks it); else a new one. `needsSaving`: the server
 * did not give this code, so it is saved with POST (again, for a kept code whose save may have failed).
 */
export function chooseMasterCodes(
  fetched: { activeMasterCode?: string | null; inactiveMasterCodes: readonly string[] } | null,
  kept: string | null,
  random: Random,
): { active: string; inactive: string[]; needsSaving: boolean } {
  const inactive = (fetched?.inactiveMasterCodes ?? []).filter(isMasterCode);
  const active = fetched?.activeMasterCode;
  if (active && isMasterCode(active)) return { active, inactive: inactive.filter((code) => code !== active), needsSaving: false };
  if (kept && isMasterCode(kept) && !inactive.includes(kept)) return { active: kept, inactive, needsSaving: true };
  return { active: generateMasterCode(random, inactive), inactive, needsSaving: true };
}
