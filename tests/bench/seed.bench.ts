import { bench, describe } from 'vitest';
import { loadScenarioFile } from '../../simulator/scenario/catalogue';
import { seedPlanOf } from '../../simulator/scenario/parse';
import { buildSeed } from '../../simulator/seed/buildSeed';

const NOW = Date.UTC(2026, 10, 21, 9);

function planOf(name: string) {
  const scenario = loadScenarioFile(name);
  if (!scenario.ok) throw new Error(scenario.error);
  return seedPlanOf(scenario.scenario);
}

// The trainer waits for this on every scenario start: the large portfolio should stay under 2 s.
describe('seeding a scenario', () => {
  bench('default', () => void buildSeed(planOf('default'), NOW), { time: 1000 });
  bench('large-portfolio (5000 communities, 2000 units)', () => void buildSeed(planOf('large-portfolio'), NOW), { time: 2000 });
  // The most a scenario may ask for (simulator/scenario/schema.ts): every page load waits for it.
  bench('at the cap (20000 units)', () => void buildSeed({ handwritten: true, bulk: [{ communities: 4, unitsPerCommunity: 5000, seed: 1 }] }, NOW), { time: 2000 });
});
