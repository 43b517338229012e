/**
 * Turns a zod error into one sentence naming the field, e.g. "faults[0].status: expected a number".
 * Scenario files and request bodies share it, so every rejection reads the same way.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

const typeNames: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'a list',
  tuple: 'a [min, max] pair',
  record: 'an object',
};

function formatPath(path: Path): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

type UnionIssue = Extract<Issue, { code: 'invalid_union' }>;

/** The field a branch's issue says is missing from the value the union was given, if it says that (a duration's own union too). */
function missingField(inner: Issue, input: unknown): string | undefined {
  const [key] = inner.path;
  const given = typeof input === 'object' && input !== null && typeof key === 'string' && key in input;
  return inner.path.length === 1 && (inner.code === 'invalid_type' || inner.code === 'invalid_value' || inner.code === 'invalid_union') && typeof key === 'string' && !given ? key : undefined;
}

/** A branch that failed only inside a field, not because the value lacks its fields or has others. */
const fitsShape = (branch: readonly Issue[], input: unknown) => !branch.some((inner) => inner.code === 'unrecognized_keys' || missingField(inner, input) !== undefined);

/**
 * A union failed: the branch whose fields the value has says the most useful thing (an entry
 * `{ "text": "x", "within": "soon" }` is about `within`, not a missing `open`); among those, or
 * all when none fits, the one that got furthest into the value.
 */
function deepestUnionIssue(issue: UnionIssue): Issue | undefined {
  const fitting = issue.errors.filter((branch) => fitsShape(branch, issue.input));
  const candidates = (fitting.length > 0 ? fitting : issue.errors).flat();
  const deepest = candidates.reduce<Issue | undefined>((best, next) => (!best || next.path.length > best.path.length ? next : best), undefined);
  return deepest && deepest.path.length > 0 ? deepest : undefined;
}

/** The one field each object branch requires and the value lacks, when every branch failed for that. */
function missingKinds(issue: UnionIssue): string[] | null {
  const missing = issue.errors.map((branch) => branch.map((inner) => missingField(inner, issue.input)).find((key) => key !== undefined));
  if (issue.errors.length < 2 || missing.some((key) => key === undefined)) return null;
  return [...new Set(missing as string[])];
}

/** "a number or a list", from the types the union's branches expected. */
function unionTypes(issue: UnionIssue): string {
  const expected = issue.errors.flat().flatMap((inner) => (inner.code === 'invalid_type' ? [typeNames[inner.expected] ?? inner.expected] : []));
  return expected.length > 0 ? [...new Set(expected)].join(' or ') : 'another kind of value';
}

function describe(issue: Issue, path: Path): { path: Path; text: string } {
  switch (issue.code) {
    case 'invalid_type':
      return { path, text: issue.input === undefined ? 'is required' : `expected ${typeNames[issue.expected] ?? issue.expected}` };
    case 'unrecognized_keys':
      return { path: [...path, issue.keys[0] ?? ''], text: 'unknown field' };
    case 'invalid_value':
      return { path, text: `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}` };
    case 'too_small':
      if (issue.origin === 'string') return { path, text: 'must not be empty' };
      return { path, text: `must be ${issue.inclusive ? 'at least' : 'above'} ${String(issue.minimum)}` };
    case 'too_big':
      return { path, text: `must be ${issue.inclusive ? 'at most' : 'below'} ${String(issue.maximum)}` };
    case 'invalid_format':
      if (issue.format === 'datetime') return { path, text: 'expected an ISO date-time such as 2026-11-21T09:00:00Z' };
      // A regex carries its own explanation (given where the schema is defined).
      return { path, text: issue.format === 'regex' ? issue.message : `expected the ${issue.format} format` };
    case 'invalid_union': {
      // A discriminated union whose tag matched no option lists the tags it knows.
      if ('options' in issue && Array.isArray(issue.options)) {
        return { path, text: `expected one of ${issue.options.map((option) => JSON.stringify(option)).join(', ')}` };
      }
      // A text that one branch takes as a type and refuses as a value ("flaky-cell" for one or a list of profile names) is a wrong name, not a wrong type.
      const wrongName = typeof issue.input === 'string' ? issue.errors.flat().find((inner) => inner.path.length === 0 && inner.code === 'invalid_value') : undefined;
      if (wrongName) return describe(wrongName, path);
      const kinds = missingKinds(issue);
      if (kinds) return { path, text: `expected one of the fields ${kinds.join(', ')}` };
      const inner = deepestUnionIssue(issue);
      return inner ? describe(inner, [...path, ...inner.path]) : { path, text: `expected ${unionTypes(issue)}` };
    }
    default:
      return { path, text: issue.message };
  }
}

function describeIssue(issue: Issue): string {
  const { path, text } = describe(issue, issue.path);
  const where = formatPath(path);
  return where ? `${where}: ${text}` : text;
}

/** Every problem of a failed parse, each with the path it is about and its sentence: for tools that list them all. */
export function allProblems(error: z.ZodError): Array<{ path: readonly PropertyKey[]; field: string; text: string }> {
  return error.issues.map((issue) => {
    const { path, text } = describe(issue, issue.path);
    return { path, field: formatPath(path), text };
  });
}

/** The first problem of a failed parse; one clear sentence beats a list nobody reads. */
export function firstProblem(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? describeIssue(issue) : 'invalid value';
}
