/**
 * The device models a timeline step may name (`npm run scenario:check -- --models`, docs/scenarios.md):
 * `zwave.inclusionMode` and `zwave.exclusionMode` take one as `device` (by model name or model
 * number, any case), `doorCodes.*` as the `model` of a lock that joined during the run (its model
 * name as written). They are the catalogue's Z-Wave models (fixtures/device-models.json).
 */
import { deviceModels } from '../seed/catalogues';
import { zwaveModel } from '../zwave/nodes';

export interface StepModel {
  model: string;
  modelNumber: string;
  type: string;
}

/** The models a step may name, in the catalogue's order: exactly those the steps look up. */
export const stepModels = (): StepModel[] =>
  deviceModels.filter((entry) => zwaveModel(entry.model) !== undefined).map(({ model, modelNumber, type }) => ({ model, modelNumber, type }));

/** One line per model, its name, number and type in columns. */
export function formatStepModels(models: readonly StepModel[] = stepModels()): string {
  const width = Math.max(...models.map(({ model }) => model.length));
  const numberWidth = Math.max(...models.map(({ modelNumber }) => modelNumber.length));
  return models.map(({ model, modelNumber, type }) => `${model.padEnd(width)}  ${modelNumber.padEnd(numberWidth)}  ${type}`).join('\n');
}
