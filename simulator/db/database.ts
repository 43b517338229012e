/** The simulator's database: one @msw/data collection per record kind, plus whole-database copy and fill. */
import { Collection } from '@msw/data';
import { keyOf } from './recordKeys';
import { collectionNames, recordSchemas, type CollectionName, type RecordInput } from './schemas';

export type Database = { [C in CollectionName]: Collection<(typeof recordSchemas)[C]> };

/** Every record as plain JSON, per collection: what persistence stores and the seed produces. */
export type DatabaseSnapshot = { [C in CollectionName]: RecordInput<C>[] };

export function createDatabase(): Database {
  const entries = collectionNames.map((name) => [name, new Collection({ schema: recordSchemas[name] })]);
  return Object.fromEntries(entries) as Database;
}

export function emptySnapshot(): DatabaseSnapshot {
  return Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as DatabaseSnapshot;
}

/** Empties every collection and fills it from the snapshot (records are validated by their schemas). */
export async function replaceDatabase(db: Database, snapshot: DatabaseSnapshot): Promise<void> {
  collectionNames.forEach((name) => db[name].clear());
  for (const name of collectionNames) {
    const collection = db[name] as Collection<(typeof recordSchemas)[CollectionName]>;
    await Promise.all(snapshot[name].map((record) => collection.create(record as never)));
  }
}

/** Tells `listener` the collection and key of every record created, updated (before and after) or deleted. */
export function watchDatabase(db: Database, listener: (name: CollectionName, key: string) => void): void {
  for (const name of collectionNames) {
    const hooks = (db[name] as Collection<(typeof recordSchemas)[CollectionName]>).hooks;
    const changed = (record: unknown) => listener(name, keyOf(name, record as never));
    hooks.on('create', (event) => changed(event.data.record));
    hooks.on('update', (event) => {
      changed(event.data.prevRecord);
      changed(event.data.nextRecord);
    });
    hooks.on('delete', (event) => changed(event.data.deletedRecord));
  }
}
