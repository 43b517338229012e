import { describe, expect, it } from 'vitest';
import type { Dcm, SyncRecord } from '../api/schemas';
import { syncStatuses } from '../api/schemas';
import {
  chooseSyncRecord,
  followedSync,
  latestSyncStatuses,
  isActiveStatus,
  isErrorStatus,
  legacyProgress,
  masterCodeState,
  progressLines,
  syncBanner,
  syncKey,
  syncPhase,
  syncToOpen,
  type SyncStatus,
} from './doorCodeSync';

const record = (device: string, status: SyncStatus, created = '2026-11-23T15:00:00Z', sent = 0, verified = 0): SyncRecord => ({
  device_id: device, status, created, last_updated: created, completed: null, reason: null, sent_percent: sent, verified_percent: verified,
});

describe('which sync record the dialog picks (spec 02 §4)', () => {
  it.each<[string, SyncRecord[], string | null]>([
    ['none', [], null],
    ['only finished ones', [record('a', 'complete'), record('b', 'lock_offline')], null],
    ['the first in progress', [record('a', 'paused'), record('b', 'in_progress'), record('c', 'in_progress')], 'b'],
    ['a paused one when none is in progress', [record('a', 'complete'), record('b', 'paused'), record('c', 'paused')], 'b'],
    ['not a slow one', [record('a', 'poor_cell_signal')], null],
  ])('%s', (_case, records, device) => {
    expect(chooseSyncRecord(records)?.device_id ?? null).toBe(device);
  });

  it('follows its record after it ends, and picks anew when that record is gone', () => {
    const running = record('a', 'in_progress', '2026-11-23T15:00:00Z', 40);
    const key = syncKey(running);
    expect(followedSync([{ ...running, status: 'low_battery' }, record('b', 'in_progress')], key)?.status).toBe('low_battery');
    expect(followedSync([record('b', 'in_progress')], key)?.device_id).toBe('b');
    expect(followedSync([running], null)).toEqual(running);
  });

  it('shows a sync that stopped unfinished when nothing runs, but not a finished one', () => {
    expect(followedSync([record('a', 'lock_offline'), record('a', 'complete', '2026-11-23T14:00:00Z')], null)?.status).toBe('lock_offline');
    expect(followedSync([record('a', 'complete'), record('a', 'lock_offline', '2026-11-23T14:00:00Z')], null)).toBeNull();
  });

  const slow = record('a', 'poor_cell_signal');
  const later = record('a', 'in_progress', '2026-11-23T16:00:00Z');
  it.each<[string, SyncRecord[], string | null, string | null]>([
    ['nothing to open without records', [], null, null],
    ['nothing for a finished or stopped sync', [record('a', 'complete'), record('a', 'lock_offline', '2026-11-23T14:00:00Z')], null, null],
    ['a slow sync, active though neither in progress nor paused', [slow], null, syncKey(slow)],
    ['each active status', [record('a', 'paused')], null, syncKey(record('a', 'paused'))],
    ['not again the sync already opened', [slow], syncKey(slow), null],
    ['a sync started after the one opened', [later, slow], syncKey(slow), syncKey(later)],
  ])('the device screen opens its dialog: %s (spec 02 §4)', (_case, records, opened, expected) => {
    expect(syncToOpen(records, opened)).toBe(expected);
  });

  it("reads each device's newest status", () => {
    expect([...latestSyncStatuses([record('a', 'low_battery'), record('b', 'complete'), record('a', 'complete', '2026-11-23T14:00:00Z')])]).toEqual([
      ['a', 'low_battery'],
      ['b', 'complete'],
    ]);
  });
});

const t = {
  sendingPercent: (n: number) => `Sending: ${n}% complete`,
  sendingComplete: 'Sending complete',
  verifyingPercent: (n: number) => `Verifying: ${n}% complete`,
  verificationComplete: 'Verification complete',
};

describe('progress texts (spec 02 §4)', () => {
  it.each<[number, number, string, string]>([
    [0, 0, 'Sending: 0% complete', 'Verifying: 0% complete'],
    [46.7, 0, 'Sending: 46% complete', 'Verifying: 0% complete'],
    [100, 12, 'Sending complete', 'Verifying: 12% complete'],
    [100, 99.9, 'Sending complete', 'Verifying: 99% complete'],
    [100, 100, 'Sending complete', 'Verification complete'],
  ])('sent %s, verified %s', (sent, verified, sending, verifying) => {
    expect(progressLines({ sent_percent: sent, verified_percent: verified }, t)).toEqual({ sending, verifying });
  });
});

describe('banner and phase per status (spec 02 §8)', () => {
  it.each<[SyncStatus, string | null, string | null, 'syncing' | 'complete' | 'stopped', boolean, boolean]>([
    ['in_progress', null, null, 'syncing', false, true],
    ['complete', null, null, 'complete', false, false],
    ['cloud_error', 'cloudError', null, 'stopped', true, false],
    ['codes_failing', 'codesFailing', null, 'stopped', true, false],
    ['hub_offline', 'hubOffline', null, 'stopped', true, false],
    ['lock_offline', 'lockOffline', null, 'stopped', true, false],
    ['low_battery', 'lowBattery', 'cantChangeBatteries', 'stopped', true, false],
    ['pairing_issue', 'pairingIssue', null, 'stopped', true, false],
    ['poor_cell_signal', 'poorCellSignal', 'outOfTime', 'syncing', false, true],
    ['paused', 'paused', null, 'syncing', false, true],
  ])('%s', (status, kind, link, phase, greyed, active) => {
    expect(syncBanner(status)?.kind ?? null).toBe(kind);
    expect(syncBanner(status)?.link ?? null).toBe(link);
    expect(syncPhase(status)).toBe(phase);
    expect(isErrorStatus(status)).toBe(greyed);
    expect(isActiveStatus(status)).toBe(active);
  });

  it('covers every status of the schema', () => {
    expect([...syncStatuses].sort()).toEqual(['cloud_error', 'codes_failing', 'complete', 'hub_offline', 'in_progress', 'lock_offline', 'low_battery', 'pairing_issue', 'paused', 'poor_cell_signal'].sort());
  });
});

const dcm = (over: Partial<Dcm>): Dcm => ({ version: 2, codesExpected: 40, codesSynced: 0, masterCodeExpected: true, masterCodeSynced: false, ...over });

describe('master-code spinner (spec 02 §9)', () => {
  it.each<[Partial<Dcm> | null, string]>([
    [null, 'none'],
    [{ masterCodeExpected: false }, 'none'],
    [{ codesSynced: 0 }, 'static'],
    [{ codesSynced: 29 }, 'static'],
    [{ codesSynced: 30 }, 'spinning'],
    [{ codesSynced: 40, masterCodeSynced: true }, 'done'],
  ])('%o -> %s', (over, state) => {
    expect(masterCodeState(over === null ? null : dcm(over))).toBe(state);
  });
});

describe('legacy progress from the lock counts', () => {
  it.each<[Partial<Dcm>, { percent: number; done: boolean }]>([
    [{ codesExpected: 8, codesSynced: 3 }, { percent: 37, done: false }],
    [{ codesExpected: 8, codesSynced: 8 }, { percent: 100, done: false }],
    [{ codesExpected: 8, codesSynced: 8, masterCodeSynced: true }, { percent: 100, done: true }],
    [{ codesExpected: 8, codesSynced: 8, masterCodeExpected: false }, { percent: 100, done: true }],
  ])('%o', (over, expected) => {
    expect(legacyProgress(dcm(over))).toEqual(expected);
  });
});
