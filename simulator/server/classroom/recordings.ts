/**
 * The debrief's routes (issue 39, decision 0440): a trainee's page posts its screen recording in
 * batches to its own world's recording; the trainer (with the control token) reads a trainee's
 * recording together with their world's events, which the debrief page replays side by side. The
 * rrweb library is served from node_modules to the classroom's pages only, never to a build.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { OwnRoute } from '../controlRoute';
import { redactSecrets } from '../controlRedaction';
import type { World } from '../world';
import { recordedEventSchema, type RecordingStore } from './recordingStore';
import { recentEvents } from './traineeEvents';

export const RECORDING_PATH = '/__classroom/recording';
export const DEBRIEF_DATA_PATH = '/__classroom/debrief';
export const RRWEB_SCRIPT_PATH = '/__classroom/rrweb.js';
export const RRWEB_STYLE_PATH = '/__classroom/rrweb.css';
/** A batch the page sends (its own bound is lower: a snapshot may exceed it alone). */
const MAX_BATCH_EVENTS = 2_000;
/** The world's events listed beside the replay. */
const DEBRIEF_TRACE_ROWS = 500;

const batchSchema = z.object({ events: z.array(recordedEventSchema).max(MAX_BATCH_EVENTS) });
const debriefAskSchema = z.object({ id: z.string().max(40) });

/** The library's minified build, which sets `window.rrweb` (record and Replayer), and the replayer's styles. */
const rrwebDir = () => dirname(createRequire(import.meta.url).resolve('rrweb'));
const rrwebFile = (name: string, type: string) => async () =>
  new Response(await readFile(join(rrwebDir(), name)), { headers: { 'content-type': type, 'x-content-type-options': 'nosniff', 'cache-control': 'max-age=3600' } });

export interface RecordingRouteParts {
  store: RecordingStore;
  /** The world of the trainee whose page asks, or null. */
  traineeWorld(headers: Headers): World | null;
  worldById(id: string): World | undefined;
  /** Refusals decided from the method and headers: a trainee's post (same origin), a trainer's call (token). */
  traineeRefusal(method: string, headers: Headers): Response | null;
  trainerRefusal(method: string, headers: Headers): Response | null;
}

export function recordingRoutes({ store, traineeWorld, worldById, traineeRefusal, trainerRefusal }: RecordingRouteParts): OwnRoute[] {
  const onlyGet = (method: string) => (method === 'GET' || method === 'HEAD' ? null : Response.json({ error: 'GET only' }, { status: 405 }));
  return [
    { path: RRWEB_SCRIPT_PATH, refuse: onlyGet, answer: rrwebFile('rrweb.umd.min.cjs', 'text/javascript; charset=utf-8') },
    { path: RRWEB_STYLE_PATH, refuse: onlyGet, answer: rrwebFile('style.min.css', 'text/css; charset=utf-8') },
    {
      path: RECORDING_PATH,
      refuse: traineeRefusal,
      async answer(request) {
        const world = traineeWorld(request.headers);
        if (!world) return Response.json({ error: 'Join the class first' }, { status: 401 });
        const batch = batchSchema.safeParse(await request.json().catch(() => null));
        if (!batch.success) return Response.json({ error: `Send {"events": [rrweb events with "sim"]} (at most ${MAX_BATCH_EVENTS})` }, { status: 400 });
        const recording = await store.of(world.id);
        return Response.json(recording.add(batch.data.events));
      },
    },
    {
      path: DEBRIEF_DATA_PATH,
      refuse: trainerRefusal,
      async answer(request) {
        const asked = debriefAskSchema.safeParse(await request.json().catch(() => null));
        if (!asked.success) return Response.json({ error: 'Name the trainee: {"id": "<world id>"}' }, { status: 400 });
        const world = worldById(asked.data.id);
        if (!world) return Response.json({ error: `No trainee ${asked.data.id}` }, { status: 404 });
        const recording = await store.of(world.id);
        const trace = redactSecrets(recentEvents(world.sim.trace.entries(), DEBRIEF_TRACE_ROWS), []);
        // The events are kept as JSON text: they go out as they are, not parsed again.
        const head = JSON.stringify({ name: world.name, dropped: recording.dropped(), trace });
        return new Response(`${head.slice(0, -1)},"events":${recording.json()}}`, { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
      },
    },
  ];
}
