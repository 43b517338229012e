/**
 * `"extends": "name"`: a scenario written as the differences from another. The parent is resolved
 * and validated on its own first (its errors name it); then the child's fields go on top:
 * `flags` and `clock` merge key by key, `faults`, `hubs`, `communities`, `devices` and `timeline` are the parent's followed
 * by the child's, and anything else (`seed`, `name`, `description`, `yaleLocks`) is the child's when given.
 */
import type { Scenario } from './schema';

const MERGED_BY_KEY = ['flags', 'clock'] as const;
const APPENDED = ['faults', 'hubs', 'communities', 'devices', 'timeline'] as const;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function extendsOf(value: unknown): unknown {
  return isObject(value) ? value.extends : undefined;
}

/** The child as a whole scenario: the parent (already valid) with the child's fields on top. */
export function mergeOnto(parent: Scenario, child: JsonObject): JsonObject {
  const { extends: _extends, ...own } = child;
  const merged: JsonObject = { ...parent, ...own };
  MERGED_BY_KEY.forEach((key) => {
    if (isObject(own[key])) merged[key] = { ...(parent[key] ?? {}), ...own[key] };
  });
  APPENDED.forEach((key) => {
    if (Array.isArray(own[key])) merged[key] = [...parent[key], ...own[key]];
  });
  return merged;
}
