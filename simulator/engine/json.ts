/** Plain JSON: what crosses the control API, the trace and storage. */
import { z } from 'zod';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValueSchema), z.record(z.string(), jsonValueSchema)]),
);

export function toJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
