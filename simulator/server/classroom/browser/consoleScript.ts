/**
 * The trainer console's behaviour (served by the classroom, never in a build): every two seconds
 * it reads every trainee's overview, and its buttons run the console actions (../consoleActions.ts)
 * as control calls on one trainee's world or on all of them, with the token from the address's
 * fragment (never sent to the server in the URL). Each trainee is a compact tile (screen,
 * progress, what calls for help: a raised hand, stuck, errors, offline) whose details and
 * controls open on demand, so thirty fit a laptop's screen (issue 39). A trainee's world rewinds
 * to one of its checkpoints, or forks into a world for the projector; the class rewinds to a
 * checkpoint by its label (decision 0435). A fault profile is applied to one trainee's world or
 * to everyone's, after a checkpoint as any injected fault (decision 0465).
 */
export {};

interface Action { id: string; section: string; label: string; call: string; args: Array<string | number | boolean>; forAll: boolean }
interface Texts {
  details: string; hideDetails: string; handUp: string; lowerHand: string; offline: string; stuck: string; errors: string; trainerErrors: string; ended: string;
  checkpoint: string; noCheckpoint: string; rewind: string; rewound: string; rewindEveryone: string; rewoundEveryone: string; notRewound: string; fork: string; forked: string; exportJson: string; debrief: string;
  onTheBox: string; reproduce: string; reproduced: string;
}
interface Checkpoint { id: number; label: string; simTime: number; wallTime: number }
interface Choices {
  actions: Action[];
  scenarios: Array<{ name: string; description: string }>;
  stages: Array<{ value: string; label: string }>;
  calls: string[];
  statuses: number[];
  syncStatuses: string[];
  profiles: string[];
  texts: Texts;
  stuckAfterMs: number;
}
interface Objective { text: string; met: boolean; metAt: number | null }
interface Overview {
  id: string;
  name: string;
  screen: { path: string; dialog: string | null; stage: string | null; at: number } | null;
  scenario: string;
  clock: { now: number; paused: boolean; speed: number };
  exercise: { startedAt: number; objectives: Objective[]; hints: { shown: string[]; total: number }; metAtWall: Array<number | null>; finished: { tookMs: number } | null } | null;
  hubs: string[];
  locks: string[];
  hardware: string[];
  score: { percent: number; points: number; wallMinutes: number } | null;
  seed: number;
  sensors: Array<{ uid: string; label: string }>;
  errors: number;
  trainerErrors: number;
  recent: Array<{ at: number; kind: string; text: string }>;
  offlineSince: number | null;
  progressAt: number;
  handRaisedAt: number | null;
  focus: { hub: string | null; sensor: string | null };
  checkpoints: Checkpoint[];
}
/** A finished exercise kept in the class's history (../classRecords.ts). */
interface HistoryRow { at: string; scenario: string; met: number; total: number; tookMinutes: number | null; hintsUsed: number; errorsSeen: number }

const POLL_MS = 2000;
const token = new URLSearchParams(location.hash.slice(1)).get('token');
const choices = JSON.parse(document.getElementById('console-choices')?.textContent ?? '{}') as Choices;
const root = document.getElementById('console')!;
const texts = choices.texts;
const counted = (text: string, n: number) => text.replace('{n}', String(n));
const filled = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), props);
  element.append(...children);
  return element;
}

function select(label: string, options: Array<{ value: string; label: string }>): HTMLSelectElement {
  const picker = el('select', { ariaLabel: label });
  picker.append(...options.map((option) => el('option', { value: option.value }, option.label)));
  return picker;
}

function refill(picker: HTMLSelectElement, options: Array<{ value: string; label: string }>): void {
  const kept = picker.value;
  if ([...picker.options].map((option) => option.value).join() === options.map((option) => option.value).join()) return;
  picker.replaceChildren(...options.map((option) => el('option', { value: option.value }, option.label)));
  if (options.some((option) => option.value === kept)) picker.value = kept;
}

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function control(world: string, call: string, args: unknown[]): Promise<string> {
  const response = await post('/__simulator/control', { world, call, args });
  const answer = (await response.json()) as { result?: unknown; error?: string };
  if (!response.ok) return `Refused: ${answer.error ?? response.status}`;
  const result = answer.result as { ok?: boolean; error?: string } | null;
  return result && result.ok === false ? `Refused: ${result.error}` : `Done: ${call}`;
}

const simTime = (ms: number) => new Date(ms).toLocaleTimeString();
const wallTime = (ms: number | null | undefined) => (ms ? new Date(ms).toLocaleTimeString() : '');

interface Picks { description: HTMLElement; scenario: HTMLSelectElement; hub: HTMLSelectElement; lock: HTMLSelectElement; sensor: HTMLSelectElement; syncStatus: HTMLSelectElement; profile: HTMLSelectElement; stage: HTMLSelectElement; call: HTMLSelectElement; status: HTMLSelectElement; keys: HTMLInputElement }

function argsOf(action: Action, picks: Picks): unknown[] {
  const value: Record<string, unknown> = {
    $scenario: picks.scenario.value,
    $hub: picks.hub.value,
    $lock: picks.lock.value || undefined,
    $stage: picks.stage.value,
    $keys: picks.keys.value,
    $sensor: picks.sensor.value,
    $syncStatus: picks.syncStatus.value,
    $profile: picks.profile.value,
    $callFault: { kind: 'http', call: picks.call.value, status: Number(picks.status.value), times: 1 },
  };
  return action.args.map((arg) => (typeof arg === 'string' && arg in value ? value[arg] : arg));
}

/** The scenario picker, with the chosen scenario's description under it. */
function scenarioPicker(label: string): { picker: HTMLSelectElement; description: HTMLElement } {
  const picker = select(label, choices.scenarios.map((scenario) => ({ value: scenario.name, label: scenario.name })));
  const description = el('p', { className: 'muted' });
  const describe = () => (description.textContent = choices.scenarios.find((scenario) => scenario.name === picker.value)?.description ?? '');
  picker.addEventListener('change', describe);
  describe();
  return { picker, description };
}

/** A picker the trainer chose from keeps their choice; until then it follows the unit on the trainee's screen. */
function follow(picker: HTMLSelectElement, value: string | null): void {
  if (picker.dataset.chosen !== 'yes' && value !== null && [...picker.options].some((option) => option.value === value)) picker.value = value;
}

function picksFor(prefix: string): Picks {
  const hub = select(`${prefix}hub`, []);
  const sensor = select(`${prefix}sensor`, []);
  for (const picker of [hub, sensor]) picker.addEventListener('change', () => (picker.dataset.chosen = 'yes'));
  const { picker: scenario, description } = scenarioPicker(`${prefix}scenario`);
  return {
    description,
    scenario,
    hub,
    lock: select(`${prefix}Yale lock`, []),
    sensor,
    syncStatus: select(`${prefix}door-code sync status`, asOptions(choices.syncStatuses)),
    profile: select(`${prefix}fault profile`, asOptions(choices.profiles)),
    stage: select(`${prefix}inclusion stage`, choices.stages),
    call: select(`${prefix}call`, asOptions(choices.calls)),
    status: select(`${prefix}status`, choices.statuses.map((status) => ({ value: String(status), label: String(status) }))),
    keys: el('input', { ariaLabel: `${prefix}keys`, placeholder: 'keys, e.g. 615204#7#3#' }),
  };
}

function buttons(actions: Action[], run: (action: Action) => void): HTMLElement[] {
  return actions.map((action) => el('button', { type: 'button', onclick: () => run(action) }, action.label));
}

interface Card { section: HTMLElement; glance: HTMLElement; details: HTMLElement; status: HTMLElement; toggle: HTMLButtonElement; picks: Picks; outcome: HTMLElement; checkpoint: HTMLSelectElement }
const cards = new Map<string, Card>();
let latest: Overview[] = [];
let now = Date.now();

/** The trainee's finished exercises in this class, over every session of it (decision 0395). */
async function showHistory(name: string, into: HTMLElement): Promise<void> {
  const response = await post('/__classroom/history', { name });
  if (!response.ok) {
    into.replaceChildren(el('p', { className: 'muted' }, `No history: this class keeps none (${response.status}).`));
    return;
  }
  const { results } = (await response.json()) as { results: HistoryRow[] };
  const row = (result: HistoryRow) =>
    `${new Date(result.at).toLocaleString()} ${result.scenario}: ${result.met} of ${result.total} objectives${result.tookMinutes === null ? '' : ` in ${result.tookMinutes} simulator minutes`}, hints ${result.hintsUsed}, errors ${result.errorsSeen}`;
  into.replaceChildren(
    el('h3', {}, `History of ${name}`),
    results.length === 0 ? el('p', { className: 'muted' }, 'No finished exercise yet.') : el('ul', {}, ...results.map((result) => el('li', {}, row(result)))),
  );
}

function cardFor(trainee: Overview): Card {
  const existing = cards.get(trainee.id);
  if (existing) return existing;
  const picks = picksFor(`${trainee.name}: `);
  picks.scenario.value = trainee.scenario;
  picks.scenario.dispatchEvent(new Event('change'));
  const outcome = el('p', { className: 'muted', role: 'status' });
  const status = el('div');
  const history = el('section', { ariaLabel: `History of ${trainee.name}` });
  const run = (action: Action) => void control(trainee.id, action.call, argsOf(action, picks)).then((text) => (outcome.textContent = text));
  const checkpoint = select(`${trainee.name}: ${texts.checkpoint.toLowerCase()}`, []);
  const current = () => latest.find((overview) => overview.id === trainee.id) ?? trainee;
  const bySection = (section: string) => choices.actions.filter((action) => action.section === section);
  const controls = el(
    'div',
    {},
    el('div', {}, picks.scenario, ...buttons(bySection('scenario'), run), ...buttons(bySection('exercise'), run), el('button', { type: 'button', onclick: () => void showHistory(trainee.name, history) }, 'History')),
    el('div', {}, `Seed ${trainee.seed} `, el('button', { type: 'button', onclick: () => void reproduce(trainee.seed, outcome) }, texts.reproduce)),
    picks.description,
    el('div', {}, `${texts.checkpoint} `, checkpoint, el('button', { type: 'button', onclick: () => void rewind(current(), checkpoint.value, outcome) }, texts.rewind), el('button', { type: 'button', onclick: () => void fork(current(), checkpoint.value, outcome) }, texts.fork)),
    el('div', {}, ...buttons(bySection('clock'), run)),
    el('div', {}, 'Hub ', picks.hub, ' ', ...buttons(bySection('inject').filter((action) => action.args.includes('$hub')), run), picks.stage),
    el('div', {}, picks.call, picks.status, ...buttons(bySection('inject').filter((action) => !action.args.includes('$hub')), run)),
    el('div', {}, 'Fault profile ', picks.profile, ...buttons(bySection('profile'), run)),
    el('div', {}, picks.syncStatus, ...buttons(bySection('sync'), run)),
    el('div', {}, 'Sensor ', picks.sensor, ...buttons(bySection('sensor'), run)),
    el('div', {}, 'At the door: ', ...buttons(bySection('door').filter((action) => action.id !== 'yalePress'), run), picks.lock, picks.keys, ...buttons(bySection('door').filter((action) => action.id === 'yalePress'), run)),
    outcome,
  );
  const details = el('div', { hidden: true }, status, history, controls);
  const toggle = el('button', { type: 'button', ariaExpanded: 'false' }, texts.details);
  const section = el('section', { className: 'tile', ariaLabel: `Trainee ${trainee.name}` });
  toggle.onclick = () => {
    details.hidden = !details.hidden;
    toggle.ariaExpanded = String(!details.hidden);
    toggle.textContent = details.hidden ? texts.details : texts.hideDetails;
    section.classList.toggle('open', !details.hidden);
  };
  const glance = el('div');
  section.append(el('h2', {}, trainee.name), glance, details);
  const card = { section, glance, details, status, toggle, picks, outcome, checkpoint };
  cards.set(trainee.id, card);
  return card;
}

/** Newest first: a trainer rewinds a few minutes, not to the start. */
const checkpointOptions = (checkpoints: Checkpoint[]) =>
  [...checkpoints].reverse().map((checkpoint) => ({ value: String(checkpoint.id), label: `${simTime(checkpoint.simTime)} · ${checkpoint.label}` }));

async function rewind(trainee: Overview, checkpoint: string, outcome: HTMLElement): Promise<void> {
  if (!checkpoint) return;
  const text = await control(trainee.id, 'checkpoints.rewind', [Number(checkpoint)]);
  const label = trainee.checkpoints.find((kept) => String(kept.id) === checkpoint)?.label ?? checkpoint;
  outcome.textContent = text.startsWith('Done') ? filled(texts.rewound, { label }) : text;
  await refresh();
}

/** The fork's link opens it once, in the projector's browser: the trainee's own world is left as it is. */
async function fork(trainee: Overview, checkpoint: string, outcome: HTMLElement): Promise<void> {
  const response = await post('/__classroom/fork', { id: trainee.id, ...(checkpoint ? { checkpoint: Number(checkpoint) } : {}) });
  const answer = (await response.json()) as { name?: string; open?: string; error?: string };
  if (!response.ok || !answer.open) {
    outcome.textContent = `Refused: ${answer.error ?? response.status}`;
    return;
  }
  const href = new URL(answer.open, location.href).href;
  outcome.replaceChildren(filled(texts.forked, { name: answer.name ?? '' }), ' ', el('a', { href, target: '_blank', rel: 'noopener' }, href));
  await refresh();
}

/** A world of the class's scenario from the trainee's seed: the same variant, on a tile of its own. */
async function reproduce(seed: number, into: HTMLElement): Promise<void> {
  const response = await post('/__classroom/reproduce', { seed });
  const answer = (await response.json()) as { name?: string; error?: string };
  into.textContent = response.ok ? `${texts.reproduced} ${answer.name}` : `Refused: ${answer.error ?? response.status}`;
  await refresh();
}

async function lowerHand(trainee: Overview): Promise<void> {
  await post('/__classroom/lower-hand', { id: trainee.id });
  await refresh();
}

/** What calls for the trainer: a raised hand, no progress for a while, errors, a page gone quiet. */
function signalsOf(trainee: Overview): HTMLElement[] {
  const signals: HTMLElement[] = [];
  if (trainee.handRaisedAt !== null) signals.push(el('span', { className: 'signal hand' }, texts.handUp));
  if (trainee.offlineSince !== null) signals.push(el('span', { className: 'signal', title: wallTime(trainee.offlineSince) }, texts.offline));
  const stuckMs = now - trainee.progressAt;
  if (trainee.exercise && !trainee.exercise.finished && stuckMs >= choices.stuckAfterMs) signals.push(el('span', { className: 'signal' }, counted(texts.stuck, Math.floor(stuckMs / 60_000))));
  if (trainee.errors > 0) signals.push(el('span', { className: 'signal' }, counted(texts.errors, trainee.errors)));
  return signals;
}

function glanceOf(trainee: Overview, card: Card): HTMLElement[] {
  const screen = trainee.screen;
  // Every exercise happens in one community: its long id would fill the tile's line.
  const path = screen?.path.replace(/^\/community\/[^/]+(?=\/)/, '…') ?? '';
  const where = screen ? `${path}${screen.dialog ? ` · “${screen.dialog}”` : ''}${screen.stage ? ` · ${screen.stage}` : ''}` : 'Screen: not reported yet';
  const objectives = trainee.exercise?.objectives ?? [];
  const progress = trainee.exercise
    ? `${trainee.score?.percent ?? 0}% · ${objectives.filter((objective) => objective.met).length} of ${objectives.length} objectives${trainee.exercise.finished ? ' ✓' : ''} · hints ${trainee.exercise.hints.shown.length}`
    : trainee.scenario;
  const signals = signalsOf(trainee);
  card.section.classList.toggle('needs-help', signals.length > 0);
  const hand = trainee.handRaisedAt === null ? [] : [el('button', { type: 'button', onclick: () => void lowerHand(trainee) }, texts.lowerHand)];
  const debrief = el('a', { href: `/debrief#token=${encodeURIComponent(token ?? '')}&id=${encodeURIComponent(trainee.id)}`, target: '_blank', rel: 'noopener' }, texts.debrief);
  return [el('div', { className: 'line', title: where }, where), el('div', { className: 'line' }, progress), el('div', { className: 'line' }, ...signals), el('div', {}, card.toggle, ...hand, debrief)];
}

function statusOf(trainee: Overview): HTMLElement[] {
  const screen = trainee.screen;
  const where = screen ? `Screen ${screen.path}${screen.dialog ? `, dialog “${screen.dialog}”` : ''}${screen.stage ? `, pairing: ${screen.stage}` : ''}` : 'Screen: not reported yet';
  const caused = trainee.trainerErrors > 0 ? ` ${counted(texts.trainerErrors, trainee.trainerErrors)}` : '';
  const clock = `${trainee.scenario} · simulator ${simTime(trainee.clock.now)} · ${trainee.clock.paused ? 'paused' : `${trainee.clock.speed}×`} · errors seen ${trainee.errors}${caused}`;
  const exercise = trainee.exercise;
  const objectives = exercise
    ? el('ol', { ariaLabel: `Objectives of ${trainee.name}` }, ...exercise.objectives.map((objective, index) =>
        el('li', { className: objective.met ? 'met' : 'open' }, objective.met ? `✓ ${objective.text} (simulator ${simTime(objective.metAt ?? 0)}, at ${wallTime(exercise.metAtWall[index])})` : `… ${objective.text}`)))
    : el('p', { className: 'muted' }, 'No exercise running.');
  const hints = exercise ? `Hints used: ${exercise.hints.shown.length} of ${exercise.hints.total}${trainee.score ? ` · score ${trainee.score.points} (${trainee.score.percent}% in ${trainee.score.wallMinutes} min)` : ''}` : '';
  const offline = trainee.offlineSince === null ? [] : [el('li', {}, `${wallTime(trainee.offlineSince)} ${texts.offline}: the trainee's page stopped reporting`)];
  const recent = el('ul', { ariaLabel: `Recent events of ${trainee.name}` }, ...trainee.recent.map((row) => el('li', {}, `${simTime(row.at)} ${row.kind}: ${row.text}`)), ...offline);
  const hardware = trainee.hardware.length === 0 ? [] : [el('div', { ariaLabel: `${texts.onTheBox}: ${trainee.name}` }, `${texts.onTheBox}: `, ...trainee.hardware.map((fact) => el('div', {}, fact)))];
  return [el('p', {}, where), el('p', { className: 'muted' }, clock), ...hardware, objectives, el('p', {}, hints), recent];
}

function summaryTable(trainees: Overview[]): HTMLElement {
  const head = el('tr', {}, ...['Trainee', 'Objectives met', 'Score', 'Hints used', 'Errors seen', 'Seed', 'Screen'].map((title) => el('th', {}, title)));
  const rows = trainees.map((trainee) => {
    const objectives = trainee.exercise?.objectives ?? [];
    return el('tr', {}, el('td', {}, trainee.name), el('td', {}, `${objectives.filter((objective) => objective.met).length} of ${objectives.length}`), el('td', {}, trainee.score ? `${trainee.score.points} (${trainee.score.percent}%)` : ''), el('td', {}, String(trainee.exercise?.hints.shown.length ?? 0)), el('td', {}, String(trainee.errors)), el('td', {}, String(trainee.seed)), el('td', {}, trainee.screen?.path ?? ''));
  });
  return el('table', { ariaLabel: 'Class summary' }, head, ...rows);
}

async function exportAs(kind: 'csv' | 'json'): Promise<void> {
  const response = await post(`/__classroom/export.${kind}`, {});
  const link = el('a', { href: URL.createObjectURL(await response.blob()), download: `class-summary.${kind}` });
  link.click();
  URL.revokeObjectURL(link.href);
}

const everyone = picksFor('Everyone: ');
const everyoneOutcome = el('p', { className: 'muted', role: 'status' });
const everyoneCheckpoint = select(`Everyone: ${texts.checkpoint.toLowerCase()}`, []);

/** Each trainee goes back to their own latest checkpoint with that label ("before fault: stream drop at …"); the server names those left as they were. */
async function rewindEveryone(): Promise<void> {
  const label = everyoneCheckpoint.value;
  if (!label) return;
  const response = await post('/__classroom/rewind-everyone', { label });
  const answer = (await response.json()) as { rewound?: unknown[]; without?: Array<{ name: string }>; failed?: Array<{ name: string; error: string }>; error?: string };
  if (!response.ok || !answer.rewound) {
    everyoneOutcome.textContent = `Refused: ${answer.error ?? response.status}`;
    return;
  }
  const left = [...(answer.without ?? []).map((trainee) => trainee.name), ...(answer.failed ?? []).map((trainee) => `${trainee.name} (${trainee.error})`)];
  everyoneOutcome.textContent = [
    filled(texts.rewoundEveryone, { n: answer.rewound.length, total: answer.rewound.length + left.length, label }),
    left.length ? filled(texts.notRewound, { names: left.join(', ') }) : '',
  ].join(' ').trim();
  await refresh();
}
const summary = el('section', { ariaLabel: 'Summary' });
/** Tiles and their details are the trainer's tools: printing gives the summary alone. */
const list = el('div', { className: 'tiles no-print' });

function forAll(action: Action): void {
  const args = argsOf(action, everyone);
  void Promise.all(latest.map((trainee) => control(trainee.id, action.call, args))).then((outcomes) => (everyoneOutcome.textContent = `${action.label}: ${outcomes.filter((text) => text.startsWith('Done')).length} of ${outcomes.length} trainees`));
}

async function endSession(): Promise<void> {
  if (!confirm('End the session for every trainee? Their worlds close.')) return;
  const response = await post('/__classroom/end', {});
  everyoneOutcome.textContent = response.ok ? texts.ended : `Refused: ${response.status}`;
}

async function refresh(): Promise<void> {
  const response = await post('/__classroom/trainees', {});
  if (!response.ok) {
    everyoneOutcome.textContent = `The console cannot read the class (${response.status}): check the token in the address.`;
    return;
  }
  const answer = (await response.json()) as { trainees: Overview[]; at: number };
  latest = answer.trainees;
  now = answer.at;
  const seen = new Set(latest.map((trainee) => trainee.id));
  for (const [id, card] of cards) {
    if (seen.has(id)) continue;
    card.section.remove();
    cards.delete(id);
  }
  for (const trainee of latest) {
    const card = cardFor(trainee);
    card.glance.replaceChildren(...glanceOf(trainee, card));
    card.status.replaceChildren(...statusOf(trainee));
    refill(card.picks.hub, asOptions(trainee.hubs));
    refill(card.picks.lock, asOptions(trainee.locks));
    refill(card.picks.sensor, trainee.sensors.map((sensor) => ({ value: sensor.uid, label: sensor.label })));
    follow(card.picks.hub, trainee.focus.hub);
    follow(card.picks.sensor, trainee.focus.sensor);
    refill(card.checkpoint, trainee.checkpoints.length ? checkpointOptions(trainee.checkpoints) : [{ value: '', label: texts.noCheckpoint }]);
    if (card.section.parentElement !== list) list.append(card.section);
  }
  const labels = [...new Set(latest.flatMap((trainee) => trainee.checkpoints.map((checkpoint) => checkpoint.label)))];
  refill(everyoneCheckpoint, labels.length ? asOptions(labels) : [{ value: '', label: texts.noCheckpoint }]);
  summary.replaceChildren(el('h2', {}, `Summary (${latest.length} trainees)`), el('div', { className: 'scroll', tabIndex: 0 }, summaryTable(latest)));
}

async function poll(): Promise<void> {
  await refresh().catch(() => (everyoneOutcome.textContent = 'The classroom server does not answer.'));
  setTimeout(() => void poll(), POLL_MS);
}

if (token) {
  const forEveryone = choices.actions.filter((action) => action.forAll && action.section !== 'profile');
  root.replaceChildren(
    el(
      'section',
      { className: 'card no-print', ariaLabel: 'Everyone' },
      el('h2', {}, 'Everyone'),
      el('div', {}, everyone.scenario, ...buttons(forEveryone, forAll)),
      everyone.description,
      el('div', {}, 'Fault profile ', everyone.profile, ...buttons(choices.actions.filter((action) => action.section === 'profile'), forAll)),
      el('div', {}, `${texts.checkpoint} `, everyoneCheckpoint, el('button', { type: 'button', onclick: () => void rewindEveryone() }, texts.rewindEveryone)),
      el('div', {}, el('button', { type: 'button', onclick: () => void exportAs('csv') }, 'Export CSV'), el('button', { type: 'button', onclick: () => void exportAs('json') }, texts.exportJson), el('button', { type: 'button', onclick: () => print() }, 'Print the summary'), el('button', { type: 'button', onclick: () => void endSession() }, 'End the session')),
      everyoneOutcome,
    ),
    list,
    summary,
  );
  void poll();
}
