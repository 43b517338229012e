/**
 * The classroom serves the app build to trainees from its own origin, beside the API and the
 * stream (decision 0298), so the world's cookie goes with every call. Files are looked up
 * strictly inside the build folder; any other path is a route of the single-page app and gets
 * index.html with the trainee script added.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { CLOCK_SCRIPT_PATH } from './worldClock';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export const TRAINEE_SCRIPT_PATH = '/__classroom/trainee.js';

/** A file of the build, or null when the path names none (or tries to leave the folder). */
export async function buildFile(appDir: string, pathname: string): Promise<Response | null> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (relative === '' || relative === 'index.html' || relative.split(sep).includes('..')) return null;
  const file = join(appDir, relative);
  if (!file.startsWith(appDir + sep)) return null;
  const type = TYPES[extname(file)];
  if (!type) return null;
  try {
    return new Response(new Uint8Array(await readFile(file)), { headers: { 'content-type': type, 'x-content-type-options': 'nosniff' } });
  } catch {
    return null;
  }
}

/**
 * index.html of the build with the classroom's scripts (same-origin: the build's CSP admits them):
 * the world's clock, a classic script ahead of the app's so the app's first Date and timers are
 * the world's (decision 0387), and the trainee script.
 */
export async function appPage(appDir: string): Promise<Response> {
  const html = await readFile(join(appDir, 'index.html'), 'utf8');
  const clock = `<script src="${CLOCK_SCRIPT_PATH}"></script>`;
  const withClock = html.includes('<script') ? html.replace('<script', `${clock}<script`) : html.replace('</head>', `${clock}</head>`);
  const withScript = withClock.replace('</head>', `<script type="module" src="${TRAINEE_SCRIPT_PATH}"></script></head>`);
  return new Response(withScript, { headers: { 'content-type': TYPES['.html']!, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } });
}
