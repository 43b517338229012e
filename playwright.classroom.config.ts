// The classroom (docs/classroom.md) as a class uses it: `npm run classroom` serves the app build,
// a world per trainee and the trainer console from one port; the tests open several trainee
// browsers and the console against it.
import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { phoneBrowserUse } from './scripts/testSupport/phoneBrowserUse';

const PORT = Number(process.env.E2E_CLASSROOM_PORT ?? 4491);
const OUT_DIR = process.env.E2E_CLASSROOM_OUT_DIR ?? 'dist-classroom-e2e';
const baseURL = `http://localhost:${PORT}`;
const TOKEN_ENV = 'SIMULATOR_CONTROL_TOKEN';
const controlToken = (process.env[TOKEN_ENV] ||= randomBytes(24).toString('base64url'));

/** A classroom always asks for a class code (issue 35); the tests give it one to type. */
const classCode = 'e2e-class';

/**
 * Where the tests reach the classroom, the code trainees type, the token its console asks for, and
 * the app build and port it runs on (the farm test starts more classrooms from the same build, on the next ports).
 */
export const classroom = { baseURL, classCode, controlToken, appDir: OUT_DIR, port: PORT };

export default defineConfig({
  testDir: 'tests/e2e-classroom',
  outputDir: process.env.E2E_RESULTS_DIR ? `${process.env.E2E_RESULTS_DIR}-classroom` : 'test-results-classroom',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: phoneBrowserUse(baseURL),
  webServer: {
    // --rebuild unless the run reuses a build it made itself (E2E_CLASSROOM_KEEP_BUILD=1).
    command: `node scripts/cli/classroom.mjs --port ${PORT} --host 127.0.0.1 --class-code ${classCode} --app-dir ${OUT_DIR} --data-dir ${OUT_DIR}-data --fresh --contract-log${process.env.E2E_CLASSROOM_KEEP_BUILD === '1' ? '' : ' --rebuild'}`,
    env: { [TOKEN_ENV]: controlToken },
    url: `${baseURL}/join`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
