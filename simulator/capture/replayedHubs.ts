/**
 * A replayed field capture speaks for some hubs (the running scenario's `replay.hubs`): their
 * simulated Z-Wave controller stands aside, a behaviour in front of every hub's list, so the
 * only hub messages are the capture's, sent by the timeline (decision 0310).
 */
import type { HubBehaviourList } from '../faults/behaviourList';

export function standAsideForReplayedHubs(behaviours: HubBehaviourList, replayedHubs: () => readonly string[]): () => void {
  return behaviours.putInFront('*', {
    on: 'controller.runs',
    act: ({ serial }) => (replayedHubs().includes(serial) ? { kind: 'standsAside' } : undefined),
  });
}
