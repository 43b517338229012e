/**
 * The Vitest suite's contract check (decision 0315): what the Node simulator answered during a
 * test, held to the committed contract documents. Loaded only by tests that reached the simulator.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContractCheck } from '../../scripts/contract/conformance';
import type { Logged } from '../../simulator/handlers/contractLog';

// Vitest runs from the repository's root; under jsdom import.meta.url is not a file URL.
const read = (file: string) => JSON.parse(readFileSync(join(process.cwd(), 'docs/contract', file), 'utf8')) as Record<string, unknown>;
const check = createContractCheck({ openApi: read('openapi.json'), asyncApi: read('asyncapi.json') });

/** One line per answer or message that does not conform: what was asked, the status, and each field that differs. */
export function contractDrifts(logged: Logged[]): string[] {
  const lines = logged.flatMap((entry) => {
    if (entry.kind === 'message') {
      const problems = check.streamMessage(entry.message);
      return problems.length ? [`hub stream message (hub ${entry.serial}) ${JSON.stringify(entry.message)}: ${problems.join('; ')}`] : [];
    }
    const { operation, problems } = check.answer(entry);
    const query = new URLSearchParams(entry.query).toString();
    const asked = `${entry.method} ${entry.path}${query ? `?${query}` : ''}`;
    return problems.length ? [`${operation} answered ${entry.status} to ${asked}${entry.call ? ` [${entry.call}]` : ''}: ${problems.join('; ')}`] : [];
  });
  return [...new Set(lines)];
}
