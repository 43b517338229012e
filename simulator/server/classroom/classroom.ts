/**
 * The classroom (issue 28, decisions 0297 and 0298): trainees join with a name (and the class
 * code), get a world of their own and the app build served beside the API; the trainer console
 * reads every trainee's progress and drives their worlds through the control API, with the
 * control token. Trainee calls reach only their own world's API and `/__classroom/me`.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { transformWithOxc } from 'vite';
import { z } from 'zod';
import { DEFAULT_SCENARIO, resolveScenario } from '../../scenario/catalogue';
import { MAX_VARIANT_SEED, variantOf, variantSeedSchema } from '../../scenario/variants';
import { controlRefusal } from '../controlAccess';
import type { OwnRoute } from '../controlRoute';
import { API_PATH, FLAGS_PATH, STREAM_PATH, type ServerParts } from '../startServer';
import { worldCookie, worldKeyOf } from '../worldKey';
import { WorldsFull } from '../worlds';
import consoleSource from './browser/consoleScript.ts?raw';
import debriefSource from './browser/debriefScript.ts?raw';
import recordingSource from './browser/traineeRecording.ts?raw';
import traineeSource from './browser/traineeScript.ts?raw';
import hardwareSource from './browser/traineeHardware.ts?raw';
import { hardwareAnswer, hardwareState, hardwareTexts } from './hardware';
import { createJoinLimit, proxiedAddress, type JoinLimits } from './joinLimit';
import { consoleTexts } from './consoleTexts';
import { joinTexts } from './joinTexts';
import { traineeTexts } from './traineeTexts';
import { CONSOLE_SCRIPT_PATH, consolePage, DEBRIEF_SCRIPT_PATH, debriefPage, joinPage } from './pages';
import { RECORDING_PATH, recordingRoutes, RRWEB_SCRIPT_PATH } from './recordings';
import { createRecordingStore } from './recordingStore';
import { rewindEveryoneRoute } from './rewindEveryone';
import { appPage, buildFile, TRAINEE_SCRIPT_PATH } from './staticApp';
import { summaryCsv, summaryJson, summaryRow } from './summary';
import { screenReportSchema, watchTrainee, type Trainee } from './trainees';
import { worldClockRoutes } from './worldClock';

export interface ClassroomOptions {
  /** The app build trainees use (built with VITE_API_BASE_URL=/api, VITE_HUB_STREAM_URL=/stream, VITE_FLAG_SERVICE_URL=/flags). */
  appDir: string;
  /** Asked at the join page. */
  classCode: string;
  /** Origins of the pages (the server's own addresses): posts from elsewhere are refused. */
  allowedOrigins: readonly string[];
  wallNow?: () => number;
  /** How often one address may try to join; default JOIN_LIMITS. */
  joinLimits?: JoinLimits;
  /**
   * The classroom runs behind a proxy on this machine (nginx, decision 0455): a join that comes
   * from loopback is counted against the address the proxy names in X-Forwarded-For.
   */
  behindProxy?: boolean;
  /** Where the debrief's recordings are kept (the worlds' folder); none: in memory only. */
  recordingsDir?: string;
  /** The scenario each trainee's world starts, as a variant drawn from a seed of its own (default: the server's default scenario). */
  scenario?: string | object;
}

export const JOIN_PATH = '/join';
export const CONSOLE_PATH = '/console';
export const ME_PATH = '/__classroom/me';
export const TRAINEES_PATH = '/__classroom/trainees';
export const SUMMARY_PATH = '/__classroom/summary.csv';
/** The summary with each world's seed and score, as CSV (the console's Export CSV) and as JSON. */
export const EXPORT_CSV_PATH = '/__classroom/export.csv';
export const EXPORT_JSON_PATH = '/__classroom/export.json';
/** The JSON export under the older summary's name, as summary.csv is the CSV's. */
export const SUMMARY_JSON_PATH = '/__classroom/summary.json';
/** The trainer starts a world from a seed (and scenario), the same variant a trainee got from it. */
export const REPRODUCE_PATH = '/__classroom/reproduce';
/** The trainer ends the class: every world closes and nobody joins any more (issue 39). */
export const END_PATH = '/__classroom/end';
export const LOWER_HAND_PATH = '/__classroom/lower-hand';
/** The trainer forks a trainee's world (decision 0435) and gets a link that opens the fork once, on the projector. */
export const FORK_PATH = '/__classroom/fork';
export const OPEN_PATH = '/__classroom/open';
/** A fork's link opens it once, within this long: it carries no key, and a copied link does not stay a way in. */
const OPEN_TICKET_MS = 10 * 60_000;
export const DEBRIEF_PATH = '/debrief';
export const RECORDING_SCRIPT_PATH = '/__classroom/recording.js';
/** The recording's batches and checkpoints (browser/traineeRecording.ts, decision 0440). */
const RECORDING_CONFIG = { postPath: RECORDING_PATH, libraryPath: RRWEB_SCRIPT_PATH, maxEvents: 200, maxChars: 500_000, flushEveryMs: 2_000, checkoutEveryMs: 5 * 60_000 };
/** The trainee's hardware panel: its script, and its state (GET) and steps (POST) on the trainee's own world. */
export const HARDWARE_SCRIPT_PATH = '/__classroom/hardware.js';
export const HARDWARE_PATH = '/__classroom/hardware';

/** The server's own paths (API, stream, flag service, simulator and classroom calls); everything else is the app build. */
const SERVER_PATHS = [API_PATH, STREAM_PATH, FLAGS_PATH, '/__simulator', '/__classroom'];
const isServerPath = (pathname: string) => SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
const MAX_NAME = 40;

const lowerHandSchema = z.object({ id: z.string() });
/** From a checkpoint, from the newest at or before a simulator time (the debrief's moment), or from now. */
const forkSchema = z.object({ id: z.string().max(40), checkpoint: z.number().int().optional(), atMs: z.number().finite().optional() }).strict().refine((asked) => asked.checkpoint === undefined || asked.atMs === undefined);
const reproduceSchema = z.object({ seed: variantSeedSchema, scenario: z.string().max(100).optional() });
const joinSchema = z.object({ name: z.string().trim().min(1).max(MAX_NAME), code: z.string().optional() });

/** Read out in a room and typed on phones: case, spaces and dashes do not count. */
const codeOf = (text: string) => text.toLowerCase().replace(/[\s-]/g, '');

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(codeOf(given));
  const b = Buffer.from(codeOf(expected));
  return a.length === b.length && timingSafeEqual(a, b);
}

const compiled = new Map<string, Promise<string>>();
function script(name: string, source: string): Promise<string> {
  if (!compiled.has(name)) compiled.set(name, transformWithOxc(source, name, { lang: 'ts' }).then((result) => result.code));
  return compiled.get(name)!;
}

/** `prelude`: the words a script shows, declared ahead of it (the script is served alone, without imports). */
async function scriptResponse(name: string, source: string, prelude = ''): Promise<Response> {
  return new Response(prelude + (await script(name, source)), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } });
}

const redirect = (location: string, headers: Record<string, string> = {}) => new Response(null, { status: 303, headers: { location, ...headers } });
const onlyGet = (method: string) => (method === 'GET' || method === 'HEAD' ? null : Response.json({ error: 'GET only' }, { status: 405 }));
const onlyPost = (method: string) => (method === 'POST' ? null : Response.json({ error: 'POST only' }, { status: 405 }));

/** A post from a page of another origin (a join flood, a forged report) is refused before its body is read. */
function foreignOrigin(headers: Headers, allowed: readonly string[]): Response | null {
  const origin = headers.get('origin');
  return origin !== null && !allowed.includes(origin) ? Response.json({ error: `Origin ${origin} is not this classroom` }, { status: 403 }) : null;
}

export function classroomRoutes(parts: ServerParts, { appDir, classCode, allowedOrigins, wallNow = Date.now, joinLimits, behindProxy = false, recordingsDir, scenario = DEFAULT_SCENARIO }: ClassroomOptions): OwnRoute[] {
  const trainees = new Map<string, Trainee>();
  const joinLimit = createJoinLimit(wallNow, joinLimits);
  let ended = false;
  /** One-time tickets of the fork links: ticket → world id and until when it opens. */
  const tickets = new Map<string, { world: string; until: number }>();
  const recordings = createRecordingStore({ dir: recordingsDir ?? null });
  parts.worlds.onEnd((world) => void recordings.forget(world.id));
  const traineeOf = (headers: Headers) => {
    const world = parts.worlds.byKey(worldKeyOf(headers) ?? '');
    if (!world) return null;
    if (!trainees.has(world.id)) trainees.set(world.id, watchTrainee(world, wallNow));
    return trainees.get(world.id)!;
  };
  const overviews = () =>
    parts.worlds
      .list()
      .map((world) => {
        if (!trainees.has(world.id)) trainees.set(world.id, watchTrainee(world, wallNow));
        return trainees.get(world.id)!.overview();
      });
  /** A world of `scenario` as the seed varies it (decision 0445); an unknown scenario is the caller's mistake. */
  const variantWorld = (name: string, seed: number, of: string | object = scenario) => {
    const resolved = resolveScenario(of);
    if (!resolved.ok) throw new Error(resolved.error);
    return parts.createWorld(name, variantOf(resolved.scenario, seed));
  };
  const exported = () => overviews().map(summaryRow);
  const trainerRefusal = (method: string, headers: Headers) => {
    if (method !== 'POST') return Response.json({ error: 'POST only' }, { status: 405 });
    const refusal = controlRefusal(headers, parts.controlToken, allowedOrigins);
    return refusal ? Response.json({ error: refusal.error }, { status: refusal.status, headers: refusal.headers }) : null;
  };

  return [
    {
      path: JOIN_PATH,
      refuse: (method, headers) => (method === 'POST' ? foreignOrigin(headers, allowedOrigins) : onlyGet(method)),
      async answer(request, client) {
        if (ended) return joinPage({ problem: joinTexts.ended, status: 410 });
        if (request.method !== 'POST') return traineeOf(request.headers) ? redirect('/') : joinPage({});
        const waitMs = joinLimit.take(behindProxy ? proxiedAddress(client.address, request.headers) : client.address);
        if (waitMs > 0) return joinPage({ problem: joinTexts.tooMany, status: 429, headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) } });
        const form = Object.fromEntries(new URLSearchParams(await request.text()));
        const parsed = joinSchema.safeParse(form);
        const name = typeof form.name === 'string' ? form.name.slice(0, MAX_NAME) : '';
        if (!parsed.success) return joinPage({ problem: joinTexts.noName, name });
        if (!sameCode(parsed.data.code ?? '', classCode)) return joinPage({ problem: joinTexts.wrongCode, name });
        try {
          const world = await variantWorld(parsed.data.name, randomInt(MAX_VARIANT_SEED + 1));
          trainees.set(world.id, watchTrainee(world, wallNow));
          return redirect('/login', { 'set-cookie': worldCookie(world.key) });
        } catch {
          return joinPage({ problem: joinTexts.full, name });
        }
      },
    },
    { path: TRAINEE_SCRIPT_PATH, refuse: onlyGet, answer: () => scriptResponse('traineeScript.ts', traineeSource, `const traineeTexts = ${JSON.stringify(traineeTexts)};\n`) },
    { path: HARDWARE_SCRIPT_PATH, refuse: onlyGet, answer: () => scriptResponse('traineeHardware.ts', hardwareSource, `const hardwareTexts = ${JSON.stringify(hardwareTexts)};\n`) },
    {
      path: HARDWARE_PATH,
      refuse: (method, headers) => (method === 'POST' ? foreignOrigin(headers, allowedOrigins) : onlyGet(method)),
      async answer(request) {
        const trainee = traineeOf(request.headers);
        if (!trainee) return Response.json({ error: 'Join the class first' }, { status: 401 });
        const { focus } = trainee.overview();
        if (request.method !== 'POST') return Response.json(hardwareState(trainee.world, focus));
        return hardwareAnswer(trainee.world, await request.json().catch(() => null), focus);
      },
    },
    ...worldClockRoutes(traineeOf),
    { path: CONSOLE_SCRIPT_PATH, refuse: onlyGet, answer: () => scriptResponse('consoleScript.ts', consoleSource) },
    { path: CONSOLE_PATH, refuse: onlyGet, answer: () => Promise.resolve(consolePage()) },
    { path: RECORDING_SCRIPT_PATH, refuse: onlyGet, answer: () => scriptResponse('traineeRecording.ts', `${recordingSource}\nvoid startRecording(${JSON.stringify(RECORDING_CONFIG)});\n`) },
    { path: DEBRIEF_SCRIPT_PATH, refuse: onlyGet, answer: () => scriptResponse('debriefScript.ts', `${debriefSource}\nvoid startDebrief();\n`) },
    { path: DEBRIEF_PATH, refuse: onlyGet, answer: () => Promise.resolve(debriefPage()) },
    ...recordingRoutes({
      store: recordings,
      traineeWorld: (headers) => traineeOf(headers)?.world ?? null,
      worldById: (id) => parts.worlds.byId(id),
      traineeRefusal: (method, headers) => onlyPost(method) ?? foreignOrigin(headers, allowedOrigins),
      trainerRefusal,
    }),
    {
      path: ME_PATH,
      refuse: (method, headers) => onlyPost(method) ?? foreignOrigin(headers, allowedOrigins),
      async answer(request) {
        const trainee = traineeOf(request.headers);
        if (!trainee) return Response.json({ error: 'Join the class first' }, { status: 401 });
        const report = screenReportSchema.safeParse(await request.json().catch(() => null));
        if (report.success) trainee.report(report.data);
        return Response.json({ name: trainee.world.name, hint: trainee.latestHint(), restarts: trainee.restarts(), hand: trainee.handRaised(), epoch: trainee.world.checkpoints.epoch() });
      },
    },
    { path: TRAINEES_PATH, refuse: trainerRefusal, answer: () => Promise.resolve(Response.json({ trainees: overviews(), at: wallNow() })) },
    {
      path: END_PATH,
      refuse: trainerRefusal,
      answer() {
        ended = true;
        parts.worlds.list().forEach((world) => parts.worlds.end(world.id));
        return Promise.resolve(Response.json({ ended: true }));
      },
    },
    {
      path: LOWER_HAND_PATH,
      refuse: trainerRefusal,
      async answer(request) {
        const asked = lowerHandSchema.safeParse(await request.json().catch(() => null));
        if (!asked.success) return Response.json({ error: 'Name the trainee: {"id": "<world id>"}' }, { status: 400 });
        const trainee = trainees.get(asked.data.id);
        if (!trainee) return Response.json({ error: `No trainee ${asked.data.id}` }, { status: 404 });
        trainee.lowerHand();
        return Response.json({ lowered: true });
      },
    },
    {
      path: FORK_PATH,
      refuse: trainerRefusal,
      async answer(request) {
        const asked = forkSchema.safeParse(await request.json().catch(() => null));
        if (!asked.success) return Response.json({ error: 'Name the trainee and the checkpoint or the simulator time: {"id": "<world id>", "checkpoint": <id>} or {"id": "<world id>", "atMs": <ms>}' }, { status: 400 });
        try {
          const { id, ...from } = asked.data;
          const world = await parts.worlds.fork(id, from);
          trainees.set(world.id, watchTrainee(world, wallNow));
          const ticket = randomBytes(18).toString('base64url');
          tickets.forEach((open, kept) => open.until < wallNow() && tickets.delete(kept));
          tickets.set(ticket, { world: world.id, until: wallNow() + OPEN_TICKET_MS });
          return Response.json({ id: world.id, name: world.name, open: `${OPEN_PATH}?ticket=${ticket}` });
        } catch (error) {
          return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
        }
      },
    },
    rewindEveryoneRoute(() => parts.worlds.list(), trainerRefusal),
    {
      path: OPEN_PATH,
      refuse: onlyGet,
      answer(request) {
        const ticket = new URL(request.url).searchParams.get('ticket') ?? '';
        const open = tickets.get(ticket);
        tickets.delete(ticket);
        const world = open && open.until >= wallNow() ? parts.worlds.byId(open.world) : undefined;
        if (!world) return Promise.resolve(joinPage({ problem: consoleTexts.forkLinkUsed, status: 404 }));
        return Promise.resolve(redirect('/', { 'set-cookie': worldCookie(world.key) }));
      },
    },
    ...[SUMMARY_PATH, EXPORT_CSV_PATH].map((path): OwnRoute => ({
      path,
      refuse: trainerRefusal,
      answer: () => Promise.resolve(new Response(summaryCsv(exported()), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="class-summary.csv"' } })),
    })),
    ...[SUMMARY_JSON_PATH, EXPORT_JSON_PATH].map((path): OwnRoute => ({
      path,
      refuse: trainerRefusal,
      answer: () => Promise.resolve(Response.json(summaryJson(exported(), wallNow()), { headers: { 'content-disposition': 'attachment; filename="class-summary.json"' } })),
    })),
    {
      path: REPRODUCE_PATH,
      refuse: trainerRefusal,
      async answer(request) {
        const asked = reproduceSchema.safeParse(await request.json().catch(() => null));
        if (!asked.success) return Response.json({ error: `Give the seed: {"seed": 0 to ${MAX_VARIANT_SEED}, "scenario": "<name>"}` }, { status: 400 });
        const { seed, scenario: of } = asked.data;
        try {
          const world = await variantWorld(`Seed ${seed}`, seed, of);
          return Response.json({ id: world.id, name: world.name, seed });
        } catch (error) {
          return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: error instanceof WorldsFull ? 503 : 400 });
        }
      },
    },
    {
      path: (pathname) => !isServerPath(pathname),
      refuse: onlyGet,
      async answer(request) {
        const file = await buildFile(appDir, new URL(request.url).pathname);
        if (file) return file;
        return traineeOf(request.headers) ? appPage(appDir) : redirect(JOIN_PATH);
      },
    },
  ];
}
