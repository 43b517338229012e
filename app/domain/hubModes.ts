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

/** Rebooting holds unless the marker is older than 240 s or the boot time shows a restart since it. */
export function rebootVerdict(raw: unknown, bootTime: string | null | undefined, now: number): MarkerVerdict {
  if (raw === undefined) return 'none';
  const since = markerTime(raw, now);
  if (since === null || now - since > REBOOT_WINDOW_MS) return 'remove';
  const booted = bootTime ? Date.parse(bootTime) : Number.NaN;
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
