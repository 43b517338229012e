/**
 * Which data the page starts with: the scenario named in the URL (fresh), else the state saved
 * before the reload, else the default scenario. A scenario that cannot be started leaves the
 * previous state in place and explains why.
 */
import type { Simulator } from '../core/simulator';
import type { Persistence } from '../persistence/saved';
import { DEFAULT_SCENARIO, loadScenarioFile } from '../scenario/catalogue';

async function startDefault(sim: Simulator): Promise<void> {
  const fallback = loadScenarioFile(DEFAULT_SCENARIO);
  if (!fallback.ok) throw new Error(fallback.error);
  await sim.start(fallback.scenario);
}

async function restoreOrStartDefault(sim: Simulator, persistence: Persistence): Promise<void> {
  const saved = persistence.loadState();
  if (saved) {
    try {
      await sim.restore(saved, persistence.loadActivity(), persistence.loadEvents());
      return;
    } catch (error) {
      console.warn('Simulator: the saved state could not be restored; starting the default scenario.', error);
    }
  }
  await startDefault(sim);
}

/** Returns the notice to show when the requested scenario could not be started. */
export async function prepareData(sim: Simulator, persistence: Persistence, requested: string | null): Promise<string | undefined> {
  if (requested !== null) {
    const result = loadScenarioFile(requested);
    if (result.ok) {
      await sim.start(result.scenario);
      return undefined;
    }
    await restoreOrStartDefault(sim, persistence);
    return result.error;
  }
  await restoreOrStartDefault(sim, persistence);
  return undefined;
}
