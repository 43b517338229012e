/** The catalogue fixtures, as the files hold them (catalogueSchemas.ts says what that must be; a test checks it). */
import { regions } from '../../app/api/schemas';
import { deviceModelsJson, presetLocationsJson, technicianNotesJson, usCitiesJson, usNamesJson } from '../../fixtures';
import type { DeviceModel, State, TechnicianNotes, UsCity, UsNames } from './catalogueSchemas';

export type { DeviceModel, UsCity } from './catalogueSchemas';

export const deviceModels = deviceModelsJson as DeviceModel[];
export const presetLocations: readonly string[] = presetLocationsJson;
export const states: readonly State[] = regions as readonly State[];
export const technicianNotes: TechnicianNotes = technicianNotesJson;
/** Real US cities, so generated addresses read like the properties installers visit. */
export const usCities: readonly UsCity[] = usCitiesJson;
/** Common US first and last names and street names, for generated residents, managers and addresses. */
export const usNames: UsNames = usNamesJson;

export function modelsOfType(type: DeviceModel['type']): DeviceModel[] {
  return deviceModels.filter((model) => model.type === type);
}
