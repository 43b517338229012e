import { describe, expect, it } from 'vitest';
import { hubMessageSchema } from './pairing';

describe('the hub message contract (decision 0263)', () => {
  it.each<[string, unknown, boolean]>([
    ['AddNode Done for node 12', { state: 'AddNode', status: 'Done', nodeId: 12 }, true],
    ['RemoveNode Done for node 0 (a device from no network of this hub)', { state: 'RemoveNode', status: 'Done', nodeId: 0 }, true],
    ['NetworkChanged without a node', { state: 'NetworkChanged', status: 'Updated' }, true],
    ['AddNode Done for node -1', { state: 'AddNode', status: 'Done', nodeId: -1 }, false],
    ['a node id that is not whole', { state: 'AddNode', status: 'Done', nodeId: 1.5 }, false],
    ['an empty status', { state: 'AddNode', status: '' }, false],
    ['a state the spec does not name', { state: 'Reboot', status: 'Done' }, false],
  ])('%s: accepted %s', (_case, message, accepted) => {
    expect(hubMessageSchema.safeParse(message).success).toBe(accepted);
  });
});
