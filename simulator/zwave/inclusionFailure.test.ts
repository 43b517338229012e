import { describe, expect, it } from 'vitest';
import { faultSchema } from '../faults/schema';
import { hubBehaviours } from '../faults/hubBehaviours';
import { inclusionFailStages, inclusionFailureFault } from './inclusionFailure';

describe('inclusionFailureFault', () => {
  it.each([
    ['start', { kind: 'http', call: 'hubs.inclusion', status: 500, times: 1 }],
    ['nothingJoins', { kind: 'hub', behaviour: 'inclusion.nothingJoins', serial: 'HB2-1000104', times: 1 }],
    ['protocol', { kind: 'hub', behaviour: 'inclusion.addNodeFailed', params: { stage: 'protocol' }, serial: 'HB2-1000104', times: 1 }],
    ['interview', { kind: 'hub', behaviour: 'inclusion.addNodeFailed', params: { stage: 'interview' }, serial: 'HB2-1000104', times: 1 }],
  ] as const)('%s: %j', (stage, fault) => {
    expect(inclusionFailureFault('HB2-1000104', stage)).toEqual(fault);
  });

  it('gives a valid fault for every stage, naming a known hub behaviour', () => {
    inclusionFailStages.forEach((stage) => {
      const parsed = faultSchema.parse(inclusionFailureFault('HB2-1000104', stage));
      if (parsed.kind === 'hub') expect(Object.keys(hubBehaviours)).toContain(parsed.behaviour);
    });
  });
});
