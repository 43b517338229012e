/**
 * `npm run scenario:check [files]`: every problem of scenario files, each with its file, line,
 * column and field, for people at a terminal and for CI. A file is checked as the simulator would
 * start it (its `extends` resolved against scenarios/ and the other files given); a problem in an
 * entry a parent file brought is reported at that file's `extends`, and the parent is checked too.
 */
import { allProblems } from '../validation/issues';
import { ancestryOf, layOnto, parentsOf } from './extends';
import { createCatalogue } from './fileCatalogue';
import { jsonPositions, positionOf, type Position } from './jsonPositions';
import { scenarioSchema } from './schema';
import { jsonBoundsProblem, lineAndColumn, type JsonBounds } from '../validation/jsonBounds';

/**
 * How large and deep a scenario file may be (decision 0365): far above anything written by hand or
 * compiled from a flight recording (the scenarios/ files nest 8 deep), so only a broken or hostile
 * file meets them.
 */
export const SCENARIO_BOUNDS: JsonBounds = { maxDepth: 128, maxChars: 8 * 1024 * 1024 };

export interface FileProblem extends Position {
  file: string;
  /** The field, as "faults[0].status"; empty for the file as a whole. */
  field: string;
  message: string;
}

type JsonObject = Record<string, unknown>;
const APPENDED = new Set(['faults', 'hubs', 'communities', 'devices', 'timeline']);

/** `files`: name → { path shown in messages, text }. Names are the file names without `.json`. */
export function checkScenarioFiles(files: ReadonlyMap<string, { path: string; text: string }>, only: readonly string[]): FileProblem[] {
  // A file past the bounds is refused before anything walks it (decision 0365); a file extending it finds no such parent.
  const outOfBounds = new Map([...files].flatMap(([name, { text }]) => {
    const problem = jsonBoundsProblem(text, SCENARIO_BOUNDS);
    return problem ? [[name, { ...lineAndColumn(text, problem.offset), message: `refused unread: ${problem.message}` }] as const] : [];
  }));
  const texts = new Map([...files].filter(([name]) => !outOfBounds.has(name)).map(([name, { text }]) => [name, text] as const));
  const catalogue = createCatalogue(texts);
  return only.flatMap((name) => {
    const { path: file, text } = files.get(name) ?? { path: name, text: '' };
    const refused = outOfBounds.get(name);
    if (refused) return [{ file, field: '', ...refused }];
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const result = catalogue.load(name);
      const where = !result.ok ? /\(line (\d+), column (\d+)\)/.exec(result.error) : null;
      return [{ file, line: Number(where?.[1] ?? 1), column: Number(where?.[2] ?? 1), field: '', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }];
    }
    const positions = jsonPositions(text);
    const at = (path: readonly PropertyKey[]) => positionOf(positions, path);
    const parents = parentsOf(value);
    if (!parents.ok) return [{ file, ...at(['extends']), field: 'extends', message: parents.error.replace(/^extends: /, '') }];

    // The parents' part, to tell which entries of an appended list are this file's.
    const loaded = parents.names.map((parent) => ({ parent, result: catalogue.load(parent) }));
    const broken = loaded.find(({ result }) => !result.ok);
    if (broken && !broken.result.ok) return [{ file, ...at(['extends']), field: 'extends', message: broken.result.error }];
    const own = (parent: string) => JSON.parse(texts.get(parent) ?? '{}') as JsonObject;
    const inherited = ancestryOf(parents.names, (parent) => { const named = parentsOf(own(parent)); return named.ok ? named.names : []; }).map(own).reduce(layOnto, {});
    const merged = layOnto(inherited, value as JsonObject);

    const parsed = scenarioSchema.safeParse(merged, { reportInput: true });
    const problems: FileProblem[] = parsed.success ? [] : allProblems(parsed.error).map(({ path, field, text: message }) => {
      const [key, index] = path;
      const before = typeof key === 'string' && APPENDED.has(key) && Array.isArray(inherited[key]) ? inherited[key].length : 0;
      if (typeof index === 'number' && index < before) return { file, ...at(['extends']), field: 'extends', message: `${field}, from a file it extends: ${message}` };
      const ownPath = typeof index === 'number' ? [key as PropertyKey, index - before, ...path.slice(2)] : path;
      return { file, ...at(ownPath), field: field.replace(/^(\w+)\[(\d+)\]/, (_, list: string) => `${list}[${String(ownPath[1])}]`), message };
    });
    if (problems.length > 0) return problems;
    if (parsed.success && parsed.data.name !== name) return [{ file, ...at(['name']), field: 'name', message: `must equal the file name "${name}"` }];
    return [];
  });
}

export const formatProblem = ({ file, line, column, field, message }: FileProblem): string => `${file}:${line}:${column} ${field ? `${field}: ` : ''}${message}`;
