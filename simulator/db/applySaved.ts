/**
 * Puts saved records back over a freshly built seed: a changed record replaces the seeded one
 * with its key, a created one is added (in the order records were first changed), a deleted one
 * is removed. A saved record that no longer fits its schema is skipped, not fatal.
 */
import type { DatabaseSnapshot } from './database';
import { keyOf } from './recordKeys';
import { recordSchemas, type CollectionName } from './schemas';

export interface SavedRecordLike {
  collection: CollectionName;
  key: string;
  order: number;
  record: Record<string, unknown> | null;
}

export function applySaved(seed: DatabaseSnapshot, saved: readonly SavedRecordLike[]): DatabaseSnapshot {
  const out = { ...seed };
  const byCollection = new Map<CollectionName, SavedRecordLike[]>();
  [...saved].sort((a, b) => a.order - b.order).forEach((record) => {
    const list = byCollection.get(record.collection) ?? [];
    list.push(record);
    byCollection.set(record.collection, list);
  });
  byCollection.forEach((records, collection) => {
    const list: Array<unknown | null> = [...seed[collection]];
    const indexOf = new Map(list.map((record, index) => [keyOf(collection, record as never), index]));
    records.forEach(({ key, record }) => {
      if (record !== null && !recordSchemas[collection].safeParse(record).success) {
        console.warn(`Simulator: the saved ${collection} record "${key}" no longer fits its schema; the seeded one stays.`);
        return;
      }
      const index = indexOf.get(key);
      if (index !== undefined) list[index] = record;
      else if (record !== null) indexOf.set(key, list.push(record) - 1);
    });
    (out as Record<CollectionName, unknown[]>)[collection] = list.filter((record) => record !== null);
  });
  return out;
}
