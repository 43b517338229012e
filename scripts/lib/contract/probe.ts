/**
 * The read-only probe of a live server (`npm run contract:probe`): the GET calls an installer's
 * day starts with, each answer checked against the committed OpenAPI document by the same checker
 * that holds the simulator to it (./conformance.ts, decision 0330). It sends nothing that changes
 * anything and never prints the token (decision 0296).
 */
import { calls, fillPath, type CallName, type CallParams } from '../../../app/api/calls';
import { createContractCheck, snippet } from './conformance';

export type OpenApi = Record<string, unknown>;

export interface ProbeLine {
  call: CallName;
  /** What was asked, without the base URL (ids only, never the token). */
  path: string;
  status: number | null;
  problems: string[];
}

export interface ProbeOptions {
  base: string;
  token: string;
  /** The unit (address id) to probe; default the first unit with a hub of the first community. */
  unit?: string;
  document: OpenApi;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

type Query = Record<string, string | number>;

interface Asked {
  line: ProbeLine;
  answer: unknown;
}

export async function runProbe({ base, token, unit, document, fetch: send = fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: ProbeOptions): Promise<ProbeLine[]> {
  const lines: ProbeLine[] = [];
  const check = createContractCheck({ openApi: document, asyncApi: {} });

  async function ask<N extends CallName>(call: N, params: CallParams<N>, query: Query = {}): Promise<Asked> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
    const callPath = fillPath(call, params);
    const path = `${callPath}${search ? `?${search}` : ''}`;
    const line: ProbeLine = { call, path, status: null, problems: [] };
    lines.push(line);
    if (calls[call].method !== 'GET') throw new Error(`The probe only reads: ${call} is a ${calls[call].method}`);
    let response: Response;
    try {
      response = await send(`${base.replace(/\/+$/, '')}${path}`, {
        headers: { Accept: 'application/json', Authorization: `Token ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      line.problems.push(timedOut ? `no answer within ${timeoutMs / 1000} s` : `no answer: ${error instanceof Error ? error.message : String(error)}`);
      return { line, answer: undefined };
    }
    line.status = response.status;
    const contentType = response.headers.get('content-type');
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      // The status and headers came, the body stalled or broke off: the same timeout covers it.
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      line.problems.push(timedOut ? `the body did not arrive within ${timeoutMs / 1000} s` : `the body broke off: ${error instanceof Error ? error.message : String(error)}`);
      return { line, answer: undefined };
    }
    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      // An operator reads what came instead (a proxy's error page) before any schema detail.
      line.problems.push(`not JSON (${contentType ?? 'no content type'}): "${snippet(body)}"`);
      return { line, answer: undefined };
    }
    // A documented error answer conforms, yet a read that fails is no ready server.
    if (!response.ok) line.problems.push(`HTTP ${response.status}`);
    line.problems.push(...check.answer({ method: 'GET', path: callPath, status: response.status, contentType, body }).problems);
    return { line, answer: response.ok ? answer : undefined };
  }

  const skipped = (call: CallName, why: string) => lines.push({ call, path: '', status: null, problems: [`not asked: ${why}`] });

  const communities = await ask('communities.list', {}, { limit: 5000 });
  const community = resultsOf(communities.answer)[0]?.uid;
  const units = unit ? await ask('units.get', {}, { addressId: unit }) : typeof community === 'string' ? await ask('units.list', {}, { communityId: community }) : null;
  if (!units) skipped('units.list', 'no community in the answer');
  const unitRecords = resultsOf(units?.answer);
  const chosen = unitRecords.find((record) => typeof record.hub_serial === 'string' && record.hub_serial) ?? unitRecords[0];
  const addressId = unit ?? (typeof chosen?.id === 'number' ? chosen.id : undefined);
  const hubSerial = typeof chosen?.hub_serial === 'string' && chosen.hub_serial ? chosen.hub_serial : undefined;

  if (addressId === undefined) {
    (['workTickets.get', 'doorCodes.syncsForAddress', 'yale.getMasterCodes'] as const).forEach((call) => skipped(call, 'no unit'));
  } else {
    await ask('workTickets.get', {}, { addressId });
    await ask('doorCodes.syncsForAddress', { addressId });
    await ask('yale.getMasterCodes', {}, { addressId });
  }
  if (hubSerial === undefined) {
    (['hubs.status', 'hubs.updateStatus', 'devices.listByHub'] as const).forEach((call) => skipped(call, 'the unit has no hub'));
  } else {
    await ask('hubs.status', { hubSerial });
    await ask('hubs.updateStatus', { hubSerial });
    await ask('devices.listByHub', { hubSerial });
  }
  return lines;
}

/**
 * The records of a list answer. A server's answer is not trusted to have the contract's shape
 * (the check says where it differs): `results` that is no list, or records that are no objects,
 * give none, and the calls that need one are reported not asked.
 */
function resultsOf(answer: unknown): Array<Record<string, unknown>> {
  const results = typeof answer === 'object' && answer !== null ? (answer as { results?: unknown }).results : undefined;
  return Array.isArray(results) ? results.filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null) : [];
}

export const conforms = (line: ProbeLine) => line.status !== null && line.problems.length === 0;

/** One line per call: the call, its status, and 'conforms' or what differs. */
export function formatReport(lines: ProbeLine[]): string {
  const rows = lines.map((line) => {
    const head = `${conforms(line) ? 'ok  ' : 'FAIL'} ${line.call.padEnd(26)} ${String(line.status ?? '-').padEnd(4)} ${line.path}`;
    return conforms(line) ? `${head}\n       conforms` : [head, ...line.problems.map((problem) => `       ${problem}`)].join('\n');
  });
  const failed = lines.filter((line) => !conforms(line)).length;
  return [...rows, failed ? `${failed} of ${lines.length} calls do not conform to docs/contract/openapi.json` : `all ${lines.length} calls conform to docs/contract/openapi.json`].join('\n');
}
