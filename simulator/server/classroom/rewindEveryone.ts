/**
 * "Rewind everyone" (issue 39, decision 0435): each world goes back to its own latest checkpoint
 * with the label the trainer picked ("before fault: stream drop at HB2-1000901"). A world without
 * one, or whose rewind fails, stays as it is and is named in the answer, so the console can say
 * who did not go back; one world's failure never stops the others'.
 */
import { z } from 'zod';
import type { OwnRoute } from '../controlRoute';
import type { World } from '../world';

export const REWIND_EVERYONE_PATH = '/__classroom/rewind-everyone';

const askedSchema = z.object({ label: z.string().min(1).max(200) }).strict();

interface Named { id: string; name: string }
export interface RewindEveryoneAnswer {
  label: string;
  rewound: Array<Named & { checkpoint: number }>;
  /** Worlds with no checkpoint of that label: left where they were. */
  without: Named[];
  failed: Array<Named & { error: string }>;
}

export async function rewindEveryone(worlds: readonly World[], label: string): Promise<RewindEveryoneAnswer> {
  const answer: RewindEveryoneAnswer = { label, rewound: [], without: [], failed: [] };
  await Promise.all(worlds.map(async (world) => {
    const named = { id: world.id, name: world.name };
    const checkpoint = world.checkpoints.list().findLast((kept) => kept.label === label);
    if (!checkpoint) return void answer.without.push(named);
    try {
      await world.checkpoints.rewind(checkpoint.id);
      answer.rewound.push({ ...named, checkpoint: checkpoint.id });
    } catch (error) {
      answer.failed.push({ ...named, error: error instanceof Error ? error.message : String(error) });
    }
  }));
  return answer;
}

/** The trainer's call (control token): `{"label": "<checkpoint label>"}`. */
export function rewindEveryoneRoute(worlds: () => readonly World[], trainerRefusal: OwnRoute['refuse']): OwnRoute {
  return {
    path: REWIND_EVERYONE_PATH,
    refuse: trainerRefusal,
    async answer(request) {
      const asked = askedSchema.safeParse(await request.json().catch(() => null));
      if (!asked.success) return Response.json({ error: 'Name the checkpoint label: {"label": "before fault: …"}' }, { status: 400 });
      return Response.json(await rewindEveryone(worlds(), asked.data.label));
    },
  };
}
