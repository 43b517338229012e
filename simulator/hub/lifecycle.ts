/**
 * How a simulated hub looks at a given moment while it reboots, restarts or updates. Pure: the
 * record and the time go in, the hub as the API would report it comes out. Handlers write the
 * result back once a lifecycle has finished ("settling"), so a later lifecycle starts from it.
 */
import type { HubRecord } from '../db/schemas';
import type { HubLifecycle } from '../db/lifecycleSchema';

const SECOND = 1_000;
/** The hub reports a heartbeat this often while it runs; last_seen moves in these steps. */
export const HEARTBEAT_MS = 30 * SECOND;
/** Power cycle: shut down, boot and reconnect take about 3.5 minutes, inside the app's 240 s window. */
export const REBOOT_MS = 210 * SECOND;
/** Process restart: no heartbeat for 25 s, the machine keeps running (boot_time unchanged). */
export const RESTART_MS = 25 * SECOND;
/** Each process downloads in 60 s plus 30 s per place in the list, all at once... */
export const DOWNLOAD_BASE_MS = 60 * SECOND;
export const DOWNLOAD_STEP_MS = 30 * SECOND;
/** ...then, once all are downloaded, they start one after another, 15 s apart. */
export const START_STEP_MS = 15 * SECOND;

export type HubRefusal = 'busy';

function lastHeartbeat(hub: HubRecord, before: number): string | null | undefined {
  if (!hub.online) return hub.last_seen;
  const beat = Math.floor(before / HEARTBEAT_MS) * HEARTBEAT_MS;
  const stored = hub.last_seen ? Date.parse(hub.last_seen) : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(beat, stored)).toISOString();
}

/** When the update started at `since` ends, and when each process (by place in the list) is downloaded or running. */
export function updateTimeline(since: number, processCount: number) {
  const downloadedAt = (index: number) => since + DOWNLOAD_BASE_MS + DOWNLOAD_STEP_MS * index;
  const allDownloaded = downloadedAt(Math.max(processCount - 1, 0));
  const runningAt = (index: number) => allDownloaded + START_STEP_MS * (index + 1);
  return { downloadedAt, runningAt, finishedAt: runningAt(Math.max(processCount - 1, 0)) };
}

function duringUpdate(hub: HubRecord, life: Extract<HubLifecycle, { kind: 'updating' }>, now: number): HubRecord {
  const names = Object.keys(hub.update.service_statuses).sort();
  const timeline = updateTimeline(life.since, names.length);
  if (now >= timeline.finishedAt) {
    const running = Object.fromEntries(names.map((name) => [name, { status: 'Running' as const, commit: life.commit, download_progress: null }]));
    return {
      ...hub,
      lifecycle: null,
      balena_commit_hash: life.commit,
      last_seen: lastHeartbeat(hub, now),
      update: { update_pending: false, current_commit: life.commit, service_statuses: running },
    };
  }
  const statuses = Object.fromEntries(
    names.map((name, index) => {
      const downloadedAt = timeline.downloadedAt(index);
      if (now >= timeline.runningAt(index)) return [name, { status: 'Running' as const, commit: life.commit, download_progress: null }];
      if (now >= downloadedAt) return [name, { status: 'Downloaded' as const, commit: life.commit, download_progress: 100 }];
      const progress = Math.floor(((now - life.since) / (downloadedAt - life.since)) * 100);
      return [name, { status: 'Downloading' as const, commit: life.commit, download_progress: Math.max(0, progress) }];
    }),
  );
  return { ...hub, last_seen: lastHeartbeat(hub, now), update: { ...hub.update, update_pending: true, service_statuses: statuses } };
}

/** The hub as the API reports it at `now`; `lifecycle` is null in the result once it has finished. */
export function hubAt(hub: HubRecord, now: number): HubRecord {
  const life = hub.lifecycle;
  if (!life) return { ...hub, last_seen: lastHeartbeat(hub, now) };
  switch (life.kind) {
    case 'rebooting': {
      const bootedAt = life.since + REBOOT_MS;
      if (now < bootedAt) return { ...hub, last_seen: lastHeartbeat(hub, life.since) };
      return { ...hub, lifecycle: null, boot_time: new Date(bootedAt).toISOString(), last_seen: lastHeartbeat(hub, now) };
    }
    case 'restarting': {
      if (now < life.since + RESTART_MS) return { ...hub, last_seen: lastHeartbeat(hub, life.since) };
      return { ...hub, lifecycle: null, last_seen: lastHeartbeat(hub, now) };
    }
    case 'updating':
      return duringUpdate(hub, life, now);
  }
}

/** True when `hubAt` finished a lifecycle, so the handler should store its result. */
export function hasSettled(before: HubRecord, after: HubRecord): boolean {
  return before.lifecycle !== null && after.lifecycle === null;
}

type Started = { ok: true; hub: HubRecord } | { ok: false; refusal: HubRefusal };

function start(hub: HubRecord, now: number, lifecycle: HubLifecycle, change: (current: HubRecord) => Partial<HubRecord> = () => ({})): Started {
  const current = hubAt(hub, now);
  // One thing at a time: a hub that is rebooting, restarting or updating refuses the next request.
  if (current.lifecycle) return { ok: false, refusal: 'busy' };
  return { ok: true, hub: { ...current, ...change(current), lifecycle } };
}

export function startReboot(hub: HubRecord, now: number): Started {
  return start(hub, now, { kind: 'rebooting', since: now });
}

export function startRestart(hub: HubRecord, now: number): Started {
  return start(hub, now, { kind: 'restarting', since: now });
}

/** Starts downloading `commit`: every process of the hub goes to Downloading at 0%. */
export function startUpdate(hub: HubRecord, now: number, commit: string): Started {
  return start(hub, now, { kind: 'updating', since: now, commit }, (current) => {
    const downloading = Object.fromEntries(
      Object.keys(current.update.service_statuses).map((name) => [name, { status: 'Downloading' as const, commit, download_progress: 0 }]),
    );
    return { update: { ...current.update, update_pending: true, service_statuses: downloading } };
  });
}
