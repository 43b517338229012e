/**
 * The tests' contract check (decisions 0315, 0331, 0332): what the simulator answered, what it was
 * asked, what its controller sent on the stream and how its stream service closed, held to the
 * committed contract documents. Loaded only by tests that reached the simulator.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContractCheck } from '../../scripts/lib/contract/conformance';
import type { Logged, LoggedAnswer } from '../../simulator/handlers/contractLog';

// The tests run from the repository's root; under jsdom import.meta.url is not a file URL.
const read = (file: string) => JSON.parse(readFileSync(join(process.cwd(), 'docs/contract', file), 'utf8')) as Record<string, unknown>;
const check = createContractCheck({ openApi: read('openapi.json'), asyncApi: read('asyncapi.json') });

function exchangeDrifts(entry: LoggedAnswer): string[] {
  const query = new URLSearchParams(entry.query).toString();
  const asked = `${entry.method} ${entry.path}${query ? `?${query}` : ''}${entry.call ? ` [${entry.call}]` : ''}`;
  const sent = check.request({ ...entry.request, method: entry.method, path: entry.path, query: entry.query });
  const lines = sent.problems.length ? [`${sent.operation} was sent ${asked}: ${sent.problems.join('; ')}`] : [];
  if (entry.planted) return lines;
  const { operation, problems } = check.answer(entry);
  return problems.length ? [...lines, `${operation} answered ${entry.status} to ${asked}: ${problems.join('; ')}`] : lines;
}

function driftsOf(entry: Logged): string[] {
  if (entry.kind === 'answer') return exchangeDrifts(entry);
  if (entry.kind === 'close') {
    const problems = check.streamClose({ by: 'server', code: entry.code, reason: entry.reason });
    return problems.length ? [`hub stream close by the service (hub ${entry.serial}) ${entry.code} "${entry.reason}": ${problems.join('; ')}`] : [];
  }
  const problems = check.streamMessage(entry.message);
  return problems.length ? [`hub stream message (hub ${entry.serial}) ${JSON.stringify(entry.message)}: ${problems.join('; ')}`] : [];
}

/** One line per request, answer, message or close that does not conform: the call or stream, the status, and each field that differs. */
export function contractDrifts(logged: Logged[]): string[] {
  return [...new Set(logged.flatMap(driftsOf))];
}
