/**
 * Each hub's behaviours as a list, after zwave-js's MockController: at a moment the hub asks its
 * behaviours in order and the first with an outcome decides. In front: whatever code put there for
 * the hub (a replay of a field capture, say), then the faults of the fault book as the behaviours
 * of ./hubBehaviours.ts (in that list's order), and last the default (./defaultBehaviours.ts),
 * which always has an outcome. Decision 0281.
 */
import { defaultBehaviours } from './defaultBehaviours';
import type { FaultBook } from './faultBook';
import { hubBehaviours, type HubBehaviourName } from './hubBehaviours';
import type { MomentInput, MomentName, MomentOutcome } from './moments';

/** One behaviour of a hub: at its moment, an outcome, or undefined to leave the moment to the next. */
export interface Behaviour<M extends MomentName = MomentName> {
  on: M;
  act(input: MomentInput<M>): MomentOutcome<M> | undefined;
}

export interface HubBehaviourList {
  /** What the hub `serial` does at `moment`: the first outcome of its behaviours, in order. */
  decide<M extends MomentName>(serial: string, moment: M, input: MomentInput<M>): MomentOutcome<M>;
  /** Puts a behaviour in front of hub `serial`'s (every hub's with `'*'`); returns the function that takes it away. */
  putInFront<M extends MomentName>(serial: string, behaviour: Behaviour<M>): () => void;
}

const faultNames = Object.keys(hubBehaviours) as HubBehaviourName[];

/** The fault behaviour `name` for a hub: it acts when a fault of the fault book hits this moment. */
function faultBehaviour<M extends MomentName>(faults: FaultBook, serial: string, name: HubBehaviourName, input: MomentInput<M>): MomentOutcome<M> | undefined {
  const entry = hubBehaviours[name];
  const when = entry.when as ((input: MomentInput<M>) => boolean) | undefined;
  if (when && !when(input)) return undefined;
  const fault = faults.take({ on: 'hub', behaviour: name, serial });
  if (!fault) return undefined;
  const act = entry.act as (input: MomentInput<M>, params: unknown) => MomentOutcome<M> | undefined;
  return act(input, entry.params.parse(fault.params));
}

export function createHubBehaviourList(faults: FaultBook): HubBehaviourList {
  const inFront = new Map<string, Behaviour[]>();
  const frontOf = (serial: string) => [...(inFront.get(serial) ?? []), ...(inFront.get('*') ?? [])];

  return {
    decide(serial, moment, input) {
      for (const behaviour of frontOf(serial)) {
        if (behaviour.on !== moment) continue;
        const outcome = (behaviour as Behaviour<typeof moment>).act(input);
        if (outcome !== undefined) return outcome;
      }
      for (const name of faultNames) {
        if (hubBehaviours[name].on !== moment) continue;
        const outcome = faultBehaviour(faults, serial, name, input);
        if (outcome !== undefined) return outcome;
      }
      return defaultBehaviours[moment](input);
    },
    putInFront(serial, behaviour) {
      const list = [behaviour as unknown as Behaviour, ...(inFront.get(serial) ?? [])];
      inFront.set(serial, list);
      return () => inFront.set(serial, (inFront.get(serial) ?? []).filter((candidate) => candidate !== (behaviour as unknown)));
    },
  };
}
