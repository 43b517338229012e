/**
 * The classroom bench (issue 28): N simulated trainees join one classroom server over real HTTP,
 * each in a world of their own, and run the first-install exercise through the API and the hub
 * stream (a real WebSocket) on loopback: assign the hub, pair three devices, sync the door codes,
 * close the ticket. Every call and every stream message is timed; each trainee also marks its
 * own data and checks it never sees another's. Server and trainees share this process, so the
 * CPU figure covers both and the latencies are an upper bound.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import type { WebSocket } from 'ws';
import { hubSerialKey } from '../../../app/config/env';
import type { CallName, CallParams } from '../../../app/api/calls';
import { startClassroom, type ClassroomServer } from '../../../simulator/server/classroom/startClassroom';
import { worldClient, type WorldClient } from '../../../simulator/testing/worldClient';
import type { CallOptions } from '../../../simulator/testing/apiClient';

const HUB = 'HB2-1000901';
const UNIT = 1001;
const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
const ORIGIN = 'http://bench.invalid';

export interface BenchResult {
  trainees: number;
  finished: number;
  calls: number;
  streamMessages: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  streamP95Ms: number;
  heapPerWorldMb: number;
  /** The whole process's resident memory with every world open: RSS is no per-world figure (a GC can return pages). */
  rssWithWorldsMb: number;
  cpuPercent: number;
  wallSeconds: number;
  leaks: string[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Timings {
  calls: number[];
  stream: number[];
}

async function controlCall<R>(server: ClassroomServer, world: string, call: string, ...args: unknown[]): Promise<R> {
  const response = await fetch(`${server.url}/__simulator/control`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ call, args, world }),
  });
  if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: R }).result;
}

async function join(server: ClassroomServer, name: string): Promise<string> {
  const response = await fetch(`${server.url}/join`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }, body: new URLSearchParams({ name, code: server.classCode }).toString() });
  const key = /simulator-world=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 303 || !key) throw new Error(`${name} could not join: ${response.status}`);
  return decodeURIComponent(key);
}

/** One trainee's first install; resolves to what it saw of other trainees' data (nothing, if isolated). */
async function trainee(server: ClassroomServer, index: number, timings: Timings): Promise<string[]> {
  const name = `Trainee ${index}`;
  const client: WorldClient = worldClient(server, await join(server, name));
  const world = (await controlCall<Array<{ id: string; name: string }>>(server, '', 'worlds.list')).find((one) => one.name === name)!.id;
  const timed = async <N extends CallName>(call: N, params: CallParams<N>, options?: CallOptions) => {
    const started = performance.now();
    const answer = await client.call(call, params, options);
    timings.calls.push(performance.now() - started);
    if (answer.status >= 400) throw new Error(`${name}: ${call} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Record<string, unknown>;
  };
  const token = String((await timed('auth.login', {}, { body: { email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' } })).token);
  await timed('communities.list', {}, { token, query: { limit: 100 } });
  await timed('units.list', {}, { token, query: { communityId: MAPLE_COURT } });
  await timed('workTickets.get', {}, { token, query: { addressId: UNIT } });
  await timed('hubs.associate', {}, { token, body: { [hubSerialKey]: HUB, address_id: UNIT } });
  const unit = await timed('units.get', {}, { token, query: { addressId: UNIT } });

  const socket: WebSocket = await client.connect(token, HUB);
  const heard: Array<{ state?: string; status?: string; marker?: string; sentAt?: number }> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as (typeof heard)[number];
    if (typeof message.sentAt === 'number') timings.stream.push(Date.now() - message.sentAt);
    heard.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const until = async (test: () => boolean) => {
    while (!test()) await new Promise<void>((resolve) => waiters.push(resolve));
  };

  for (let device = 1; device <= 3; device++) {
    const done = () => heard.filter((message) => message.state === 'AddNode' && message.status === 'Done').length >= device;
    await timed('hubs.inclusion', { hubSerial: HUB }, { token, body: { action: 'start', client: 'concierge', userId: 'bench' } });
    await controlCall(server, world, 'clock.advance', 20_000);
    await until(done);
  }
  // A message pushed through the world, stamped: its trip to this trainee's socket is timed.
  for (let push = 0; push < 5; push++) await controlCall(server, world, 'stream.push', HUB, { marker: name, sentAt: Date.now() });
  await until(() => heard.filter((message) => message.marker !== undefined).length >= 5);

  const devices = (await timed('devices.listByHub', { hubSerial: HUB }, { token })).results as Array<{ uid: string; type: string }>;
  const lock = devices.find((device) => device.type === 'lock');
  if (lock) await timed('devices.update', { deviceUid: lock.uid }, { token, body: { givenName: `${name} front door` } });
  const gatewayId = String((unit.results as Array<{ gatewayId: string }>)[0]?.gatewayId);
  await timed('doorCodes.resendPins', { gatewayId }, { token, body: {} });
  await controlCall(server, world, 'clock.advance', 6 * 60_000);
  await timed('workTickets.submit', { addressId: UNIT }, {
    token,
    body: {
      workType: 'install',
      workTicketFields: {
        Status__c: 'Complete', Incomplete_reason__c: null, Notes__c: `${name} done`, Batteries_Replaced__c: false, Pins_Synced__c: true, Master_Code_Synced__c: true,
        Lock_Throw_Status__c: 'Clear', Lock_Throw_Details__c: null, Did_you_leave_devices_on_site__c: 'No', Did_you_take_devices_from_the_site__c: 'No',
      },
      unitFields: { Hub_Location__c: 'Closet' },
    },
  });
  const after = JSON.stringify([await timed('devices.listByHub', { hubSerial: HUB }, { token }), heard]);
  socket.close();
  const status = await controlCall<{ finished: unknown } | null>(server, world, 'exercise.status');
  const others = [...after.matchAll(/Trainee (\d+)/g)].map((match) => Number(match[1])).filter((other) => other !== index);
  return [...(status?.finished ? [] : [`${name} did not finish the exercise`]), ...others.map((other) => `${name} saw Trainee ${other}'s data`)];
}

/** `dataDir`: the classroom keeps its worlds there (decision 0395), to measure what keeping costs. */
export async function runClassroomBench(trainees: number, dataDir?: string): Promise<BenchResult> {
  const appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-bench-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const server = await startClassroom({ port: 0, allowedOrigins: [ORIGIN], scenario: 'exercise-first-install', appDir, dataDir });
  gc?.();
  const before = process.memoryUsage();
  const keys: string[] = [];
  for (let index = 1; index <= trainees; index++) keys.push(await join(server, `Empty ${index}`));
  gc?.();
  const withWorlds = process.memoryUsage();
  for (const world of server.worlds.list()) server.worlds.end(world.id);

  const timings: Timings = { calls: [], stream: [] };
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcomes = await Promise.all(Array.from({ length: trainees }, (_, index) => trainee(server, index + 1, timings)));
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await server.close();
  const leaks = outcomes.flat();
  return {
    trainees,
    finished: outcomes.filter((problems) => problems.length === 0).length,
    calls: timings.calls.length,
    streamMessages: timings.stream.length,
    p50Ms: percentile(timings.calls, 50),
    p95Ms: percentile(timings.calls, 95),
    maxMs: Math.max(...timings.calls),
    streamP95Ms: percentile(timings.stream, 95),
    heapPerWorldMb: (withWorlds.heapUsed - before.heapUsed) / trainees / 2 ** 20,
    rssWithWorldsMb: withWorlds.rss / 2 ** 20,
    cpuPercent: ((used.user + used.system) / 1000 / wall) * 100,
    wallSeconds: wall / 1000,
    leaks,
  };
}

