/**
 * Writes what each test file cost the last Vitest run to `$TEST_TIMINGS_DIR/vitest.json` (default
 * test-timings/), for `npm run test:timings` (decision 0284). Silent: the console shows the
 * default reporter alone, as before.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTiming {
  file: string;
  /** Environment, import and setup of the file plus its tests, in ms: what the file cost its worker. */
  ms: number;
  /** Its tests and hooks alone. */
  testsMs: number;
  tests: number;
}

export function fileTiming(module: TestModule, root: string): FileTiming {
  const d = module.diagnostic();
  return {
    file: path.relative(root, module.moduleId),
    ms: Math.round(d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration),
    testsMs: Math.round(d.duration),
    tests: [...module.children.allTests()].length,
  };
}

export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const dir = process.env.TEST_TIMINGS_DIR ?? 'test-timings';
    mkdirSync(dir, { recursive: true });
    const files = modules.map((module) => fileTiming(module, process.cwd()));
    writeFileSync(path.join(dir, 'vitest.json'), JSON.stringify({ runner: 'vitest', finishedAt: new Date().toISOString(), files }, null, 1));
  }
}
