/**
 * Puts the scenario's Yale locks at their hubs' doors. A lock's model defaults to the first Yale
 * lock its hub's unit still has to install. An unknown hub, or no Yale lock to install, is an error
 * that names the entry; the simulator then keeps its previous state.
 */
import type { DatabaseSnapshot } from '../db/database';
import { recordSchemas } from '../db/schemas';
import type { Scenario } from './schema';
import { zwaveModel } from '../zwave/nodes';

export const isYaleModel = (model: string) => /^Yale\b/.test(model);

export function withScenarioYaleLocks(seed: DatabaseSnapshot, scenario: Scenario): DatabaseSnapshot {
  if (scenario.yaleLocks.length === 0) return seed;
  const invalid = (place: number, field: string, why: string) => new Error(`Scenario "${scenario.name}" is invalid: yaleLocks[${place}].${field}: ${why}`);
  const locks = scenario.yaleLocks.map((wanted, place) => {
    const hub = seed.hubs.map((input) => recordSchemas.hubs.parse(input)).find((candidate) => candidate.hub_serial_number === wanted.serial);
    if (!hub) throw invalid(place, 'serial', `the seed has no hub "${wanted.serial}"`);
    const unit = seed.units.map((input) => recordSchemas.units.parse(input)).find((candidate) => candidate.id === hub.addressId);
    const toInstall = unit?.installerPreviewData?.devicesToBeInstalled ?? [];
    const model = wanted.model ?? toInstall.find((item) => isYaleModel(item.model))?.model;
    if (!model) throw invalid(place, 'model', `hub "${wanted.serial}"'s unit has no Yale lock to install: name a model`);
    if (!zwaveModel(model) || !isYaleModel(model)) throw invalid(place, 'model', `"${model}" is not a Yale lock of the catalogue`);
    return recordSchemas.yaleLocks.parse({ serial: wanted.serial, model, masterCode: wanted.masterCode, entry: '', menu: 'none' });
  });
  return { ...seed, yaleLocks: [...seed.yaleLocks, ...locks] };
}
