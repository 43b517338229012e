/** Progress arithmetic of the Update, Reboot and Restart Hub screens (spec 02 §4, §9). */
import type { HubUpdateStatus } from '../api/schemas';
import { REBOOT_WINDOW_MS, RESTART_WINDOW_MS } from './hubModes';
import { texts } from './texts';

type ServiceStatuses = HubUpdateStatus['result']['service_statuses'];

export type UpdateProgress =
  | { kind: 'fetching' }
  | { kind: 'downloading'; downloaded: number; total: number; percent: number }
  | { kind: 'running'; running: number; total: number };

/**
 * Downloading: each process weighs 1/N and counts with its download progress (a downloaded or
 * running one counts 100%). Once every process is downloaded, count the running ones instead.
 */
export function updateProgress(statuses: ServiceStatuses | undefined): UpdateProgress {
  const services = Object.values(statuses ?? {});
  if (services.length === 0) return { kind: 'fetching' };
  const total = services.length;
  const downloaded = services.filter((service) => service.status !== 'Downloading').length;
  if (downloaded === total) {
    return { kind: 'running', running: services.filter((service) => service.status === 'Running').length, total };
  }
  const sum = services.reduce((acc, service) => acc + (service.status === 'Downloading' ? clampPercent(service.download_progress ?? 0) : 100), 0);
  return { kind: 'downloading', downloaded, total, percent: Math.floor(sum / total) };
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

export function updateProgressText(progress: UpdateProgress): string {
  switch (progress.kind) {
    case 'fetching':
      return texts.hubPower.fetching;
    case 'downloading':
      return texts.hubPower.processesUpdated(progress.downloaded, progress.total, progress.percent);
    case 'running':
      return texts.hubPower.processesRunning(progress.running, progress.total);
  }
}

/**
 * The bar: the weighted sum of downloaded processes (spec 02 §9), so it is full once every process
 * is downloaded; the caption then counts the running ones.
 */
export function updateBarValue(progress: UpdateProgress): number {
  switch (progress.kind) {
    case 'fetching':
      return 0;
    case 'downloading':
      return progress.percent;
    case 'running':
      return 100;
  }
}

/** What the Update Hub screen shows: the latest progress that told something, and the bar. */
export interface ShownUpdate {
  progress: UpdateProgress;
  bar: number;
}

/**
 * The next thing to show after an answer. The bar never goes back during one update: an answer
 * that tells nothing (no processes) keeps what was shown, and a lower report (a process that
 * downloads again) moves the caption but holds the bar at its highest.
 */
export function nextShownUpdate(shown: ShownUpdate | undefined, latest: UpdateProgress): ShownUpdate {
  if (!shown) return { progress: latest, bar: updateBarValue(latest) };
  if (latest.kind === 'fetching') return shown;
  return { progress: latest, bar: Math.max(shown.bar, updateBarValue(latest)) };
}

/** 1% per 2.4 s (240 s to 100), and 100 as soon as the hub reports it booted. */
export function rebootProgress(since: number, now: number, bootCompleted: boolean): number {
  if (bootCompleted) return 100;
  return clampPercent(Math.floor((now - since) / (REBOOT_WINDOW_MS / 100)));
}

/** Elapsed time over 30 s. */
export function restartProgress(since: number, now: number): number {
  return clampPercent(Math.floor(((now - since) / RESTART_WINDOW_MS) * 100));
}
