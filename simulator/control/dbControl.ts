/** JSON-in, JSON-out access to the database for tests; every change is validated (and saved behind, like any change). */
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
      findAll(name, where).forEach((record) => validated(name, { ...toJson(record), ...patch }));
      // One pass for every match: thousands of records update in one go.
      const updated = await collection(sim, name).updateMany((q) => q.where((record) => matches(record, where)), {
        data: (draft) => void Object.assign(draft, patch),
        strict: true,
      });
      return toJson(updated);
    },
    async create(name, record) {
      return toJson(await collection(sim, name).create(validated(name, record)));
    },
    remove(name, where) {
      return collection(sim, name).deleteMany((q) => q.where((record) => matches(record, where))).length;
    },
  };
}
