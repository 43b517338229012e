// @ts-check
/** Where ./buildDemo.mjs keeps what Rolldown said of the chunks of the demo build in `outDir`: beside it (dist-* is not committed). */
export const chunkFactsFile = (/** @type {string} */ outDir) => `${outDir.replace(/\/+$/, '')}-chunks.json`;
