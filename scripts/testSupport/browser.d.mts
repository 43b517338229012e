/** Types for browser.mjs (imported by playwright.config.ts). */
export function findChromium(env?: NodeJS.ProcessEnv, options?: { kind?: 'test' | 'full' }): string | undefined;
export function ensureChromium(options?: { log?: (line: string) => void }): string;
export const QUIET_BROWSER_ARGS: string[];
export const TEST_BROWSER_ARGS: string[];
