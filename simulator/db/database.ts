/** The simulator's database: one @msw/data collection per record kind, filled whole and watched for changes. */
import { Collection } from '@msw/data';
import { keyOf } from './recordKeys';
import { collectionNames, recordSchemas, type CollectionName, type RecordInput } from './schemas';

export type Database = { [C in CollectionName]: Collection<(typeof recordSchemas)[C]> };

/** Every record as plain JSON, per collection: what persistence stores and the seed produces. */
export type DatabaseSnapshot = { [C in CollectionName]: RecordInput<C>[] };

type AnyCollection = Collection<(typeof recordSchemas)[CollectionName]>;
export type ChangeListener = (name: CollectionName, key: string) => void;

/** Who hears each database's changes: kept here so a refilled collection is watched again. */
const watchers = new WeakMap<Database, ChangeListener[]>();

const emptyCollection = (name: CollectionName) => new Collection({ schema: recordSchemas[name] }) as AnyCollection;

export function createDatabase(): Database {
  return Object.fromEntries(collectionNames.map((name) => [name, emptyCollection(name)])) as unknown as Database;
}

export function emptySnapshot(): DatabaseSnapshot {
  return Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as DatabaseSnapshot;
}

function watch(name: CollectionName, collection: AnyCollection, listener: ChangeListener): void {
  const changed = (record: unknown) => listener(name, keyOf(name, record as never));
  collection.hooks.on('create', (event) => changed(event.data.record));
  collection.hooks.on('update', (event) => {
    changed(event.data.prevRecord);
    changed(event.data.nextRecord);
  });
  collection.hooks.on('delete', (event) => changed(event.data.deletedRecord));
}

/**
 * Records created per slice when filling: a slice at a time, the page keeps painting and taking
 * input. 50 took 60-100 ms at 4x CPU on the demo's start (issue 40); 20 stays under the 50 ms of a long task.
 */
const FILL_SLICE = 20;

/**
 * Puts new collections filled from the snapshot in place of the old ones (records are validated
 * by their schemas). Fresh collections, not cleared ones: @msw/data clears record by record, which
 * takes seconds for thousands of records. `pause` runs between slices (the browser ends the task
 * there); all collections are swapped together after the last, so no request meets half of each.
 * Watchers hear later changes, not the filling.
 */
export async function replaceDatabase(db: Database, snapshot: DatabaseSnapshot, pause?: () => Promise<void>): Promise<void> {
  const listeners = watchers.get(db) ?? [];
  const filled: [CollectionName, AnyCollection][] = [];
  for (const name of collectionNames) {
    const fresh = emptyCollection(name);
    const records = snapshot[name];
    for (let from = 0; from < records.length; from += FILL_SLICE) {
      await Promise.all(records.slice(from, from + FILL_SLICE).map((record) => fresh.create(record as never)));
      await pause?.();
    }
    filled.push([name, fresh]);
  }
  for (const [name, fresh] of filled) {
    listeners.forEach((listener) => watch(name, fresh, listener));
    (db as Record<CollectionName, AnyCollection>)[name] = fresh;
  }
}

/** Tells `listener` the collection and key of every record created, updated (before and after) or deleted. */
export function watchDatabase(db: Database, listener: ChangeListener): void {
  watchers.set(db, [...(watchers.get(db) ?? []), listener]);
  collectionNames.forEach((name) => watch(name, db[name] as AnyCollection, listener));
}
