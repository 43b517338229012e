/**
 * Every scenario file in this folder, keyed by file name, as text: adding a scenario is adding a
 * JSON file, no code. They are read as text, not imported as JSON, so a syntax error in one file
 * breaks neither the build nor the other scenarios; the simulator parses and validates each when
 * it is used and names the file that is wrong (simulator/scenario/catalogue.ts).
 */
const modules = import.meta.glob<string>('./*.json', { eager: true, query: '?raw', import: 'default' });

export const scenarioFiles: ReadonlyMap<string, string> = new Map(
  Object.entries(modules).map(([path, text]) => [path.replace(/^.*\/|\.json$/g, ''), text] as const),
);
