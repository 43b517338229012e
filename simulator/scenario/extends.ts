/**
 * `"extends"`: a scenario written as the differences from others. `"extends": "default"` names one
 * file; `"extends": ["yale-exclusion-fails-twice", "door-code-sync-lock-offline"]` combines
 * several without copying their parts. Each file named is resolved and validated on its own first
 * (its errors name it). Then every file of the ancestry is laid on top of the one before, each
 * once, ancestors first, in the order listed (a file both parts extend, such as `default`, comes
 * once, first), and the file itself last:
 * `flags` and `clock` merge key by key (the later file wins a key), `faults`, `hubs`,
 * `communities`, `devices` and `timeline` are the earlier files' entries followed by the later
 * ones', and anything else (`seed`, `name`, `description`, `yaleLocks`, `exercise`, `expect`,
 * `resume`) is the latest file's that gives it (decision 0288). `covers` is only ever the file's
 * own: what a file reproduces is its author's claim, which a file written on top of it may change
 * (decision 0305).
 */
const MERGED_BY_KEY = ['flags', 'clock'] as const;
const APPENDED = ['faults', 'hubs', 'communities', 'devices', 'timeline'] as const;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The files a scenario extends, in the order written; an error when `extends` is neither a name nor a list of names. */
export function parentsOf(value: unknown): { ok: true; names: string[] } | { ok: false; error: string } {
  const named = isObject(value) ? value.extends : undefined;
  if (named === undefined) return { ok: true, names: [] };
  const names = [named].flat();
  if (names.length === 0 || names.some((name) => typeof name !== 'string' || name === '')) {
    return { ok: false, error: 'extends: expected the name of a scenario file, or a list of names' };
  }
  return { ok: true, names: names as string[] };
}

/**
 * The files to lay on top of each other, ancestors first, each once: `parentsOfFile` gives a
 * (valid, acyclic) file's own parents.
 */
export function ancestryOf(parents: readonly string[], parentsOfFile: (name: string) => readonly string[]): string[] {
  const order: string[] = [];
  const visit = (name: string) => {
    if (order.includes(name)) return;
    parentsOfFile(name).forEach(visit);
    order.push(name);
  };
  parents.forEach(visit);
  return order;
}

/** `own` (a file's fields, `extends` aside) laid on top of `base`. */
export function layOnto(base: JsonObject, own: JsonObject): JsonObject {
  const { extends: _extends, ...fields } = own;
  const { covers: _claimedByBase, ...kept } = base;
  const merged: JsonObject = { ...kept, ...fields };
  MERGED_BY_KEY.forEach((key) => {
    if (isObject(fields[key])) merged[key] = { ...(isObject(base[key]) ? base[key] : {}), ...fields[key] };
  });
  APPENDED.forEach((key) => {
    if (Array.isArray(fields[key])) merged[key] = [...(Array.isArray(base[key]) ? base[key] : []), ...fields[key]];
  });
  return merged;
}
