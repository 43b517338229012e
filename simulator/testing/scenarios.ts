/** Small scenarios for fast tests: the hand-written community plus two tiny bulk ones. */
export const smallScenario = {
  name: 'small',
  description: 'Maple Court plus two small generated communities',
  seed: { handwritten: true, bulk: { communities: 2, unitsPerCommunity: 5, seed: 9 } },
  clock: { start: '2026-11-21T09:00:00Z' },
};

export function withFaults(faults: object[]) {
  return { ...smallScenario, name: 'small-with-faults', faults };
}

/** The small scenario with simulator time standing still at its start, and these timeline entries. */
export function withTimeline(timeline: object[]) {
  return { ...smallScenario, name: 'small-with-timeline', clock: { ...smallScenario.clock, paused: true }, timeline };
}
