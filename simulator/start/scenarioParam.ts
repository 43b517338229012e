const PARAM = 'scenario';

/**
 * Reads ?scenario=NAME and removes it from the address bar, so a reload resumes the running
 * scenario instead of starting it again.
 */
export function takeScenarioParam(location: Location, history: History): string | null {
  const url = new URL(location.href);
  const name = url.searchParams.get(PARAM);
  if (name === null) return null;
  url.searchParams.delete(PARAM);
  history.replaceState(history.state, '', url);
  return name;
}
