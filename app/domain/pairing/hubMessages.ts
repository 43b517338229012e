/**
 * What a hub message means for the flow: spec 02 §4 'Hub messages', as a table in the spec's own
 * words. A status the table does not list (AddNode Started, RemoveNode Started) is progress only:
 * it restarts the master timer and moves nothing.
 */
import type { HubMessage, HubMessageState } from '../../api/schemas';
import type { Operation } from './stages';

export type MessageResult = 'error' | 'device info' | 'including' | 'exclusion success' | 'success for the current mode' | 'progress';

export interface HubMessageRow {
  state: HubMessageState;
  /** '*' matches any status. */
  status: string;
  result: MessageResult;
}

export const hubMessageTable: readonly HubMessageRow[] = [
  { state: 'AddNode', status: 'Failed', result: 'error' },
  { state: 'AddNode', status: 'Done', result: 'device info' },
  { state: 'AddNode', status: 'GettingNodeInfo', result: 'including' },
  { state: 'AddNode', status: 'ProtocolDone', result: 'including' },
  { state: 'RemoveNode', status: 'Failed', result: 'error' },
  { state: 'RemoveNode', status: 'Done', result: 'exclusion success' },
  { state: 'NetworkChanged', status: 'Done', result: 'success for the current mode' },
  { state: 'DetailedNodeTotals', status: '*', result: 'including' },
];

/** The operation a message belongs to; null when it reports on whichever one runs. */
const operationOfState: Record<HubMessageState, Operation | null> = {
  AddNode: 'inclusion',
  RemoveNode: 'exclusion',
  NetworkChanged: null,
  DetailedNodeTotals: null,
};

/** The message's result for the running operation, or null when it is about another one. */
export function hubMessageResult(message: HubMessage, running: Operation): MessageResult | null {
  const concerns = operationOfState[message.state];
  if (concerns !== null && concerns !== running) return null;
  const row = hubMessageTable.find((candidate) => candidate.state === message.state && (candidate.status === '*' || candidate.status === message.status));
  return row?.result ?? 'progress';
}
