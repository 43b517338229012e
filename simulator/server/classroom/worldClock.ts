/**
 * A trainee's page runs on its world's clock (issue 36, decision 0387): the classroom serves the
 * page clock (../../clock/pageClock.ts) as a classic script that runs before the app's, starting
 * at the world's time and then following it (`/__classroom/clock`, read every second), so the
 * trainer's pause, speeds and jumps reach the trainee's countdowns, polls and Date.
 */
import { installPageClock, pageClockPolicy, type WorldClockSample } from '../../clock/pageClock';
import type { OwnRoute } from '../controlRoute';
import type { World } from '../world';
import { followWorldClock, type FollowOptions } from './browser/worldClockScript';
import { traineeTexts } from './traineeTexts';

export const CLOCK_PATH = '/__classroom/clock';
export const CLOCK_SCRIPT_PATH = '/__classroom/clock.js';
/** A pause shows on the trainee's screen within about this long. */
const FOLLOW_EVERY_MS = 1_000;
export const PAUSED_BANNER_ID = 'classroom-paused';

/** A trainee's world, and how many times its scenario has started since they joined. */
export interface ClockOf {
  world: World;
  restarts(): number;
}

export function worldClockSample({ world, restarts }: ClockOf): WorldClockSample {
  const { clock } = world.control;
  return { now: clock.now(), speed: clock.speed(), paused: clock.paused(), starts: restarts() };
}

/** The page's script: the follower first (it keeps the real timers), then the page clock at the world's time. */
export function clockScript(sample: WorldClockSample): string {
  const follow: FollowOptions = { clockPath: CLOCK_PATH, everyMs: FOLLOW_EVERY_MS, pausedText: traineeTexts.paused, bannerId: PAUSED_BANNER_ID };
  const clock = { ...pageClockPolicy, source: { remote: sample } };
  return `(${followWorldClock.toString()})(${JSON.stringify(follow)});\n(${installPageClock.toString()})(${JSON.stringify(clock)});\n`;
}

const NOT_STORED = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
const onlyGet = (method: string) => (method === 'GET' || method === 'HEAD' ? null : Response.json({ error: 'GET only' }, { status: 405 }));
const notJoined = () => Response.json({ error: 'Join the class first' }, { status: 401 });

/** The clock script and the clock's reading, for the world of the trainee who asks. */
export function worldClockRoutes(clockOf: (headers: Headers) => ClockOf | null): OwnRoute[] {
  const answerWith = (make: (trainee: ClockOf) => Response) => (request: Request) => {
    const trainee = clockOf(request.headers);
    return Promise.resolve(trainee ? make(trainee) : notJoined());
  };
  return [
    {
      path: CLOCK_SCRIPT_PATH,
      refuse: onlyGet,
      answer: answerWith((trainee) => new Response(clockScript(worldClockSample(trainee)), { headers: { 'content-type': 'text/javascript; charset=utf-8', ...NOT_STORED } })),
    },
    { path: CLOCK_PATH, refuse: onlyGet, answer: answerWith((trainee) => Response.json(worldClockSample(trainee), { headers: NOT_STORED })) },
  ];
}
