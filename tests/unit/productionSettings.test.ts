import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEnv } from 'vite';
import { productionSettings, settingProblems } from '../../scripts/build/productionSettings';

/** A deployment that sets everything. */
const complete = {
  VITE_API_BASE_URL: 'https://api.provider.example',
  VITE_HUB_STREAM_URL: 'wss://hub-stream.provider.example',
  VITE_PRODUCT_NAME: 'Hearth',
  VITE_SUPPORT_PHONE: '(888) 555-0142',
  VITE_REPORT_URL: 'mailto:support@provider.example',
  VITE_SENTRY_DSN: 'https://public@o1.ingest.sentry.example/42',
  VITE_FEATURE_FLAGS: '{"unit-version-2":true,"new-pairing":false}',
  VITE_CELLULAR_HELP_URL: 'https://support.provider.example/cellular',
};
type Env = Record<string, string | undefined>;

describe('settingProblems: what stops a production build', () => {
  it.each<[string, Env, string[]]>([
    ['everything set', {}, []],
    ['only the required ones', { VITE_SENTRY_DSN: '', VITE_FEATURE_FLAGS: undefined, VITE_CELLULAR_HELP_URL: '' }, []],
    ['a relative API base URL (same origin)', { VITE_API_BASE_URL: '/api' }, []],
    ['a stream on the same origin (the classroom build)', { VITE_HUB_STREAM_URL: '/stream' }, []],
    ['no report URL, but error reporting on', { VITE_REPORT_URL: '' }, []],
    ['no API base URL', { VITE_API_BASE_URL: undefined }, ['VITE_API_BASE_URL is missing: the base URL of the provider API, where every call goes.']],
    ['a blank stream URL', { VITE_HUB_STREAM_URL: '  ' }, ['VITE_HUB_STREAM_URL is missing: the WebSocket URL of the hub message stream, through which devices are paired.']],
    ['no product name', { VITE_PRODUCT_NAME: '' }, ['VITE_PRODUCT_NAME is missing: the product name shown to installers; it also names the hub-association field ({product}_hub_serial).']],
    ['no support phone', { VITE_SUPPORT_PHONE: '' }, ['VITE_SUPPORT_PHONE is missing: the support phone number the error view gives installers.']],
    ['no report URL and no DSN', { VITE_REPORT_URL: '', VITE_SENTRY_DSN: '' }, ["VITE_REPORT_URL is missing: where the error page's report link goes when error reporting is off."]],
    ['a stream URL over http', { VITE_HUB_STREAM_URL: 'https://hub.example' }, [expect.stringMatching(/^VITE_HUB_STREAM_URL must start with wss:\/\/ or ws:\/\//)]],
    ['an API base URL that is not one', { VITE_API_BASE_URL: 'api.provider.example' }, [expect.stringMatching(/^VITE_API_BASE_URL is not a URL/)]],
    ['a DSN without a key', { VITE_SENTRY_DSN: 'https://o1.ingest.sentry.example/42' }, [expect.stringMatching(/^VITE_SENTRY_DSN is not a DSN/)]],
    ['flags that are not JSON', { VITE_FEATURE_FLAGS: "{'unit-version-2': true}" }, [expect.stringMatching(/^VITE_FEATURE_FLAGS is not JSON/)]],
    ['flags as a list', { VITE_FEATURE_FLAGS: '["unit-version-2"]' }, [expect.stringMatching(/^VITE_FEATURE_FLAGS must be a JSON object/)]],
    ['a misspelt flag and a string value', { VITE_FEATURE_FLAGS: '{"unit-version2":true,"new-pairing":"yes"}' }, [expect.stringMatching(/^VITE_FEATURE_FLAGS unknown flag "unit-version2"; "new-pairing" must be true or false:/)]],
    ['a flag service on the same origin', { VITE_FLAG_SERVICE_URL: '/flags' }, []],
    ['a flag service that is not a URL', { VITE_FLAG_SERVICE_URL: 'flags.provider.example' }, [expect.stringMatching(/^VITE_FLAG_SERVICE_URL is not a URL/)]],
    ['a help link that is not a web page', { VITE_CELLULAR_HELP_URL: 'support.provider.example' }, [expect.stringMatching(/^VITE_CELLULAR_HELP_URL is not a URL/)]],
    ['two missing, in README order', { VITE_PRODUCT_NAME: '', VITE_API_BASE_URL: '' }, [expect.stringMatching(/^VITE_API_BASE_URL is missing/), expect.stringMatching(/^VITE_PRODUCT_NAME is missing/)]],
  ])('%s', (_case, over, expected) => {
    expect(settingProblems({ ...complete, ...over })).toEqual(expected);
  });

  it('passes the committed production defaults (.env), so `npm run build` works out of the box', () => {
    expect(settingProblems(loadEnv('production', process.cwd(), 'VITE_'))).toEqual([]);
  });

  it('README documents every setting the check knows', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(productionSettings.map((setting) => setting.key).filter((key) => !readme.includes(`\`${key}\``))).toEqual([]);
  });
});
