/**
 * Hub modes (spec 01 §4, 02 §4) from the markers the app stores when it starts a reboot or a
 * restart, the hub's boot time and its update status. Markers arrive unchecked (`unknown`) so the
 * rules also decide what an unreadable marker means: it is removed.
 */
export type HubMode = 'normal' | 'updating' | 'rebooting' | 'restarting';

export const REBOOT_WINDOW_MS = 240_000;
export const RESTART_WINDOW_MS = 30_000;

/** What to do with a stored marker: it holds (the mode is on), it must go, or there is none. */
export type MarkerVerdict = 'holds' | 'remove' | 'none';

/** A marker is readable when it is a time not after now (a future marker comes from another clock). */
export function markerTime(raw: unknown, now: number): number | null {
  return typeof raw === 'number' && Number.isFinite(raw) && raw <= now ? raw : null;
}

/**
 * Rebooting holds unless the marker is older than 240 s or the boot time shows a restart since it.
 * The marker and `now` are on this phone's clock, the boot time on the server's: `skewMs` (server
 * minus phone, decision 0381) brings it to the phone's.
 */
export function rebootVerdict(raw: unknown, bootTime: string | null | undefined, now: number, skewMs = 0): MarkerVerdict {
  if (raw === undefined) return 'none';
  const since = markerTime(raw, now);
  if (since === null || now - since > REBOOT_WINDOW_MS) return 'remove';
  const booted = bootTime ? Date.parse(bootTime) - skewMs : Number.NaN;
  return booted > since ? 'remove' : 'holds';
}

/** Restarting holds while the marker is younger than 30 s. */
export function restartVerdict(raw: unknown, now: number): MarkerVerdict {
  if (raw === undefined) return 'none';
  const since = markerTime(raw, now);
  return since !== null && now - since < RESTART_WINDOW_MS ? 'holds' : 'remove';
}

/**
 * One mode at a time. What the installer started on this device (reboot, restart) wins over an
 * update the hub reports, because the hub cannot answer about its update while it is down.
 */
export function hubMode(state: { rebooting: boolean; restarting: boolean; updatePending: boolean }): HubMode {
  if (state.rebooting) return 'rebooting';
  if (state.restarting) return 'restarting';
  if (state.updatePending) return 'updating';
  return 'normal';
}

/** Update status polls (spec 02, timings table): 5 s on the update screen, 10 s elsewhere. */
export const UPDATE_POLL_MS = 10_000;
export const UPDATE_SCREEN_POLL_MS = 5_000;

/**
 * How often the unit screen polls the hub's update status, or false while no answer could change
 * what it shows (issue 17). In the normal mode every 10 s: an update that starts brings up the
 * update screen. On the update screen every 5 s while the window has focus (spec 02 §4, "Hub
 * update"). While a reboot or restart the installer started is shown, never: it wins over an
 * update, and the hub cannot answer while it is down. A hidden page polls nothing either way
 * (TanStack Query skips interval fetches in the background).
 */
export function updatePollInterval(mode: HubMode, windowFocused: boolean): number | false {
  if (mode === 'normal') return UPDATE_POLL_MS;
  if (mode === 'updating') return windowFocused ? UPDATE_SCREEN_POLL_MS : false;
  return false;
}
