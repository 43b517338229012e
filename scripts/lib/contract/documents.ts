/**
 * The contract documents, generated from the call table (app/api/calls.ts), the contract's schemas
 * (app/api/contract.ts), the hub message schema and the stream module's close reason:
 * `npm run contract:export` writes them to docs/contract/, and tests/unit/contract.test.ts fails
 * when the committed ones differ (decision 0296).
 */
import { z } from 'zod';
import { calls, callNames, type CallName, type CallSpec } from '../../../app/api/calls';
import { contract, errorAnswerSchema, handledErrors, STREAM_CLOSE_REASON_MAX, streamServerCloses } from '../../../app/api/contract';
import { hubMessageSchema } from '../../../app/api/schemas';
import { INTENTIONAL_CLOSE_REASON } from '../../../app/data/hubStream';
import { hubMessageTable } from '../../../app/domain/pairing/hubMessages';

type Json = Record<string, unknown>;

const VERSION = '1.0.0';

/** What a schema accepts on the wire (defaults make a field optional there). */
export function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

export const answerSchemaName = (call: CallName) => `${call}.answer`;
const bodySchemaName = (call: CallName) => `${call}.body`;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** Every answer, errors too, carries the server's Date: the app measures server-given times against it (decision 0381). */
const dated = { Date: { $ref: '#/components/headers/Date' } };

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');

function parameters(names: CallName[]): Json[] {
  const spec = calls[names[0] as CallName] as CallSpec;
  const inPath = pathParams(spec.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const queryKeys = new Map<string, CallName[]>();
  for (const name of names) {
    for (const key of [...((calls[name] as CallSpec).query ?? []), ...(contract[name].optionalQuery ?? [])]) queryKeys.set(key, [...(queryKeys.get(key) ?? []), name]);
  }
  const inQuery = [...queryKeys].map(([key, users]) => {
    const requiredBy = users.filter((name) => (calls[name] as CallSpec).query?.includes(key));
    return {
      name: key,
      in: 'query',
      required: names.length === 1 && requiredBy.length === 1,
      schema: { type: 'string' },
      description: requiredBy.length ? `Tells the call apart: required by ${requiredBy.join(', ')}` : `Optional (${users.join(', ')})`,
    };
  });
  return [...inPath, ...inQuery];
}

function operation(names: CallName[]): Json {
  const body = names.find((name) => contract[name].body);
  const answers = names.map((name) => ref(answerSchemaName(name)));
  const success = names.map((name) => contract[name].success).find((status) => status !== undefined) ?? 200;
  // The errors every call has, then each call's own (named when calls share the operation).
  const errors: Record<string, string> = { ...handledErrors };
  for (const name of names) {
    for (const [status, description] of Object.entries(contract[name].errors ?? {})) errors[status] = names.length > 1 ? `${name}: ${description}` : description;
  }
  return {
    operationId: names.join('+'),
    summary: names.map((name) => contract[name].summary).join(' / '),
    ...(names.length > 1 ? { description: `Calls on one path, told apart by their query keys: ${names.join(', ')}.` } : {}),
    'x-calls': names,
    security: names.includes('auth.login') ? [] : [{ token: [] }],
    parameters: parameters(names),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(bodySchemaName(body)) } } } } : {}),
    responses: {
      [success]: { description: success === 200 ? 'Success' : 'Created', headers: dated, content: { 'application/json': { schema: answers.length === 1 ? answers[0] : { anyOf: answers } } } },
      ...Object.fromEntries(Object.entries(errors).map(([status, description]) => [status, { description, headers: dated, content: { 'application/json': { schema: ref('ErrorAnswer') } } }])),
    },
  };
}

export function openApiDocument(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const grouped = new Map<string, CallName[]>();
  for (const name of callNames) {
    const { method, path } = calls[name] as CallSpec;
    grouped.set(`${method} ${path}`, [...(grouped.get(`${method} ${path}`) ?? []), name]);
  }
  for (const [key, names] of grouped) {
    const [method = '', path = ''] = key.split(' ');
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation(names);
  }
  const schemas: Record<string, Json> = { ErrorAnswer: jsonSchema(errorAnswerSchema) };
  for (const name of callNames) {
    schemas[answerSchemaName(name)] = jsonSchema(contract[name].answer);
    const body = contract[name].body;
    if (body) schemas[bodySchemaName(name)] = jsonSchema(body);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Provider API as the hub installer app calls it',
      version: VERSION,
      description:
        'Generated by `npm run contract:export` from app/api/calls.ts and app/api/contract.ts: every call the app makes, what it sends and the answers it reads. ' +
        "Where the specification does not show a path or a field, this is what the app assumes (decision 0039). Answers may carry more fields than listed; the app ignores them.",
    },
    servers: [{ url: '{apiBaseUrl}', variables: { apiBaseUrl: { default: 'https://api.provider.invalid', description: 'VITE_API_BASE_URL' } } }],
    security: [{ token: [] }],
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <session token>`, the token of the login answer' } },
      headers: {
        Date: {
          description:
            "The server's clock when the answer left (RFC 9110 HTTP-date). The app compares heartbeats, readings and boot times with it, not with the phone's clock, which may be days off. " +
            'Cross-origin, the app reads it only if the answer also carries `Access-Control-Expose-Headers: Date` (Date is not CORS-safelisted).',
          required: true,
          schema: { type: 'string', examples: ['Mon, 23 Nov 2026 15:00:00 GMT'] },
        },
      },
      schemas,
    },
  };
}

/** A close as one side sees it: its code and reason (decision 0332). */
const closeSchema = (code: Json, reason: Json): Json => ({ type: 'object', required: ['code', 'reason'], properties: { code, reason } });

export function asyncApiDocument(): Json {
  const statuses = [...new Set(hubMessageTable.map((row) => `${row.state} ${row.status}`))];
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Hub message stream as the hub installer app reads it',
      version: VERSION,
      description: 'Generated by `npm run contract:export` from the hub message schema and app/data/hubStream.ts. One WebSocket per hub; the hub sends, the app only listens.',
    },
    servers: { hubStream: { host: 'hub-stream.provider.invalid', protocol: 'wss', description: 'VITE_HUB_STREAM_URL' } },
    channels: {
      hub: {
        address: '/',
        description: 'Opened as `<VITE_HUB_STREAM_URL>?token=<session token>&hubSerialNumber=<serial>` (spec 02 §7: a browser cannot set headers on a WebSocket).',
        messages: { hubMessage: { $ref: '#/components/messages/hubMessage' } },
        bindings: {
          ws: {
            query: {
              type: 'object',
              required: ['token', 'hubSerialNumber'],
              properties: { token: { type: 'string', description: 'The session token' }, hubSerialNumber: { type: 'string' } },
            },
          },
        },
      },
    },
    operations: {
      receiveHubMessage: { action: 'receive', channel: { $ref: '#/channels/hub' }, messages: [{ $ref: '#/channels/hub/messages/hubMessage' }] },
    },
    components: {
      schemas: {
        closeByClient: closeSchema({ const: 1000 }, { const: INTENTIONAL_CLOSE_REASON }),
        closeByServer: closeSchema(
          { enum: Object.keys(streamServerCloses).map(Number) },
          { type: 'string', maxLength: STREAM_CLOSE_REASON_MAX, not: { const: INTENTIONAL_CLOSE_REASON } },
        ),
      },
      messages: {
        hubMessage: {
          contentType: 'application/json',
          payload: jsonSchema(hubMessageSchema),
          description: `The state and status pairs the app acts on: ${statuses.join(', ')} ('*': any status). Any other status is progress only.`,
          'x-handled': hubMessageTable.map(({ state, status, result }) => ({ state, status, result })),
        },
      },
    },
    'x-close': {
      byClient: { code: 1000, reason: INTENTIONAL_CLOSE_REASON, when: 'the last screen that listens to the hub leaves', schema: { $ref: '#/components/schemas/closeByClient' } },
      byServer: {
        description: `Any other close is unexpected: the app opens the stream once more; a second unexpected close is final (the installer is told the connection closed). The service never closes with the app's reason "${INTENTIONAL_CLOSE_REASON}".`,
        codes: Object.entries(streamServerCloses).map(([code, meaning]) => ({ code: Number(code), meaning })),
        schema: { $ref: '#/components/schemas/closeByServer' },
      },
      refusedUpgrade: 'An upgrade without a valid token is refused with HTTP 401.',
    },
  };
}
