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

/** A union failed: the branch that got furthest into the value says the most useful thing. */
function deepestUnionIssue(issue: Extract<Issue, { code: 'invalid_union' }>): Issue | undefined {
  const candidates = issue.errors.flat();
  const deepest = candidates.reduce<Issue | undefined>((best, next) => (!best || next.path.length > best.path.length ? next : best), undefined);
  return deepest && deepest.path.length > 0 ? deepest : undefined;
}

/** "a number or a list", from the types the union's branches expected. */
function unionTypes(issue: Extract<Issue, { code: 'invalid_union' }>): string {
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

/** The first problem of a failed parse; one clear sentence beats a list nobody reads. */
export function firstProblem(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? describeIssue(issue) : 'invalid value';
}
