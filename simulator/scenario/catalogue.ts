/**
 * The scenario files of this build (scenarios/index.ts) as a catalogue (./fileCatalogue.ts).
 */
import { scenarioFiles } from '../../scenarios';
import { createCatalogue } from './fileCatalogue';
import type { ScenarioResult } from './parse';

export const DEFAULT_SCENARIO = 'default';

const catalogue = createCatalogue(scenarioFiles);

export const scenarioNames = (): string[] => catalogue.names();
export const loadScenarioFile = (name: string): ScenarioResult => catalogue.load(name);
export const resolveScenario = (input: unknown): ScenarioResult => catalogue.resolve(input);
