import { expect, it } from 'vitest';
import { summary } from './figures';

it('gives seeds per second of real time and per CPU second, each also after the first seed', () => {
  expect(summary({ seeds: 10, runs: 12, simulatedMs: 30 * 60_000, realMs: 20_000, cpuMs: 8_000, afterFirstMs: 15_000, cpuAfterFirstMs: 4_500 })).toBe(
    '10 seeds (12 runs), 30.0 min simulated in 20.0 s real (8.0 s CPU): 0.50 seeds/s, 0.60 after the first, 1.25 per CPU second (2.00 after the first)',
  );
});

it('says nothing of after the first for one seed, and no rate for no time', () => {
  expect(summary({ seeds: 1, runs: 1, simulatedMs: 0, realMs: 0, cpuMs: 0, afterFirstMs: 0, cpuAfterFirstMs: 0 })).toBe('1 seeds (1 runs), 0.0 min simulated in 0.0 s real (0.0 s CPU): - seeds/s, - per CPU second');
});
