/**
 * Write-behind saving: changes are marked as they happen (a record by its key, or a part such as
 * the trace) and written together a moment later, and at once when the page is hidden or left.
 * So a request, a sync tick or a bulk update costs a mark, not a write; a burst of changes is
 * written once; and what is written is only the records that changed.
 * A write the browser refuses (storage full) stays marked and is reported, so the app's notice
 * can say what a reload would lose.
 */
import type { Database } from '../db/database';
import { keyOf } from '../db/recordKeys';
import type { CollectionName } from '../db/schemas';
import type { SchedulerState } from '../engine/scheduler';
import type { Persistence, SavedActivity, SavedRecord, SavedState } from './saved';

/** How long changes wait before they are written (real time). */
export const WRITE_BEHIND_MS = 500;

export interface SaverParts {
  state(): SavedState;
  activity(): SavedActivity;
  events(): SchedulerState;
}
type Part = keyof SaverParts;

export interface Saver {
  changedRecord(collection: CollectionName, key: string): void;
  changed(part: Part): void;
  /** Writes everything marked, now. */
  flush(): void;
  /** A scenario start: forgets the saved records and writes every part now. */
  restart(): void;
  /** After a restore: records saved earlier keep their order (the order they were first changed in). */
  restored(records: readonly SavedRecord[]): void;
}

export interface SaverOptions {
  persistence: Persistence;
  db: Database;
  parts: SaverParts;
  /** Runs `callback` after `ms` of real time (the simulator clock may be paused). */
  after(ms: number, callback: () => void): () => void;
  /** Told when writes failed, in words for the app's notice. */
  report(problem: string): void;
}

export function storageFullText(unsaved: number): string {
  return `The simulator could not save ${unsaved} ${unsaved === 1 ? 'change' : 'changes'}: this browser's storage is full. `
    + 'They will be lost when the page reloads. Starting a scenario again frees the space.';
}

export function createSaver({ persistence, db, parts, after, report }: SaverOptions): Saver {
  const records = new Map<CollectionName, Set<string>>();
  const dirtyParts = new Set<Part>();
  const orders = new Map<string, number>();
  let nextOrder = 0;
  let cancelTimer: (() => void) | null = null;

  function soon(): void {
    cancelTimer ??= after(WRITE_BEHIND_MS, flush);
  }

  function orderOf(collection: CollectionName, key: string): number {
    const id = `${collection}:${key}`;
    let order = orders.get(id);
    if (order === undefined) {
      order = nextOrder;
      nextOrder += 1;
      orders.set(id, order);
    }
    return order;
  }

  function writeRecords(): number {
    let failed = 0;
    records.forEach((keys, collection) => {
      // One pass over the collection finds every marked record, however many there are.
      const current = new Map(db[collection].all().map((record) => [keyOf(collection, record as never), record]));
      [...keys].forEach((key) => {
        const record = current.get(key);
        const value = { order: orderOf(collection, key), record: record ? JSON.parse(JSON.stringify(record)) as Record<string, unknown> : null };
        if (persistence.saveRecord(collection, key, value)) keys.delete(key);
        else failed += 1;
      });
      if (keys.size === 0) records.delete(collection);
    });
    return failed;
  }

  function writePart(part: Part): boolean {
    const written = part === 'state' ? persistence.saveState(parts.state())
      : part === 'activity' ? persistence.saveActivity(parts.activity())
        : persistence.saveEvents(parts.events());
    if (written) dirtyParts.delete(part);
    return written;
  }

  function flush(): void {
    cancelTimer?.();
    cancelTimer = null;
    const failed = writeRecords() + [...dirtyParts].filter((part) => !writePart(part)).length;
    if (failed > 0) report(storageFullText(failed));
  }

  return {
    changedRecord(collection, key) {
      const keys = records.get(collection) ?? new Set();
      keys.add(key);
      records.set(collection, keys);
      soon();
    },
    changed(part) {
      dirtyParts.add(part);
      soon();
    },
    flush,
    restart() {
      records.clear();
      orders.clear();
      nextOrder = 0;
      persistence.clearRecords();
      dirtyParts.add('state').add('activity').add('events');
      flush();
    },
    restored(saved) {
      saved.forEach((record) => orders.set(`${record.collection}:${record.key}`, record.order));
      nextOrder = saved.reduce((next, record) => Math.max(next, record.order + 1), 0);
    },
  };
}
