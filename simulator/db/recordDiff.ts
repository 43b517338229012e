/**
 * The records that differ between a freshly built seed and the data as it is now: changed or
 * added ones with their current value, removed ones as null, in collection order. Put back over
 * the same seed with applySaved, they give the data as it is now (a saved scenario's `resume`).
 */
import { sameJson, toJson } from '../engine/json';
import type { DatabaseSnapshot } from './database';
import { keyOf } from './recordKeys';
import { collectionNames, recordSchemas, type CollectionName, type RecordOf } from './schemas';

export interface RecordChange {
  collection: CollectionName;
  key: string;
  record: Record<string, unknown> | null;
}

/** `current` holds records as stored (defaults applied); the seed's are parsed the same way before comparing. */
export function changedRecords(seed: DatabaseSnapshot, current: DatabaseSnapshot, skip: readonly CollectionName[] = []): RecordChange[] {
  return collectionNames.filter((collection) => !skip.includes(collection)).flatMap((collection) => {
    const key = (record: unknown) => keyOf(collection, record as RecordOf<typeof collection>);
    const seeded = new Map(seed[collection].map((record) => {
      const parsed = toJson(recordSchemas[collection].parse(record));
      return [key(parsed), parsed] as const;
    }));
    const now = current[collection].map((record) => toJson(record) as Record<string, unknown>);
    const present = new Set(now.map(key));
    const changed = now.filter((record) => !sameJson(seeded.get(key(record)), record)).map((record) => ({ collection, key: key(record), record }));
    const removed = [...seeded.keys()].filter((id) => !present.has(id)).map((id) => ({ collection, key: id, record: null }));
    return [...changed, ...removed];
  });
}
