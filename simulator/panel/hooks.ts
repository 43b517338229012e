/** The panel's views of the simulator, each fed by the control API (no state of its own). */
import { useEffect, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { prependRow, rowsOf, type TimelineRow } from './timelineEntry';

/**
 * Simulator time to the second. Animation frames stay real while the simulator clock drives the
 * page's timers, so the display ticks at every speed and stands still only when the clock does.
 */
export function useSimTime(control: SimulatorControl): number {
  const [second, setSecond] = useState(() => Math.floor(control.clock.now() / 1000));
  useEffect(() => {
    let frame = 0;
    const tick = () => {
      setSecond(Math.floor(control.clock.now() / 1000));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [control]);
  return second * 1000;
}

export interface ClockState {
  paused: boolean;
  speed: number;
}

/** Pause and speed, kept current by the trace's `clock.changed` (the panel's own changes and the console's). */
export function useClockState(control: SimulatorControl): ClockState {
  const read = () => ({ paused: control.clock.paused(), speed: control.clock.speed() });
  const [state, setState] = useState(read);
  useEffect(() => {
    const stop = control.subscribeTrace((entry) => {
      if (entry.type === 'clock.changed') setState({ paused: entry.paused, speed: entry.speed });
    });
    // Read again once listening: the panel's controls load while the simulator runs (issue 35), and
    // a change between the first render and this effect would otherwise never show.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the catch-up read of a store subscribed to just above
    setState(read());
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` only reads `control`
  }, [control]);
  return state;
}

/** The trace as timeline rows, newest first, growing as the trace does. */
export function useTimeline(control: SimulatorControl): readonly TimelineRow[] {
  const [rows, setRows] = useState(() => rowsOf(control.trace()));
  useEffect(() => {
    const stop = control.subscribeTrace((entry) => setRows((current) => prependRow(current, entry)));
    // Read again once listening, as useClockState: a call logged between the first render and this
    // effect (the app's first request while the panel's controls load) would otherwise be missing.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the catch-up read of a store subscribed to just above
    setRows(rowsOf(control.trace()));
    return stop;
  }, [control]);
  return rows;
}

/** Trace entries after which the data may have changed (a hub assigned, a device added). */
const CHANGING = new Set(['call', 'zwave.ended', 'step.fired', 'scenario.started']);

/** Counts up whenever the data may have changed, for views that list records. */
export function useDataVersion(control: SimulatorControl): number {
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      control.subscribeTrace((entry) => {
        if (CHANGING.has(entry.type)) setVersion((current) => current + 1);
      }),
    [control],
  );
  return version;
}

/** The picked value while it is still offered, else the first offered. */
export const stillOffered = (picked: string, offered: readonly string[]): string => (offered.includes(picked) ? picked : (offered[0] ?? ''));
