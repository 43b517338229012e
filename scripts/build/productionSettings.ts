/**
 * The settings a production build reads (README, "Configuration"), and the check that fails such
 * a build when one it needs is missing or unreadable, so a deployment never ships an app that
 * calls nowhere or shows an empty support number. Simulator builds are not checked: the simulator
 * answers whatever the app calls.
 */
import type { Plugin } from 'vite';
import { flagNames } from '../../app/flags/flagNames.ts';

type Env = Record<string, string | undefined>;

export interface Setting {
  key: string;
  /** What it is for, as the error message and the README say it. */
  meaning: string;
  /** Whether the build fails without it, given the other settings. */
  required: (env: Env) => boolean;
  /** What is wrong with a value that is set, or null. */
  problem?: (value: string) => string | null;
}

const always = () => true;
const never = () => false;

function urlProblem(value: string, protocols: string[]): string | null {
  try {
    const { protocol } = new URL(value);
    return protocols.includes(protocol) ? null : `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  } catch {
    return `is not a URL (${protocols.map((p) => `${p}//…`).join(' or ')})`;
  }
}

function flagsProblem(value: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'is not JSON (write an object such as {"unit-version-2":true})';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'must be a JSON object of flag names and true/false';
  const known: readonly string[] = flagNames;
  const wrong = Object.entries(parsed).flatMap(([name, flag]) => [
    ...(known.includes(name) ? [] : [`unknown flag "${name}"`]),
    ...(typeof flag === 'boolean' ? [] : [`"${name}" must be true or false`]),
  ]);
  return wrong.length ? wrong.join('; ') : null;
}

function dsnProblem(value: string): string | null {
  const url = urlProblem(value, ['https:', 'http:']);
  if (url) return url;
  const { username, pathname } = new URL(value);
  return username && /\/\d+$/.test(pathname) ? null : 'is not a DSN (https://<public key>@<host>/<project id>)';
}

export const productionSettings: Setting[] = [
  {
    key: 'VITE_API_BASE_URL',
    meaning: 'the base URL of the provider API, where every call goes',
    required: always,
    problem: (value) => (value.startsWith('/') ? null : urlProblem(value, ['https:', 'http:'])),
  },
  {
    key: 'VITE_HUB_STREAM_URL',
    meaning: 'the WebSocket URL of the hub message stream, through which devices are paired',
    required: always,
    // A path is the app's own origin (the classroom serves the build beside its stream, decision 0298).
    problem: (value) => (value.startsWith('/') ? null : urlProblem(value, ['wss:', 'ws:'])),
  },
  {
    key: 'VITE_PRODUCT_NAME',
    meaning: 'the product name shown to installers; it also names the hub-association field ({product}_hub_serial)',
    required: always,
  },
  {
    key: 'VITE_SUPPORT_PHONE',
    meaning: 'the support phone number the error view gives installers',
    required: always,
  },
  {
    key: 'VITE_REPORT_URL',
    meaning: "where the error page's report link goes when error reporting is off",
    required: (env) => !env.VITE_SENTRY_DSN,
    problem: (value) => urlProblem(value, ['https:', 'http:', 'mailto:']),
  },
  {
    key: 'VITE_SENTRY_DSN',
    meaning: 'the error-reporting (Sentry) DSN; empty turns reporting off and leaves the SDK out of the build',
    required: never,
    problem: dsnProblem,
  },
  {
    key: 'VITE_FEATURE_FLAGS',
    meaning: 'the feature-flag values, a JSON object of flag name and true/false; a flag not given is off',
    required: never,
    problem: flagsProblem,
  },
  {
    key: 'VITE_FLAG_SERVICE_URL',
    meaning: "the flag service's address (OFREP: flagd, GO Feature Flag, Flipt…), which evaluates the flags per installer e-mail; empty serves VITE_FEATURE_FLAGS to everyone",
    required: never,
    problem: (value) => (value.startsWith('/') ? null : urlProblem(value, ['https:', 'http:'])),
  },
  {
    key: 'VITE_CELLULAR_HELP_URL',
    meaning: 'the help page linked from the poor-cellular-signal banner; empty shows the banner without the link',
    required: never,
    problem: (value) => urlProblem(value, ['https:', 'http:']),
  },
];

/** One line per setting that is missing or wrong; empty when the build may go on. */
export function settingProblems(env: Env): string[] {
  return productionSettings.flatMap(({ key, meaning, required, problem }) => {
    const value = env[key]?.trim() ?? '';
    if (!value) return required(env) ? [`${key} is missing: ${meaning}.`] : [];
    const wrong = problem?.(value);
    return wrong ? [`${key} ${wrong}: ${meaning}.`] : [];
  });
}

export function productionSettingsMessage(problems: string[]): string {
  return [
    'The production build stopped: these settings are missing or wrong.',
    ...problems.map((line) => `  - ${line}`),
    'Set them in .env.production.local (or the build environment); README.md, "Configuration", lists every setting.',
  ].join('\n');
}

/** Fails a production build whose settings would not work; simulator builds pass unchecked. */
export function productionSettingsCheck(env: Env, production: boolean): Plugin {
  return {
    name: 'production-settings',
    apply: 'build',
    buildStart() {
      if (!production) return;
      const problems = settingProblems(env);
      if (problems.length) this.error(productionSettingsMessage(problems));
    },
  };
}
