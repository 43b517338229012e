/**
 * What the hub sends after a device was heard, as a plan of offsets from the button press: the
 * messages of the wire contract (app/api/schemas/pairing.ts) and the moment the inclusion or
 * exclusion ends. Pure, so the order and timing are read from one table and tested as such.
 */
import type { HubMessageState } from '../../app/api/schemas';
import type { PairingMode } from '../db/controllerRecord';
import { EXCLUSION_AFTER_PRESS_MS, INCLUSION_AFTER_PRESS_MS } from './timing';

export interface ZwaveMessage {
  state: HubMessageState;
  status: string;
  nodeId?: number;
  /** DetailedNodeTotals: how many Z-Wave nodes the network has now. */
  nodes?: number;
}

/** How an inclusion ends: the device added, or AddNode Failed during the protocol exchange or the interview. */
export type InclusionFailure = 'protocol' | 'interview';

export type ProgressStep =
  | { after: number; send: ZwaveMessage }
  /** `added`/`removed` send AddNode Done / RemoveNode Done themselves, once the records have changed. */
  | { after: number; end: 'added' | 'removed' | 'failed' };

const STATE: Record<PairingMode, HubMessageState> = { inclusion: 'AddNode', exclusion: 'RemoveNode' };

export const started = (mode: PairingMode): ZwaveMessage => ({ state: STATE[mode], status: 'Started' });
export const failed = (mode: PairingMode): ZwaveMessage => ({ state: STATE[mode], status: 'Failed' });
export const done = (mode: PairingMode, nodeId: number): ZwaveMessage => ({ state: STATE[mode], status: 'Done', nodeId });
const networkChanged: ZwaveMessage = { state: 'NetworkChanged', status: 'Done' };

/** After the press: ProtocolDone, GettingNodeInfo, DetailedNodeTotals, AddNode Done, NetworkChanged Done. */
export function inclusionProgress(nodeId: number, nodes: number, failure: InclusionFailure | null): ProgressStep[] {
  const t = INCLUSION_AFTER_PRESS_MS;
  if (failure === 'protocol') return [{ after: t.protocolDone, end: 'failed' }];
  const joined: ProgressStep[] = [
    { after: t.protocolDone, send: { state: 'AddNode', status: 'ProtocolDone', nodeId } },
    { after: t.gettingNodeInfo, send: { state: 'AddNode', status: 'GettingNodeInfo', nodeId } },
  ];
  if (failure === 'interview') return [...joined, { after: t.detailedNodeTotals, end: 'failed' }];
  return [
    ...joined,
    { after: t.detailedNodeTotals, send: { state: 'DetailedNodeTotals', status: 'Updated', nodeId, nodes } },
    { after: t.addNodeDone, end: 'added' },
    { after: t.networkChanged, send: networkChanged },
  ];
}

/** After the press: RemoveNode Done, then NetworkChanged Done. */
export function exclusionProgress(): ProgressStep[] {
  const t = EXCLUSION_AFTER_PRESS_MS;
  return [{ after: t.removeNodeDone, end: 'removed' }, { after: t.networkChanged, send: networkChanged }];
}
