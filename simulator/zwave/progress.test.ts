// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubMessageSchema } from '../../app/api/schemas';
import { exclusionProgress, inclusionProgress, started, failed, done } from './progress';

const shown = (steps: ReturnType<typeof inclusionProgress>) =>
  steps.map((step) => ('send' in step ? `${step.after} ${step.send.state} ${step.send.status}` : `${step.after} end ${step.end}`));

describe('what the hub sends after a device was heard', () => {
  it.each([
    [null, ['2000 AddNode ProtocolDone', '3000 AddNode GettingNodeInfo', '6000 DetailedNodeTotals Updated', '10000 end added', '11000 NetworkChanged Done']],
    ['protocol', ['2000 end failed']],
    ['interview', ['2000 AddNode ProtocolDone', '3000 AddNode GettingNodeInfo', '6000 end failed']],
  ] as const)('inclusion ending %s', (failure, expected) => {
    expect(shown(inclusionProgress(5, 3, failure))).toEqual(expected);
  });

  it('exclusion: RemoveNode Done, then NetworkChanged Done', () => {
    expect(shown(exclusionProgress())).toEqual(['2000 end removed', '3000 NetworkChanged Done']);
  });

  it('names the node on inclusion messages and the network size on DetailedNodeTotals', () => {
    expect(inclusionProgress(5, 3, null).flatMap((step) => ('send' in step ? [step.send] : []))).toEqual([
      { state: 'AddNode', status: 'ProtocolDone', nodeId: 5 },
      { state: 'AddNode', status: 'GettingNodeInfo', nodeId: 5 },
      { state: 'DetailedNodeTotals', status: 'Updated', nodeId: 5, nodes: 3 },
      { state: 'NetworkChanged', status: 'Done' },
    ]);
  });

  it('every message fits the wire contract the app reads', () => {
    const all = [
      ...inclusionProgress(5, 3, null).flatMap((step) => ('send' in step ? [step.send] : [])),
      ...(['inclusion', 'exclusion'] as const).flatMap((mode) => [started(mode), failed(mode), done(mode, 5)]),
    ];
    all.forEach((message) => expect(hubMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(true));
  });
});
