/**
 * The door-code sync dialog's rules (spec 02 §4, §8, §9): which sync record it follows, the
 * progress texts, the banner of each status, and the master-code spinner.
 */
import type { Dcm, SyncRecord } from '../api/schemas';

export type SyncStatus = SyncRecord['status'];

/** The dialog picks the first record in progress, otherwise the first paused one. */
export function chooseSyncRecord(records: readonly SyncRecord[]): SyncRecord | null {
  return records.find((record) => record.status === 'in_progress') ?? records.find((record) => record.status === 'paused') ?? null;
}

/** A record is the same sync as long as its device and start time are. */
export const syncKey = (record: Pick<SyncRecord, 'device_id' | 'created'>) => `${record.device_id}|${record.created}`;

/**
 * The sync the dialog follows: the one it picked first, in its latest state; else a new pick; else
 * (our addition) the newest record if it stopped unfinished, so the banner of a sync that failed
 * while the dialog was closed can still be read. Records come newest first.
 */
export function followedSync(records: readonly SyncRecord[], followed: string | null): SyncRecord | null {
  const kept = followed === null ? undefined : records.find((record) => syncKey(record) === followed);
  const newest = records[0];
  return kept ?? chooseSyncRecord(records) ?? (newest && newest.status !== 'complete' ? newest : null);
}

/** The newest record of each device (records come newest first). */
export function latestSyncStatuses(records: readonly SyncRecord[]): ReadonlyMap<string, SyncStatus> {
  const latest = new Map<string, SyncStatus>();
  records.forEach((record) => {
    if (!latest.has(record.device_id)) latest.set(record.device_id, record.status);
  });
  return latest;
}

const ERROR_STATUSES: readonly SyncStatus[] = ['cloud_error', 'codes_failing', 'hub_offline', 'lock_offline', 'low_battery', 'pairing_issue'];

/** Error statuses grey out both progress bars. */
export const isErrorStatus = (status: SyncStatus) => ERROR_STATUSES.includes(status);

/** Still running (perhaps slowly or held): the lock's sync button waits. */
export const isActiveStatus = (status: SyncStatus) => status === 'in_progress' || status === 'paused' || status === 'poor_cell_signal';

/**
 * The sync the device screen opens its dialog for (spec 02 §4: on a lock with an active status):
 * the first active one it has not opened yet, so a sync closed once stays closed while a sync
 * started later (Resend pins) opens again. Decision 0270.
 */
export function syncToOpen(records: readonly SyncRecord[], opened: string | null): string | null {
  const active = records.find((record) => isActiveStatus(record.status));
  return active && syncKey(active) !== opened ? syncKey(active) : null;
}

export interface ProgressTexts {
  sendingPercent: (percent: number) => string;
  sendingComplete: string;
  verifyingPercent: (percent: number) => string;
  verificationComplete: string;
}

const whole = (percent: number) => Math.max(0, Math.min(100, Math.floor(percent)));

export function progressLines(record: Pick<SyncRecord, 'sent_percent' | 'verified_percent'>, t: ProgressTexts): { sending: string; verifying: string } {
  return {
    sending: record.sent_percent >= 100 ? t.sendingComplete : t.sendingPercent(whole(record.sent_percent)),
    verifying: record.verified_percent >= 100 ? t.verificationComplete : t.verifyingPercent(whole(record.verified_percent)),
  };
}

export type BannerKind = 'cloudError' | 'codesFailing' | 'hubOffline' | 'lockOffline' | 'lowBattery' | 'pairingIssue' | 'poorCellSignal' | 'paused';

export interface SyncBanner {
  kind: BannerKind;
  severity: 'error' | 'warning' | 'info';
  /** The link under the banner, for the two statuses that have one. */
  link: 'cantChangeBatteries' | 'outOfTime' | null;
  /** The banner ends by asking to contact support. */
  support: boolean;
}

const banners: Partial<Record<SyncStatus, SyncBanner>> = {
  cloud_error: { kind: 'cloudError', severity: 'error', link: null, support: false },
  codes_failing: { kind: 'codesFailing', severity: 'error', link: null, support: true },
  hub_offline: { kind: 'hubOffline', severity: 'error', link: null, support: true },
  lock_offline: { kind: 'lockOffline', severity: 'error', link: null, support: true },
  low_battery: { kind: 'lowBattery', severity: 'error', link: 'cantChangeBatteries', support: false },
  pairing_issue: { kind: 'pairingIssue', severity: 'error', link: null, support: false },
  poor_cell_signal: { kind: 'poorCellSignal', severity: 'warning', link: 'outOfTime', support: false },
  paused: { kind: 'paused', severity: 'info', link: null, support: false },
};

/** The banner of a status (spec 02 §8); in progress and complete have none. */
export function syncBanner(status: SyncStatus): SyncBanner | null {
  return banners[status] ?? null;
}

/** What the dialog shows as a whole. */
export type SyncPhase = 'syncing' | 'complete' | 'stopped';

export function syncPhase(status: SyncStatus): SyncPhase {
  if (status === 'complete') return 'complete';
  return isErrorStatus(status) ? 'stopped' : 'syncing';
}

/** Spec 02 §4, §9: the master-code spinner turns only from 30 synced codes; below that it stands still. */
export const MASTER_CODE_SPIN_FROM = 30;

export type MasterCodeState = 'none' | 'done' | 'static' | 'spinning';

export function masterCodeState(dcm: Dcm | null | undefined): MasterCodeState {
  if (!dcm?.masterCodeExpected) return 'none';
  if (dcm.masterCodeSynced) return 'done';
  return dcm.codesSynced < MASTER_CODE_SPIN_FROM ? 'static' : 'spinning';
}

/** The legacy dialog (without door-code reliability) follows the lock's own counts. */
export function legacyProgress(dcm: Dcm): { percent: number; done: boolean } {
  if (dcm.codesExpected <= 0) return { percent: 100, done: dcm.masterCodeSynced || !dcm.masterCodeExpected };
  const percent = whole((dcm.codesSynced / dcm.codesExpected) * 100);
  return { percent, done: percent >= 100 && (dcm.masterCodeSynced || !dcm.masterCodeExpected) };
}

/** Spec 02 §4, §9: the legacy dialog hides this long after the sync ends. */
export const LEGACY_HIDE_DELAY_MS = 1_000;
