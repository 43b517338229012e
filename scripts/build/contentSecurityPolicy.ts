/**
 * The production build's Content-Security-Policy (decision 0277), computed from its settings:
 * scripts only from the app's own origin, and connections only to the API, the hub stream and the
 * error-reporting host and the flag service. It goes into index.html as a `<meta http-equiv>` (so any static host
 * enforces it) and into `_headers` with the directives a meta tag cannot carry (README,
 * "Serving the production build"). Simulator builds get neither: their MSW worker and fake hosts
 * are not what a deployment serves.
 */
import type { Plugin } from 'vite';
import { APP_SHELL_WORKER_URL } from '../../app/config/appShell.ts';

type Env = Record<string, string | undefined>;

/** The origin of an absolute URL as CSP writes it (scheme://host[:port]); a path is the app's own origin. */
function sourceOf(url: string | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/')) return "'self'";
  try {
    const { protocol, host } = new URL(value);
    return `${protocol}//${host}`;
  } catch {
    return null;
  }
}

/**
 * Where the app may connect: its own origin, the API, the hub stream, the flag service when set,
 * and the DSN's host when reporting is on. The own origin is for the app-shell worker, which
 * fetches the build's files under the policy `_headers` sends with sw.js (decision 0450).
 */
export function connectSources(env: Env): string[] {
  const sources = ["'self'", sourceOf(env.VITE_API_BASE_URL), sourceOf(env.VITE_HUB_STREAM_URL), sourceOf(env.VITE_FLAG_SERVICE_URL), sourceOf(env.VITE_SENTRY_DSN)];
  return [...new Set(sources.filter((source): source is string => source !== null))];
}

/**
 * The hash of an empty style element. Emotion (MUI's styling) adds empty <style> elements and
 * fills them through the CSS object model, which CSP does not police: this hash admits them while
 * a <style> with text in it (injected markup) stays refused. The Sentry feedback form writes its
 * styles as text into its own element, so a build with error reporting needs 'unsafe-inline'
 * instead (a hash beside it would switch it off) (decision 0277).
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export function styleSources(env: Env): string[] {
  return env.VITE_SENTRY_DSN?.trim() ? ["'self'", "'unsafe-inline'"] : ["'self'", EMPTY_STYLE_HASH];
}

/** Directive name and sources, in the order they are written. */
export function policyDirectives(env: Env): Array<[string, string[]]> {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', styleSources(env)],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', connectSources(env)],
    // The app-shell worker (scripts/build/appShellWorker.ts), from the app's own origin only.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/** Only an HTTP header can carry these: a meta tag's copy would be ignored with a console warning. */
const HEADER_ONLY_DIRECTIVES: Array<[string, string[]]> = [['frame-ancestors', ["'none'"]]];

function written(directives: Array<[string, string[]]>): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The policy for the `<meta http-equiv>` in index.html. */
export function metaPolicy(env: Env): string {
  return written(policyDirectives(env));
}

/** The policy a server sends as the Content-Security-Policy header. */
export function headerPolicy(env: Env): string {
  return written([...policyDirectives(env), ...HEADER_ONLY_DIRECTIVES]);
}

/**
 * The headers to serve the production build with, in the `_headers` format of static hosts
 * (Netlify, Cloudflare Pages). Files under assets/ are named by their content's hash, so a phone
 * keeps them for a year without asking again; the worker's script is checked on every start, or a
 * new build would reach installers only when the host's cache let it (decision 0450). The host's
 * own rule for HTML (revalidate) stays: a rule for `/*` would be merged into the assets' rule.
 */
export function headersFile(env: Env): string {
  return [
    '/*',
    `  Content-Security-Policy: ${headerPolicy(env)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    APP_SHELL_WORKER_URL,
    '  Cache-Control: no-cache',
    '',
  ].join('\n');
}

export function contentSecurityPolicy(env: Env, production: boolean): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml() {
      if (!production) return [];
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy(env) }, injectTo: 'head-prepend' }];
    },
    generateBundle() {
      if (production) this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(env) });
    },
  };
}
