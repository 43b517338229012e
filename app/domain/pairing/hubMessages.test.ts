import { describe, expect, it } from 'vitest';
import type { HubMessage } from '../../api/schemas';
import { hubMessageResult, hubMessageTable } from './hubMessages';
import { transition } from './machine';
import { initialPairing, type Operation, type PairingState, type StageName } from './stages';

const NOW = Date.UTC(2026, 10, 23, 9, 0);

/** Spec 02 §4 'Hub messages', row for row: message, status, result. */
const specTable: Array<[HubMessage['state'], string, string]> = [
  ['AddNode', 'Failed', 'error'],
  ['AddNode', 'Done', 'device info'],
  ['AddNode', 'GettingNodeInfo', 'including'],
  ['AddNode', 'ProtocolDone', 'including'],
  ['RemoveNode', 'Failed', 'error'],
  ['RemoveNode', 'Done', 'exclusion success'],
  ['NetworkChanged', 'Done', 'success for the current mode'],
  ['DetailedNodeTotals', 'any', 'including'],
];

describe('the hub-message table (spec 02 §4)', () => {
  it('holds the spec table row for row', () => {
    expect(hubMessageTable.map((row) => [row.state, row.status === '*' ? 'any' : row.status, row.result])).toEqual(specTable);
  });

  it.each<[string, HubMessage, Operation, string | null]>([
    ['AddNode Started is progress only', { state: 'AddNode', status: 'Started' }, 'inclusion', 'progress'],
    ['RemoveNode Started is progress only', { state: 'RemoveNode', status: 'Started' }, 'exclusion', 'progress'],
    ['DetailedNodeTotals with any status', { state: 'DetailedNodeTotals', status: 'whatever' }, 'inclusion', 'including'],
    ['an AddNode message during an exclusion is not ours', { state: 'AddNode', status: 'Done' }, 'exclusion', null],
    ['a RemoveNode message during an inclusion is not ours', { state: 'RemoveNode', status: 'Done' }, 'inclusion', null],
    ['NetworkChanged reports on either operation', { state: 'NetworkChanged', status: 'Done' }, 'exclusion', 'success for the current mode'],
  ])('%s', (_case, message, running, result) => {
    expect(hubMessageResult(message, running)).toBe(result);
  });
});

/** A flow waiting in `stage` (the start call answered at NOW). */
function waitingIn(stage: 'inclusion-start' | 'including' | 'exclusion-start' | 'excluding'): PairingState {
  const mode: Operation = stage.startsWith('inclusion') || stage === 'including' ? 'inclusion' : 'exclusion';
  let state = transition(initialPairing(mode), { type: 'start' }, NOW);
  state = transition(state, { type: 'startAnswered', knownUids: ['dev-old'] }, NOW);
  if (stage === 'including') state = transition(state, { type: 'hubMessage', message: { state: 'AddNode', status: 'GettingNodeInfo' } }, NOW);
  if (stage === 'excluding') state = transition(state, { type: 'hubMessage', message: { state: 'DetailedNodeTotals', status: '3' } }, NOW);
  expect(state.stage.name).toBe(stage);
  return state;
}

describe('what each message does to the flow', () => {
  it.each<[string, Parameters<typeof waitingIn>[0], HubMessage, StageName, string | null]>([
    ['AddNode Failed -> error', 'inclusion-start', { state: 'AddNode', status: 'Failed' }, 'inclusion-start', 'include'],
    ['AddNode Failed while including -> error', 'including', { state: 'AddNode', status: 'Failed' }, 'including', 'include'],
    ['AddNode Done -> device info', 'including', { state: 'AddNode', status: 'Done', nodeId: 12 }, 'device-info', null],
    ['AddNode GettingNodeInfo -> including', 'inclusion-start', { state: 'AddNode', status: 'GettingNodeInfo' }, 'including', null],
    ['AddNode ProtocolDone -> including', 'inclusion-start', { state: 'AddNode', status: 'ProtocolDone' }, 'including', null],
    ['RemoveNode Failed -> error', 'exclusion-start', { state: 'RemoveNode', status: 'Failed' }, 'exclusion-start', 'exclude'],
    ['RemoveNode Done -> exclusion success', 'exclusion-start', { state: 'RemoveNode', status: 'Done' }, 'exclusion-success', null],
    ['NetworkChanged Done while excluding -> exclusion success', 'excluding', { state: 'NetworkChanged', status: 'Done' }, 'exclusion-success', null],
    ['NetworkChanged Done while including -> device info', 'including', { state: 'NetworkChanged', status: 'Done' }, 'device-info', null],
    ['DetailedNodeTotals -> including', 'inclusion-start', { state: 'DetailedNodeTotals', status: '1' }, 'including', null],
    ['DetailedNodeTotals during an exclusion -> excluding', 'exclusion-start', { state: 'DetailedNodeTotals', status: '1' }, 'excluding', null],
    ['RemoveNode Done during an inclusion changes nothing', 'including', { state: 'RemoveNode', status: 'Done' }, 'including', null],
  ])('%s', (_case, from, message, stage, error) => {
    const next = transition(waitingIn(from), { type: 'hubMessage', message }, NOW + 1_000);
    expect(next.stage.name).toBe(stage);
    expect(next.error?.kind ?? null).toBe(error);
  });

  it('AddNode Done carries the node id device info looks for', () => {
    const next = transition(waitingIn('including'), { type: 'hubMessage', message: { state: 'AddNode', status: 'Done', nodeId: 12 } }, NOW);
    expect(next.stage).toEqual({ name: 'device-info', nodeId: 12, found: null, endsAt: NOW + 90_000 });
  });

  it('messages after device info do not move the flow back', () => {
    const info = transition(waitingIn('including'), { type: 'hubMessage', message: { state: 'AddNode', status: 'Done', nodeId: 12 } }, NOW);
    for (const message of [{ state: 'DetailedNodeTotals', status: '4' }, { state: 'NetworkChanged', status: 'Done' }, { state: 'AddNode', status: 'Failed' }] as HubMessage[]) {
      expect(transition(info, { type: 'hubMessage', message }, NOW + 5_000)).toBe(info);
    }
  });

  it('messages before Start change nothing', () => {
    const idle = initialPairing('inclusion');
    expect(transition(idle, { type: 'hubMessage', message: { state: 'AddNode', status: 'Done', nodeId: 3 } }, NOW)).toBe(idle);
  });
});
