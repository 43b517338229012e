/**
 * Whether an answer conforms to the committed contract documents (decision 0315): the request's
 * method and path are found among the OpenAPI document's paths (templates such as `{hubSerial}`
 * match one segment, literal paths before templated ones), the status among the operation's
 * documented answers, the content type among that answer's, and the body is validated against its
 * schema by a JSON Schema 2020-12 validator. What a client sent is held to the operation's query
 * parameters and request body (decision 0331). A hub stream message is validated against the
 * AsyncAPI document's message payload, a close against its close codes and reasons (decision 0332).
 * Each finding names the field that differs.
 */
import { dereference, validate, type OutputUnit, type Schema } from '@cfworker/json-schema';

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

export interface HttpRequest {
  method: string;
  /** Below the API base URL, without the query. */
  path: string;
  query: Record<string, string>;
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

/** `#/result/update_pending` → `result.update_pending`; the whole value is `whole`: `(answer)`, `(body)`. */
function fieldOf(location: string, whole: string, missing?: string): string {
  const path = location.replace(/^#\/?/, '').split('/').filter(Boolean).map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')));
  if (missing) path.push(missing);
  return path.join('.') || whole;
}

/** The errors that say what is wrong, not the ones that only say a subschema failed. */
const WRAPPERS = new Set(['$ref', 'properties', 'items', 'prefixItems', 'allOf', 'anyOf', 'oneOf', 'additionalProperties', 'unevaluatedProperties', 'contains', 'dependentSchemas', 'then', 'else']);

function describe(errors: OutputUnit[], whole: string): string[] {
  const leaves = errors.filter((error) => !WRAPPERS.has(error.keyword));
  const shown = (leaves.length ? leaves : errors).map((error) => {
    const missing = error.keyword === 'required' ? /"([^"]+)"/.exec(error.error)?.[1] : undefined;
    return missing ? `${fieldOf(error.instanceLocation, whole, missing)}: missing (required)` : `${fieldOf(error.instanceLocation, whole)}: ${error.error}`;
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
  // Each document is read once into one lookup of every schema by its URI; a schema is then
  // validated by reference, without walking the whole document again for each new schema met.
  const lookups = new Map<string, ReturnType<typeof dereference>>([
    [OPENAPI_ID, dereference({ ...openApi, $id: OPENAPI_ID } as Schema)],
    [ASYNCAPI_ID, dereference({ ...asyncApi, $id: ASYNCAPI_ID } as Schema)],
  ]);

  /** The schema at `pointer` in a document, so that its `#/components/…` references resolve there. */
  function problemsAt(id: string, pointer: string, value: unknown, whole = '(answer)'): string[] {
    // As the lookup keys it: the pointer URI-encoded (`{hubSerial}` → `%7BhubSerial%7D`).
    const result = validate(value, { $ref: `${id}${encodeURI(pointer)}` }, '2020-12', lookups.get(id), false);
    return result.valid ? [] : describe(result.errors, whole);
  }

  /** Calls sharing a path have one answer per call (`anyOf`): the closest one names what differs. */
  function bodyProblems(schema: Json, pointer: string, value: unknown, whole: string): string[] {
    const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]) : null;
    if (!branches) return problemsAt(OPENAPI_ID, pointer, value, whole);
    const tried = branches.map((branch, index) => ({
      name: typeof branch.$ref === 'string' ? branch.$ref.split('/').pop() : `anyOf[${index}]`,
      problems: problemsAt(OPENAPI_ID, `${pointer}/anyOf/${index}`, value, whole),
    }));
    if (tried.some((attempt) => attempt.problems.length === 0)) return [];
    const closest = tried.reduce((best, attempt) => (attempt.problems.length < best.problems.length ? attempt : best));
    return closest.problems.map((problem) => `${problem} (closest: ${closest.name})`);
  }

  function find(method: string, path: string): { found: Operation; operation: string } | null {
    const found = table.find((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(path));
    if (!found) return null;
    const calls = Array.isArray(found.spec['x-calls']) ? (found.spec['x-calls'] as string[]).join(', ') : String(found.spec.operationId ?? '');
    return { found, operation: `${found.method} ${found.template} (${calls})` };
  }

  const operationPointer = ({ template, method }: Operation) => `#/paths/${pointerPart(template)}/${method.toLowerCase()}`;

  /** A JSON body against the schema at `pointer`, after its content type. */
  function jsonBody(schema: Json | undefined, pointer: string, contentType: string | null, documented: string[], body: string, whole: string): string[] {
    const type = mediaType(contentType);
    if (type === null || !documented.some((key) => key === type || key === '*/*')) return [`content type ${type ?? '(none)'} is not documented (documented: ${documented.join(', ')})`];
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return [`not JSON: "${snippet(body)}"`];
    }
    return schema ? bodyProblems(schema, pointer, value, whole) : [];
  }

  /**
   * What a client sent (decision 0331): the query keys the operation lists (the required ones
   * present, no others), and the body against the request body's schema, or no body at all.
   */
  function request({ method, path, query, contentType, body }: HttpRequest): Verdict {
    const known = find(method, path);
    if (!known) return { operation: `${method} ${path}`, problems: ['the contract lists no such call'] };
    const { found, operation } = known;
    const parameters = ((found.spec.parameters ?? []) as Json[]).filter((parameter) => parameter.in === 'query');
    const problems = [
      ...parameters.filter((parameter) => parameter.required === true && !(String(parameter.name) in query)).map((parameter) => `query ${String(parameter.name)}: missing (required)`),
      ...Object.keys(query).filter((key) => !parameters.some((parameter) => parameter.name === key)).map((key) => `query ${key}: not in the contract`),
    ];
    const requestBody = found.spec.requestBody as Json | undefined;
    const content = requestBody?.content as Record<string, Json> | undefined;
    if (!content) return { operation, problems: body ? [...problems, 'request body: a body where the contract documents none'] : problems };
    if (!body) return { operation, problems: requestBody?.required === true ? [...problems, 'request body: missing (required)'] : problems };
    const documented = Object.keys(content);
    const type = mediaType(contentType);
    const key = documented.find((candidate) => candidate === type) ?? documented[0] ?? '';
    const bodyFound = jsonBody(content[key]?.schema as Json | undefined, `${operationPointer(found)}/requestBody/content/${pointerPart(key)}/schema`, contentType, documented, body, '(body)');
    return { operation, problems: [...problems, ...bodyFound.map((problem) => `request body ${problem}`)] };
  }

  function answer({ method, path, status, contentType, body }: HttpAnswer): Verdict {
    const known = find(method, path);
    if (!known) return { operation: `${method} ${path}`, problems: ['the contract lists no such call'] };
    const { found, operation } = known;
    const responses = (found.spec.responses ?? {}) as Record<string, Json>;
    const statusKey = [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((key) => responses[key]);
    if (!statusKey) return { operation, problems: [`status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`] };
    const content = responses[statusKey]?.content as Record<string, Json> | undefined;
    if (!content) return { operation, problems: body ? ['a body where the contract documents none'] : [] };
    const documented = Object.keys(content);
    const type = mediaType(contentType);
    const key = documented.find((candidate) => candidate === type) ?? '*/*';
    const pointer = `${operationPointer(found)}/responses/${statusKey}/content/${pointerPart(key)}/schema`;
    return { operation, problems: jsonBody(content[key]?.schema as Json | undefined, pointer, contentType, documented, body, '(answer)') };
  }

  const messages = ((asyncApi.components as Json | undefined)?.messages ?? {}) as Record<string, Json>;

  /** A message the hub sent on the stream, against the stream's documented messages. */
  function streamMessage(message: unknown): string[] {
    const tried = Object.keys(messages).map((name) => problemsAt(ASYNCAPI_ID, `#/components/messages/${pointerPart(name)}/payload`, message));
    if (tried.length === 0) return ['the contract lists no stream messages'];
    return tried.some((problems) => problems.length === 0) ? [] : tried.reduce((best, problems) => (problems.length < best.length ? problems : best));
  }

  /** A close of the hub stream, against the close codes and reasons of the side that closed it (decision 0332). */
  function streamClose(close: { by: 'client' | 'server'; code: number; reason: string }): string[] {
    const name = close.by === 'client' ? 'closeByClient' : 'closeByServer';
    if (!((asyncApi.components as Json | undefined)?.schemas as Json | undefined)?.[name]) return [`the contract lists no ${name}`];
    return problemsAt(ASYNCAPI_ID, `#/components/schemas/${name}`, { code: close.code, reason: close.reason });
  }

  return { request, answer, streamMessage, streamClose };
}

export type ContractCheck = ReturnType<typeof createContractCheck>;
