/**
 * The Playwright runs' contract check (decision 0333): the in-page simulator reports each answer
 * (with its request), controller message and service close to a binding of the test's browser
 * context; after the test they are checked here, in the test's own process, as the Vitest suite
 * checks the Node simulator's (decisions 0315, 0331, 0332). The checker loads only once something
 * was reported.
 */
import type { BrowserContext } from '@playwright/test';
import type { Logged } from '../../../simulator/handlers/contractLog';

/** The binding the in-page simulator looks for (simulator/browser.ts). */
export const CONTRACT_BINDING = '__contractReport';

export interface ContractListener {
  /** Hears the simulator of every page of `context`; before its first page opens. */
  listen(context: Pick<BrowserContext, 'exposeBinding'>): Promise<unknown>;
  /** For a test that asks for an off-contract answer on purpose: its answers with `status` are not checked. */
  offContract(status: number): void;
  /** What was reported so far, less what the test excused. */
  logged(): Logged[];
}

export function createContractListener(): ContractListener {
  const reported: Logged[] = [];
  const excused = new Set<number>();
  return {
    listen: (context) =>
      context.exposeBinding(CONTRACT_BINDING, (_source, entry: Logged) => {
        reported.push(entry);
      }),
    offContract: (status) => {
      excused.add(status);
    },
    logged: () => reported.filter((entry) => entry.kind !== 'answer' || !excused.has(entry.status)),
  };
}

/** Fails the test whose simulator (`source`) drifted, with one line per drift naming the call or stream, the status and the field. */
export async function assertConforms(logged: readonly Logged[], source: string): Promise<void> {
  if (logged.length === 0) return;
  const { contractDrifts } = await import('../../support/contractCheck');
  const drifts = contractDrifts([...logged]);
  if (drifts.length) throw new Error(`What ${source} was sent or answered drifted from docs/contract/ (decisions 0333, 0334):\n${drifts.join('\n')}`);
}
