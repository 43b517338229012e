/**
 * Which data the page starts with: the scenario asked for (named in the URL, or carried over as a
 * whole object), fresh; else the state saved before the reload, else the default scenario. A
 * scenario that cannot be started leaves the previous state in place and explains why.
 */
import type { RunningSimulator, StartResult } from '../world/runningSimulator';
import type { Persistence } from '../persistence/saved';
import { DEFAULT_SCENARIO, resolveScenario } from '../scenario/catalogue';

/**
 * What `?scenario=` names: a scenario file's name, or a whole scenario as JSON (a saved scenario's
 * file text, URL-encoded), which starts exactly as the file loaded in the trainer panel does.
 */
export function requestedScenario(param: string): { ok: true; input: unknown } | { ok: false; error: string } {
  if (!param.trimStart().startsWith('{')) return { ok: true, input: param };
  try {
    return { ok: true, input: JSON.parse(param) as unknown };
  } catch (error) {
    return { ok: false, error: `The scenario in the address is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Starts a scenario by file name, as JSON text or as a whole object: it must be valid and its data buildable. */
async function startRequested(sim: RunningSimulator, requested: unknown): Promise<StartResult> {
  const parsed = typeof requested === 'string' ? requestedScenario(requested) : { ok: true as const, input: requested };
  const result = parsed.ok ? resolveScenario(parsed.input) : parsed;
  return result.ok ? sim.start(result.scenario) : result;
}

async function startDefault(sim: RunningSimulator): Promise<void> {
  const started = await startRequested(sim, DEFAULT_SCENARIO);
  if (!started.ok) throw new Error(started.error);
}

async function restoreOrStartDefault(sim: RunningSimulator, persistence: Persistence): Promise<void> {
  const saved = persistence.load();
  if (saved) {
    try {
      await sim.restore(saved);
      return;
    } catch (error) {
      console.warn('RunningSimulator: the saved state could not be restored; starting the default scenario.', error);
    }
  }
  await startDefault(sim);
}

/**
 * `requested` is a scenario file's name, a scenario object, or null for none. Returns the notice
 * to show when the requested scenario could not be started.
 */
export async function prepareData(sim: RunningSimulator, persistence: Persistence, requested: unknown): Promise<string | undefined> {
  if (requested !== null) {
    const started = await startRequested(sim, requested);
    if (started.ok) return undefined;
    await restoreOrStartDefault(sim, persistence);
    return started.error;
  }
  await restoreOrStartDefault(sim, persistence);
  return undefined;
}
