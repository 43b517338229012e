/**
 * Whether an answer conforms to the committed contract documents (decision 0315): the request's
 * method and path are found among the OpenAPI document's paths (templates such as `{hubSerial}`
 * match one segment, literal paths before templated ones), the status among the operation's
 * documented answers, the content type among that answer's, and the body is validated against its
 * schema by a JSON Schema 2020-12 validator. A hub stream message is validated against the
 * AsyncAPI document's message payload. Each finding names the field that differs.
 */
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';

type Json = Record<string, unknown>;

export interface ContractDocuments {
  openApi: Json;
  asyncApi: Json;
}

export interface HttpAnswer {
  method: string;
  /** Below the API base URL, without the query. */
  path: string;
  status: number;
  contentType: string | null;
  body: string;
}

export interface Verdict {
  /** How the contract names what was asked: `GET /v4/hub/{hubSerial}/status/ (hubs.status)`, or the bare request. */
  operation: string;
  problems: string[];
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Templated segments: fewer wins, as OpenAPI has concrete paths match first. */
  params: number;
  spec: Json;
}

const OPENAPI_ID = 'https://contract.invalid/openapi.json';
const ASYNCAPI_ID = 'https://contract.invalid/asyncapi.json';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function operations(openApi: Json): Operation[] {
  const found: Operation[] = [];
  for (const [template, item] of Object.entries((openApi.paths ?? {}) as Record<string, Json>)) {
    const parts = template.split(/(\{[^}]+\})/);
    const pattern = new RegExp(`^${parts.map((part) => (part.startsWith('{') ? '[^/]+' : escape(part))).join('')}$`);
    const params = parts.filter((part) => part.startsWith('{')).length;
    for (const [method, spec] of Object.entries(item)) found.push({ method: method.toUpperCase(), template, pattern, params, spec: spec as Json });
  }
  return found.sort((a, b) => a.params - b.params);
}

/** `#/result/update_pending` → `result.update_pending`; the whole answer is `(answer)`. */
function fieldOf(location: string, missing?: string): string {
  const path = location.replace(/^#\/?/, '').split('/').filter(Boolean).map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')));
  if (missing) path.push(missing);
  return path.join('.') || '(answer)';
}

/** The errors that say what is wrong, not the ones that only say a subschema failed. */
const WRAPPERS = new Set(['$ref', 'properties', 'items', 'prefixItems', 'allOf', 'anyOf', 'oneOf', 'additionalProperties', 'unevaluatedProperties', 'contains', 'dependentSchemas', 'then', 'else']);

function describe(errors: OutputUnit[]): string[] {
  const leaves = errors.filter((error) => !WRAPPERS.has(error.keyword));
  const shown = (leaves.length ? leaves : errors).map((error) => {
    const missing = error.keyword === 'required' ? /"([^"]+)"/.exec(error.error)?.[1] : undefined;
    return missing ? `${fieldOf(error.instanceLocation, missing)}: missing (required)` : `${fieldOf(error.instanceLocation)}: ${error.error}`;
  });
  return [...new Set(shown)];
}

/** The start of a body that is not what was expected, on one line. */
export const snippet = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
};

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

const mediaType = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? null;

export function createContractCheck({ openApi, asyncApi }: ContractDocuments) {
  const table = operations(openApi);
  const validators = new Map<string, Validator>();

  /** The schema at `pointer` in a document, so that its `#/components/…` references resolve there. */
  function problemsAt(id: string, root: Json, pointer: string, value: unknown): string[] {
    const key = `${id}${pointer}`;
    let found = validators.get(key);
    if (!found) {
      found = new Validator({ $ref: key }, '2020-12', false);
      found.addSchema(root as Schema, id);
      validators.set(key, found);
    }
    const result = found.validate(value);
    return result.valid ? [] : describe(result.errors);
  }

  /** Calls sharing a path have one answer per call (`anyOf`): the closest one names what differs. */
  function bodyProblems(schema: Json, pointer: string, value: unknown): string[] {
    const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]) : null;
    if (!branches) return problemsAt(OPENAPI_ID, openApi, pointer, value);
    const tried = branches.map((branch, index) => ({
      name: typeof branch.$ref === 'string' ? branch.$ref.split('/').pop() : `anyOf[${index}]`,
      problems: problemsAt(OPENAPI_ID, openApi, `${pointer}/anyOf/${index}`, value),
    }));
    if (tried.some((attempt) => attempt.problems.length === 0)) return [];
    const closest = tried.reduce((best, attempt) => (attempt.problems.length < best.problems.length ? attempt : best));
    return closest.problems.map((problem) => `${problem} (closest: ${closest.name})`);
  }

  function answer({ method, path, status, contentType, body }: HttpAnswer): Verdict {
    const found = table.find((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(path));
    if (!found) return { operation: `${method} ${path}`, problems: ['the contract lists no such call'] };
    const calls = Array.isArray(found.spec['x-calls']) ? (found.spec['x-calls'] as string[]).join(', ') : String(found.spec.operationId ?? '');
    const operation = `${found.method} ${found.template} (${calls})`;
    const responses = (found.spec.responses ?? {}) as Record<string, Json>;
    const statusKey = [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((key) => responses[key]);
    if (!statusKey) return { operation, problems: [`status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`] };
    const content = responses[statusKey]?.content as Record<string, Json> | undefined;
    if (!content) return { operation, problems: body ? ['a body where the contract documents none'] : [] };
    const type = mediaType(contentType);
    const documented = type === null ? undefined : Object.keys(content).find((key) => key === type || key === '*/*');
    if (!documented) return { operation, problems: [`content type ${type ?? '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`] };
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return { operation, problems: [`not JSON: "${snippet(body)}"`] };
    }
    const schema = content[documented]?.schema as Json | undefined;
    if (!schema) return { operation, problems: [] };
    const pointer = `#/paths/${pointerPart(found.template)}/${found.method.toLowerCase()}/responses/${statusKey}/content/${pointerPart(documented)}/schema`;
    return { operation, problems: bodyProblems(schema, pointer, value) };
  }

  const messages = ((asyncApi.components as Json | undefined)?.messages ?? {}) as Record<string, Json>;

  /** A message the hub sent on the stream, against the stream's documented messages. */
  function streamMessage(message: unknown): string[] {
    const tried = Object.keys(messages).map((name) => problemsAt(ASYNCAPI_ID, asyncApi, `#/components/messages/${pointerPart(name)}/payload`, message));
    if (tried.length === 0) return ['the contract lists no stream messages'];
    return tried.some((problems) => problems.length === 0) ? [] : tried.reduce((best, problems) => (problems.length < best.length ? problems : best));
  }

  return { answer, streamMessage };
}

export type ContractCheck = ReturnType<typeof createContractCheck>;
