/**
 * An explorer run in figures, for its summary line: the speed goal (issue 38) is seeds per
 * second on one core, read here so that a run on a shared machine still says what a seed costs.
 */
export interface RunFigures {
  seeds: number;
  runs: number;
  simulatedMs: number;
  realMs: number;
  /** CPU time the process spent meanwhile: on a machine others share, what a seed costs is this, not the real time. */
  cpuMs: number;
  /** Real time after the first seed's run: that run also loads the screens' code, a cost of the process, not of a seed. */
  afterFirstMs: number;
  /** CPU time after the first seed's run: a warm seed's cost, what the goal of seeds per second per core is about. */
  cpuAfterFirstMs: number;
}

/** The run in figures, seeds per second among them (a shrink's runs count in their seed's time). */
export function summary({ seeds, runs, simulatedMs, realMs, cpuMs, afterFirstMs, cpuAfterFirstMs }: RunFigures): string {
  const perSecond = (count: number, ms: number) => (ms > 0 ? (count / (ms / 1_000)).toFixed(2) : '-');
  const afterFirst = seeds > 1 ? `, ${perSecond(seeds - 1, afterFirstMs)} after the first` : '';
  const cpuAfterFirst = seeds > 1 ? ` (${perSecond(seeds - 1, cpuAfterFirstMs)} after the first)` : '';
  return `${seeds} seeds (${runs} runs), ${(simulatedMs / 60_000).toFixed(1)} min simulated in ${(realMs / 1_000).toFixed(1)} s real (${(cpuMs / 1_000).toFixed(1)} s CPU): ${perSecond(seeds, realMs)} seeds/s${afterFirst}, ${perSecond(seeds, cpuMs)} per CPU second${cpuAfterFirst}`;
}
