/** The simulator's database: one @msw/data collection per record kind, plus whole-database copy and fill. */
import { Collection } from '@msw/data';
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

/** Plain JSON copies of the named collections' records. */
export function snapshotCollections(db: Database, names: readonly CollectionName[]): Partial<DatabaseSnapshot> {
  // JSON round trip drops the collection's internal symbols and detaches the copy from the store.
  const entries = names.map((name) => [name, JSON.parse(JSON.stringify(db[name].all()))]);
  return Object.fromEntries(entries) as Partial<DatabaseSnapshot>;
}

/** Empties every collection and fills it from the snapshot (records are validated by their schemas). */
export async function replaceDatabase(db: Database, snapshot: DatabaseSnapshot): Promise<void> {
  collectionNames.forEach((name) => db[name].clear());
  for (const name of collectionNames) {
    const collection = db[name] as Collection<(typeof recordSchemas)[CollectionName]>;
    await Promise.all(snapshot[name].map((record) => collection.create(record as never)));
  }
}

/** Tells `listener` which collection changed after any record is created, updated or deleted. */
export function watchDatabase(db: Database, listener: (name: CollectionName) => void): void {
  for (const name of collectionNames) {
    const hooks = (db[name] as Collection<(typeof recordSchemas)[CollectionName]>).hooks;
    const changed = () => listener(name);
    hooks.on('create', changed);
    hooks.on('update', changed);
    hooks.on('delete', changed);
  }
}
