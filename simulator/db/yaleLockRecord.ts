/**
 * A Yale lock waiting at a hub's door, operated by its keypad (issue 12): which catalogue model it
 * is, the master code it holds (null: a new lock, none programmed yet) and what has been typed so
 * far. Stored in the database (collection `yaleLocks`, key: the hub's serial), so a reload keeps it.
 */
import { z } from 'zod';

export const yaleLockRecordSchema = z.object({
  serial: z.string(),
  model: z.string(),
  masterCode: z.string().regex(/^\d{4,8}$/).nullable(),
  /** Digits typed since the last #. */
  entry: z.string(),
  /** The menu the lock shows: none, its menu (after the master code) or the mode menu (after 7). */
  menu: z.enum(['none', 'main', 'mode']),
});
export type YaleLockRecord = z.infer<typeof yaleLockRecordSchema>;
