/**
 * A whole scenario (an object in the scenario file format, not a file name) handed to a freshly
 * loaded page, so a test or a shared reproduction starts it with one page load instead of loading
 * the default data, starting the scenario and loading again. Like the carried sessions it is
 * one-shot: read from sessionStorage and removed, so a reload resumes the running state.
 */
export const CARRIED_SCENARIO_KEY = 'simulator:carried-scenario';

/**
 * Takes the hand-over: the parsed JSON (validated later exactly as a file would be), or null when
 * there is none. Text that is not JSON is dropped with a warning (the page then starts as usual).
 */
export function takeCarriedScenario(storage: Storage): unknown {
  const raw = storage.getItem(CARRIED_SCENARIO_KEY);
  if (raw === null) return null;
  storage.removeItem(CARRIED_SCENARIO_KEY);
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    console.warn(`Simulator: ${CARRIED_SCENARIO_KEY} is not JSON; no scenario carried over.`, error);
    return null;
  }
}
