/** Types for browser.mjs (imported by playwright.config.ts). */
export function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export function ensureChromium(options?: { log?: (line: string) => void }): string;
