import { describe, expect, it } from 'vitest';
import { hubRecordFor } from '../testing/hubRecord';
import { hasSettled, hubAt, REBOOT_MS, RESTART_MS, startReboot, startRestart, startUpdate, updateTimeline } from './lifecycle';

const T0 = Date.parse('2026-11-21T09:00:00Z');
const S = 1_000;
const iso = (ms: number) => new Date(ms).toISOString();
const started = <T extends { ok: boolean }>(result: T) => {
  if (!result.ok) throw new Error('refused');
  return (result as T & { hub: ReturnType<typeof hubRecordFor> }).hub;
};

describe('heartbeat', () => {
  it('moves last_seen in 30 s steps while the hub runs, and stops when it goes offline', () => {
    const hub = hubRecordFor({ last_seen: iso(T0 - 30 * S) });
    expect(hubAt(hub, T0 + 75 * S).last_seen).toBe(iso(T0 + 60 * S));
    expect(hubAt({ ...hub, online: false }, T0 + 75 * S).last_seen).toBe(iso(T0 - 30 * S));
  });
});

describe('reboot', () => {
  const hub = started(startReboot(hubRecordFor({ boot_time: iso(T0 - 3_600 * S), last_seen: iso(T0) }), T0 + 10 * S));

  it.each([
    ['just started', 20 * S, iso(T0 - 3_600 * S), iso(T0), 'rebooting'],
    ['still down after 3 minutes', 190 * S, iso(T0 - 3_600 * S), iso(T0), 'rebooting'],
    ['booted after 3.5 minutes', 10 * S + REBOOT_MS, iso(T0 + 10 * S + REBOOT_MS), iso(T0 + 210 * S), null],
  ])('%s', (_case, at, bootTime, lastSeen, kind) => {
    const seen = hubAt(hub, T0 + at);
    expect(seen.boot_time).toBe(bootTime);
    expect(seen.last_seen).toBe(lastSeen);
    expect(seen.lifecycle?.kind ?? null).toBe(kind);
  });

  it('refuses a second reboot or a restart while it lasts, and settles once booted', () => {
    expect(startReboot(hub, T0 + 60 * S)).toEqual({ ok: false, refusal: 'busy' });
    expect(startRestart(hub, T0 + 60 * S)).toEqual({ ok: false, refusal: 'busy' });
    const after = hubAt(hub, T0 + 300 * S);
    expect(hasSettled(hub, after)).toBe(true);
    expect(startRestart(after, T0 + 300 * S).ok).toBe(true);
  });
});

describe('restart', () => {
  const hub = started(startRestart(hubRecordFor({ boot_time: iso(T0 - 3_600 * S), last_seen: iso(T0) }), T0));

  it.each([
    [10 * S, iso(T0), 'restarting'],
    [RESTART_MS - 1, iso(T0), 'restarting'],
    [RESTART_MS, iso(T0), null],
    [60 * S, iso(T0 + 60 * S), null],
  ])('at +%i ms: last_seen %s, lifecycle %s, boot time unchanged', (at, lastSeen, kind) => {
    const seen = hubAt(hub, T0 + at);
    expect(seen.last_seen).toBe(lastSeen);
    expect(seen.lifecycle?.kind ?? null).toBe(kind);
    expect(seen.boot_time).toBe(iso(T0 - 3_600 * S));
  });
});

describe('update', () => {
  const NEW = 'b'.repeat(40);
  const hub = started(startUpdate(hubRecordFor({}), T0, NEW));
  const statuses = (at: number) =>
    Object.values(hubAt(hub, T0 + at).update.service_statuses).map((s) => `${s.status}:${s.download_progress ?? '-'}`);

  it('has the timeline its constants say: 3 processes download by 120 s and run by 165 s', () => {
    const timeline = updateTimeline(T0, 3);
    expect([0, 1, 2].map((i) => timeline.downloadedAt(i) - T0)).toEqual([60 * S, 90 * S, 120 * S]);
    expect(timeline.finishedAt - T0).toBe(165 * S);
  });

  it.each([
    [0, ['Downloading:0', 'Downloading:0', 'Downloading:0']],
    [30 * S, ['Downloading:50', 'Downloading:33', 'Downloading:25']],
    [60 * S, ['Downloaded:100', 'Downloading:66', 'Downloading:50']],
    [120 * S, ['Downloaded:100', 'Downloaded:100', 'Downloaded:100']],
    [135 * S, ['Running:-', 'Downloaded:100', 'Downloaded:100']],
    [150 * S, ['Running:-', 'Running:-', 'Downloaded:100']],
    [165 * S, ['Running:-', 'Running:-', 'Running:-']],
  ])('at +%i ms the processes are %j', (at, expected) => {
    expect(statuses(at)).toEqual(expected);
  });

  it('stays pending until every process runs, then reports the new commit', () => {
    expect(hubAt(hub, T0 + 164 * S).update.update_pending).toBe(true);
    const done = hubAt(hub, T0 + 165 * S);
    expect(done.update).toMatchObject({ update_pending: false, current_commit: NEW });
    expect(done.balena_commit_hash).toBe(NEW);
    expect(done.lifecycle).toBeNull();
  });
});
