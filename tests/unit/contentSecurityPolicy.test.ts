import { describe, expect, it } from 'vitest';
import { connectSources, EMPTY_STYLE_HASH, headersFile, metaPolicy, styleSources } from '../../scripts/build/contentSecurityPolicy';

describe('the production Content-Security-Policy (decision 0277)', () => {
  it.each([
    [{ VITE_API_BASE_URL: 'https://api.example.test/v4', VITE_HUB_STREAM_URL: 'wss://hub.example.test/stream' }, ["'self'", 'https://api.example.test', 'wss://hub.example.test']],
    [{ VITE_API_BASE_URL: '/api', VITE_HUB_STREAM_URL: 'wss://hub.example.test:8443/s?x=1' }, ["'self'", 'wss://hub.example.test:8443']],
    [{ VITE_API_BASE_URL: 'http://localhost:4401/api', VITE_HUB_STREAM_URL: 'ws://localhost:4401/stream', VITE_SENTRY_DSN: 'https://key@o1.ingest.example.test/5' }, ["'self'", 'http://localhost:4401', 'ws://localhost:4401', 'https://o1.ingest.example.test']],
    [{ VITE_API_BASE_URL: 'https://same.example.test', VITE_HUB_STREAM_URL: 'wss://same.example.test', VITE_SENTRY_DSN: '' }, ["'self'", 'https://same.example.test', 'wss://same.example.test']],
    [{ VITE_API_BASE_URL: '/api', VITE_HUB_STREAM_URL: 'wss://hub.example.test', VITE_FLAG_SERVICE_URL: 'https://flags.example.test:8016/ofrep-base' }, ["'self'", 'wss://hub.example.test', 'https://flags.example.test:8016']],
    [{ VITE_API_BASE_URL: '/api', VITE_HUB_STREAM_URL: 'wss://hub.example.test', VITE_FLAG_SERVICE_URL: '/flags' }, ["'self'", 'wss://hub.example.test']],
  ])("connects only to its own origin (the app-shell worker's fetches), the API, the stream, the flag service and the error-reporting host: %j", (env, sources) => {
    expect(connectSources(env)).toEqual(sources);
  });

  it('admits only empty style elements unless the Sentry feedback form needs inline styles', () => {
    expect(styleSources({})).toEqual(["'self'", EMPTY_STYLE_HASH]);
    expect(styleSources({ VITE_SENTRY_DSN: 'https://key@o1.ingest.example.test/5' })).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('never allows eval or inline scripts, and frames only through the header', () => {
    const env = { VITE_API_BASE_URL: '/api', VITE_HUB_STREAM_URL: 'wss://hub.example.test' };
    expect(metaPolicy(env)).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(metaPolicy(env)).not.toMatch(/unsafe-eval|frame-ancestors/);
    expect(headersFile(env)).toContain(`Content-Security-Policy: ${metaPolicy(env)}; frame-ancestors 'none'\n`);
  });

  it("admits the app-shell worker from the app's own origin only (decision 0450)", () => {
    expect(metaPolicy({ VITE_API_BASE_URL: 'https://api.example.test' })).toMatch(/(^|; )worker-src 'self'(;|$)/);
  });

  it('keeps the hashed assets a year without asking again, and checks the worker on every start (decision 0450)', () => {
    const rules = headersFile({ VITE_API_BASE_URL: 'https://api.example.test' }).split(/\n(?=\S)/);
    expect(rules).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(rules).toContain('/sw.js\n  Cache-Control: no-cache\n');
    // A Cache-Control under /* would be merged into the assets' by the hosts that read _headers.
    expect(rules.find((rule) => rule.startsWith('/*'))).not.toContain('Cache-Control');
  });
});
