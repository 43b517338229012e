/** JSON-in, JSON-out access to the database for tests; every change is validated, then saved. */
import type { Collection } from '@msw/data';
import type { z } from 'zod';
import type { Simulator } from '../core/simulator';
import { collectionNames, recordSchemas, type CollectionName } from '../db/schemas';
import { firstProblem } from '../validation/issues';
import { matches } from './match';
import { toJson } from '../engine/json';
import type { DbControl, JsonRecord } from './types';

type LooseCollection = Collection<z.ZodType<JsonRecord, JsonRecord>>;

function collection(sim: Simulator, name: CollectionName): LooseCollection {
  if (!collectionNames.includes(name)) {
    throw new Error(`Unknown collection "${String(name)}". Collections: ${collectionNames.join(', ')}`);
  }
  return sim.db[name] as unknown as LooseCollection;
}

function validated(name: CollectionName, record: unknown): JsonRecord {
  const parsed = recordSchemas[name].safeParse(record, { reportInput: true });
  if (!parsed.success) throw new Error(`Invalid ${name} record: ${firstProblem(parsed.error)}`);
  return parsed.data as JsonRecord;
}

export function createDbControl(sim: Simulator): DbControl {
  const findAll = (name: CollectionName, where: JsonRecord) =>
    collection(sim, name).findMany((q) => q.where((record) => matches(record, where)));

  return {
    list: (name) => toJson(collection(sim, name).all()),
    find: (name, where) => toJson(findAll(name, where)),
    async update(name, where, patch) {
      const targets = findAll(name, where);
      targets.forEach((record) => validated(name, { ...toJson(record), ...patch }));
      const updated: JsonRecord[] = [];
      for (const record of targets) {
        updated.push(await collection(sim, name).update(record, { data: (draft) => void Object.assign(draft, patch), strict: true }));
      }
      sim.persist();
      return toJson(updated);
    },
    async create(name, record) {
      const created = await collection(sim, name).create(validated(name, record));
      sim.persist();
      return toJson(created);
    },
    remove(name, where) {
      const removed = collection(sim, name).deleteMany((q) => q.where((record) => matches(record, where)));
      sim.persist();
      return removed.length;
    },
  };
}
