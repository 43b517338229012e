/** The speeds and jumps the trainer panel offers (issue 15: 1× to 60×, 30 s and 5 min ahead). */
export const SPEEDS = [1, 2, 5, 10, 60] as const;

export const JUMPS = [
  { ms: 30_000, label: '30 s' },
  { ms: 5 * 60_000, label: '5 min' },
] as const;

/** '5×'; a speed set at the console that is not a whole number keeps its decimals ('0.5×'). */
export const speedLabel = (speed: number): string => `${Number(speed.toFixed(2))}×`;
