/**
 * Why the unit list sent the installer back to the community picker (spec 01 §8: no community
 * returned, or a failure, leads to /). It travels in the navigation state, so the picker can say
 * what happened, offer a retry, and not open a single community straight back into the failure.
 */
import { z } from 'zod';
import { loadFailureText } from './errorMessages';
import { texts } from './texts';

export const unitListProblemSchema = z.object({
  communityId: z.string(),
  message: z.string(),
  /** A failed load is worth retrying; a community the provider does not know is not. */
  retry: z.boolean(),
});
export type UnitListProblem = z.infer<typeof unitListProblemSchema>;

const navigationStateSchema = z.object({ unitListProblem: unitListProblemSchema });

export function communityNotFound(communityId: string): UnitListProblem {
  return { communityId, message: texts.units.communityNotFound, retry: false };
}

export function unitListFailed(communityId: string, error: unknown): UnitListProblem {
  const detail = loadFailureText(error, '');
  return { communityId, message: detail ? `${texts.units.loadFailed} ${detail}` : texts.units.loadFailed, retry: true };
}

/** The navigation state that carries a problem to the picker. */
export function withUnitListProblem(problem: UnitListProblem): { unitListProblem: UnitListProblem } {
  return { unitListProblem: problem };
}

/** The problem a navigation state carries, if any (the state survives reloads, so it is checked). */
export function unitListProblemIn(state: unknown): UnitListProblem | null {
  const parsed = navigationStateSchema.safeParse(state);
  return parsed.success ? parsed.data.unitListProblem : null;
}
