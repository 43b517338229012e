/**
 * Hub serials a scenario names outside its `hubs` list (timeline steps and triggers, stream and hub faults)
 * must be hubs its seed has: a typo is refused when the scenario starts, naming the field,
 * rather than failing quietly minutes later.
 */
import type { DatabaseSnapshot } from '../db/database';
import { stepOf } from '../timeline/steps';
import { triggerOf } from '../timeline/triggers';
import type { Scenario } from './schema';

export function unknownHubSerial(scenario: Scenario, seed: DatabaseSnapshot): string | null {
  const known = new Set(seed.hubs.map((hub) => hub.hub_serial_number));
  const named: Array<[string, unknown]> = [
    ...scenario.timeline.map((entry, index): [string, unknown] => {
      const { name, params } = stepOf(entry.do);
      return [`timeline[${index}].do.${name}.serial`, (params as { serial?: unknown } | undefined)?.serial];
    }),
    ...scenario.timeline.flatMap((entry, index): Array<[string, unknown]> => {
      if (!entry.when) return [];
      const { name, params } = triggerOf(entry.when);
      return [[`timeline[${index}].when.${name}.serial`, params.serial]];
    }),
    ...scenario.faults.map((fault, index): [string, unknown] => [`faults[${index}].serial`, 'serial' in fault ? fault.serial : undefined]),
  ];
  const wrong = named.find(([, serial]) => typeof serial === 'string' && !known.has(serial));
  return wrong ? `Scenario "${scenario.name}" is invalid: ${wrong[0]}: the seed has no hub "${String(wrong[1])}"` : null;
}
