/**
 * Hub behaviours a fault can change, by name: the slot where the simulated hub's failures plug in
 * (an inclusion that fails at a stage, a device that never reports). Each names its parameters; a
 * hub fault naming a behaviour that is not here, or with parameters that do not fit, is refused
 * like any other bad field. The hub asks the fault book for its faults with
 * `faults.take({ on: 'hub', behaviour, serial })`.
 */
import type { z } from 'zod';

export interface HubBehaviour {
  /** What the behaviour does when a fault hits it, for trainers reading the list. */
  description: string;
  params: z.ZodType<Record<string, unknown>>;
}

export type HubBehaviours = Readonly<Record<string, HubBehaviour>>;

/** None yet: the pairing work adds the first ones. */
export const hubBehaviours: HubBehaviours = {};
