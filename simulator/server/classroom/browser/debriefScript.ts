/**
 * The debrief page's behaviour (issue 39, served by the classroom, never in a build): replays one
 * trainee's screen recording (browser/traineeRecording.ts) with rrweb's Replayer, loaded ahead of
 * it as `window.rrweb`, with play/pause, a scrubber and speeds, and lists their world's events
 * beside it. The replay runs on wall time; each event's world time (`sim`) maps a moment of the
 * replay to the world's clock, so the events it has passed light up and a click on one seeks there.
 * The token and the trainee come in the address's fragment, as the console's token does. A moment
 * of the replay opens as a fork of the trainee's world (decision 0435): a new world, from the newest
 * checkpoint at or before that moment, which the console lists beside the trainees and whose
 * one-time link opens it in the app.
 */
import type { eventWithTime, Replayer as ReplayerClass } from 'rrweb';

interface Stamped { timestamp: number; sim: number }
interface TraceRow { at: number; kind: string; text: string }
interface Debrief { name: string; dropped: number; trace: TraceRow[]; events: Array<eventWithTime & Stamped> }

export const SPEEDS = [1, 2, 4, 8];
const TICK_MS = 100;

/** The events' times, sorted by wall time, for the two mappings below. */
export interface Timeline { wall: number[]; sim: number[] }

export function timelineOf(events: readonly Stamped[]): Timeline {
  const sorted = [...events].sort((a, b) => a.timestamp - b.timestamp);
  return { wall: sorted.map((event) => event.timestamp), sim: sorted.map((event) => event.sim) };
}

/** The last index whose wall time is at or before `wall` (-1: before the first). */
function lastAtOrBefore(times: readonly number[], wall: number): number {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= wall) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * The world's time at a wall moment of the recording: between two events it moves as they did
 * (not at all while the world was paused, faster at a higher speed); a jump back (the scenario
 * started again) holds until the later event.
 */
export function simAt({ wall, sim }: Timeline, at: number): number {
  const index = lastAtOrBefore(wall, at);
  if (index < 0) return sim[0] ?? 0;
  const next = index + 1;
  if (next >= wall.length || sim[next]! < sim[index]! || wall[next] === wall[index]) return sim[index]!;
  const share = (at - wall[index]!) / (wall[next]! - wall[index]!);
  return sim[index]! + share * (sim[next]! - sim[index]!);
}

/** The wall moment the recording first reached the world's time `at` (its end when it never did). */
export function wallAtSim({ wall, sim }: Timeline, at: number): number {
  const index = sim.findIndex((time) => time >= at);
  return index < 0 ? (wall.at(-1) ?? 0) : wall[index]!;
}

/**
 * Where the replayer is told to stand for a scrubber's `offset`. rrweb applies at once only the events
 * strictly before the moment asked for, so the end itself is asked for one millisecond past the last
 * event: a fast run whose last event drew the pairing screen replayed to its end without it.
 */
export function replayOffset(offset: number, totalTime: number): number {
  const at = Math.max(0, Math.min(totalTime, offset));
  return at === totalTime ? totalTime + 1 : at;
}

/** The events at or before the world's time `at`: the last of them is where the replay stands. */
export function passedRows(rows: readonly TraceRow[], at: number): number {
  return rows.filter((row) => row.at <= at).length;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), props);
  element.append(...children);
  return element;
}

const clockText = (ms: number) => new Date(ms).toLocaleTimeString();
const elapsedText = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

interface Asked { token: string | null; id: string }

/**
 * Forks the trainee's world at the world time `at` and shows the fork's one-time link, as the
 * console's Fork to the projector does: opened (in a new tab, or on the projector) it sets that
 * browser's world cookie and lands in the app on the fork.
 */
async function fork({ token, id }: Asked, at: number, into: HTMLElement): Promise<void> {
  const response = await fetch('/__classroom/fork', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, atMs: Math.floor(at) }),
  });
  const answer = (await response.json().catch(() => ({}))) as { name?: string; open?: string; error?: string };
  if (!response.ok || !answer.open) {
    into.textContent = `Refused: ${answer.error ?? response.status}`;
    return;
  }
  const href = new URL(answer.open, location.href).href;
  into.replaceChildren(`Forked at simulator ${clockText(at)} as “${answer.name}”: its tile is in the console. Open it once, within 10 minutes: `, el('a', { href, target: '_blank', rel: 'noopener' }, 'Open the fork in the app'));
}

function show(root: HTMLElement, debrief: Debrief, asked: Asked): void {
  const Replayer = (window as unknown as { rrweb: { Replayer: typeof ReplayerClass } }).rrweb.Replayer;
  const events = [...debrief.events].sort((a, b) => a.timestamp - b.timestamp);
  const timeline = timelineOf(events);
  const frame = el('div', { className: 'frame' });
  const stage = el('div', { className: 'stage' }, frame);
  const playButton = el('button', { type: 'button' }, 'Play');
  const scrubber = el('input', { type: 'range', min: '0', step: '100', value: '0', ariaLabel: 'Replay position' });
  const position = el('span', { className: 'muted', role: 'timer', ariaLabel: 'Replay time' });
  const forkButton = el('button', { type: 'button' }, 'Open as fork');
  const forkOutcome = el('span', { className: 'muted', role: 'status' });
  const speeds = SPEEDS.map((speed) => el('button', { type: 'button', ariaPressed: String(speed === 1) }, `${speed}×`));
  const rows = debrief.trace.map((row) => el('li', { className: row.kind.includes('fault') ? 'fault' : '', tabIndex: 0 }, `${clockText(row.at)} ${row.kind}: ${row.text}`));
  const list = el('ol', { className: 'events', ariaLabel: `Events of ${debrief.name}` }, ...rows);
  const note = debrief.dropped > 0 ? [el('p', { className: 'muted' }, `The start of the run is no longer kept (${debrief.dropped} older part${debrief.dropped === 1 ? '' : 's'} dropped to bound its size).`)] : [];
  root.replaceChildren(
    el(
      'div',
      { className: 'debrief' },
      el('section', { className: 'replay', ariaLabel: `Replay of ${debrief.name}` }, stage, el('div', { className: 'bar' }, playButton, scrubber, position), el('div', { className: 'bar' }, 'Speed ', ...speeds, forkButton, forkOutcome), ...note),
      el('section', { ariaLabel: 'World events' }, el('h2', {}, 'World events'), list),
    ),
  );

  // The Replayer builds its frame in `frame`, which must be in the document by then.
  const replayer = new Replayer(events, { root: frame, showWarning: false, mouseTail: false, triggerFocus: false, skipInactive: false });
  const { startTime, totalTime } = replayer.getMetaData();
  scrubber.max = String(totalTime);
  let playing = false;
  let current = -1;

  const fit = () => {
    const width = Number(replayer.iframe.width) || 1;
    const height = Number(replayer.iframe.height) || 1;
    const scale = Math.min(stage.clientWidth / width, stage.clientHeight / height, 1);
    Object.assign(replayer.wrapper.style, { transform: `scale(${scale})`, transformOrigin: 'top left', width: `${width}px`, height: `${height}px` });
    frame.style.width = `${width * scale}px`;
    frame.style.height = `${height * scale}px`;
  };
  function update(): void {
    const offset = Math.min(replayer.getCurrentTime(), totalTime);
    const sim = simAt(timeline, startTime + offset);
    scrubber.value = String(offset);
    position.textContent = `${elapsedText(offset)} of ${elapsedText(totalTime)} · simulator ${clockText(sim)}`;
    const passed = passedRows(debrief.trace, sim);
    rows.forEach((row, index) => row.classList.toggle('passed', index < passed));
    if (passed - 1 === current) return;
    rows[current]?.classList.remove('current');
    current = passed - 1;
    rows[current]?.classList.add('current');
    rows[current]?.scrollIntoView({ block: 'nearest' });
  }
  const seek = (offset: number) => {
    const at = replayOffset(offset, totalTime);
    if (playing) replayer.play(at);
    else replayer.pause(at);
    update();
  };

  replayer.on('resize', fit);
  addEventListener('resize', fit);
  replayer.on('finish', () => {
    playing = false;
    playButton.textContent = 'Play';
  });
  playButton.onclick = () => {
    playing = !playing;
    playButton.textContent = playing ? 'Pause' : 'Play';
    if (playing) replayer.play(replayer.getCurrentTime() >= totalTime ? 0 : replayer.getCurrentTime());
    else replayer.pause();
  };
  scrubber.oninput = () => seek(Number(scrubber.value));
  speeds.forEach((button, index) => {
    button.onclick = () => {
      replayer.setConfig({ speed: SPEEDS[index]! });
      speeds.forEach((other) => (other.ariaPressed = String(other === button)));
    };
  });
  debrief.trace.forEach((row, index) => {
    const go = () => seek(wallAtSim(timeline, row.at) - startTime);
    rows[index]!.onclick = go;
    rows[index]!.onkeydown = (event) => {
      if (event.key === 'Enter') go();
    };
  });
  forkButton.onclick = () => void fork(asked, simAt(timeline, startTime + replayer.getCurrentTime()), forkOutcome);

  replayer.pause(0);
  fit();
  update();
  setInterval(update, TICK_MS);
}

export async function startDebrief(): Promise<void> {
  const root = document.getElementById('debrief')!;
  const fragment = new URLSearchParams(location.hash.slice(1));
  const asked = { token: fragment.get('token'), id: fragment.get('id') ?? '' };
  const response = await fetch('/__classroom/debrief', { method: 'POST', headers: { Authorization: `Bearer ${asked.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ id: asked.id }) });
  if (!response.ok) {
    root.replaceChildren(el('p', { className: 'error', role: 'alert' }, `The debrief cannot be read (${response.status}): open it from the console.`));
    return;
  }
  const debrief = (await response.json()) as Debrief;
  document.title = `Debrief: ${debrief.name}`;
  document.getElementById('debrief-title')!.textContent = `Debrief: ${debrief.name}`;
  // A replay needs a page's Meta event and its snapshot at least.
  if (debrief.events.length < 2) {
    root.replaceChildren(el('p', { className: 'muted' }, `Nothing recorded for ${debrief.name} yet: their page records once it loads in the classroom.`));
    return;
  }
  try {
    show(root, debrief, asked);
  } catch (error) {
    root.replaceChildren(el('p', { className: 'error', role: 'alert' }, `The replay could not start: ${error instanceof Error ? error.message : String(error)}`));
  }
}
