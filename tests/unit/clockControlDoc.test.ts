// The control API table of docs/simulator.md against the clock's control calls (issue 36:
// `clock.step`, which determinism tests depend on, had no row).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClockControl } from '../../simulator/control/clockControl';
import type { RunningSimulator } from '../../simulator/world/runningSimulator';

const simulatorDoc = readFileSync(new URL('../../docs/simulator.md', import.meta.url), 'utf8');
const controlTable = simulatorDoc.split('\n').filter((line) => line.startsWith('| `'));

describe('docs/simulator.md, control API', () => {
  // The calls only close over the simulator, so a stand-in is enough to list them.
  const calls = Object.keys(createClockControl({} as RunningSimulator));

  it.each(calls)('has a row for clock.%s', (call) => {
    expect(controlTable.some((row) => row.split(' | ')[0]?.includes(`\`clock.${call}(`))).toBe(true);
  });
});
