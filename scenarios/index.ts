/**
 * Every scenario file in this folder, keyed by file name: adding a scenario is adding a JSON
 * file, no code. The simulator validates them (simulator/scenario/catalogue.ts).
 */
const modules = import.meta.glob<unknown>('./*.json', { eager: true, import: 'default' });

export const scenarioFiles: ReadonlyMap<string, unknown> = new Map(
  Object.entries(modules).map(([path, json]) => [path.replace(/^.*\/|\.json$/g, ''), json] as const),
);
