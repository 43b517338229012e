/**
 * Every scenario file in this folder, keyed by file name, as text: adding a scenario is adding a
 * JSON file, no code. They are read as text, not imported as JSON, so a syntax error in one file
 * breaks neither the build nor the other scenarios; the simulator parses and validates each when
 * it is used and names the file that is wrong (simulator/scenario/fileCatalogue.ts).
 *
 * Under `npm start` a file added, changed or removed here is picked up as it is saved, with no
 * reload: Vite re-runs this module with the folder's new contents and the one map every reader
 * holds is refilled in place. A build (the demo, the e2e tests) holds the files it was built with.
 */
const modules = import.meta.glob<string>('./*.json', { eager: true, query: '?raw', import: 'default' });

// Vite's update data survives the module's re-run; Vitest's import.meta.hot has none.
const kept = import.meta.hot?.data as { files?: Map<string, string> } | undefined;
const files: Map<string, string> = kept?.files ?? new Map();
files.clear();
Object.entries(modules).forEach(([path, text]) => files.set(path.replace(/^.*\/|\.json$/g, ''), text));

if (import.meta.hot && kept) {
  kept.files = files;
  import.meta.hot.accept();
}

export const scenarioFiles: ReadonlyMap<string, string> = files;
