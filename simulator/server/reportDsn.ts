/**
 * Where the simulator server takes error reports (Sentry envelopes): a build whose
 * VITE_SENTRY_DSN is the server's DSN sends them to it, and the world of each request keeps them
 * with their attachments (issue 26). The public key is no secret in Sentry either: it names the
 * project. Apart from startServer.ts so a test configuration can name the DSN without loading the
 * simulator.
 */
export const REPORTS_PATH = '/sentry';
const PUBLIC_KEY = 'simulator';
const PROJECT = '1';

/** The DSN of the server at `url` (http://localhost:port): what a build reporting to it is given. */
export function reportDsnOf(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${PUBLIC_KEY}@${host}${REPORTS_PATH}/${PROJECT}`;
}
