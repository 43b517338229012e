/**
 * The trainer console's behaviour (served by the classroom, never in a build): every two seconds
 * it reads every trainee's overview, and its buttons run the console actions (../consoleActions.ts)
 * as control calls on one trainee's world or on all of them, with the token from the address's
 * fragment (never sent to the server in the URL).
 */
export {};

interface Action { id: string; section: string; label: string; call: string; args: Array<string | number | boolean>; forAll: boolean }
interface Choices { actions: Action[]; scenarios: string[]; stages: Array<{ value: string; label: string }>; calls: string[]; statuses: number[]; syncStatuses: string[] }
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
  sensors: Array<{ uid: string; label: string }>;
  errors: number;
  recent: Array<{ at: number; kind: string; text: string }>;
}
/** A finished exercise kept in the class's history (../classRecords.ts). */
interface HistoryRow { at: string; scenario: string; met: number; total: number; tookMinutes: number | null; hintsUsed: number; errorsSeen: number }

const POLL_MS = 2000;
const token = new URLSearchParams(location.hash.slice(1)).get('token');
const choices = JSON.parse(document.getElementById('console-choices')?.textContent ?? '{}') as Choices;
const root = document.getElementById('console')!;

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

interface Picks { scenario: HTMLSelectElement; hub: HTMLSelectElement; lock: HTMLSelectElement; sensor: HTMLSelectElement; syncStatus: HTMLSelectElement; stage: HTMLSelectElement; call: HTMLSelectElement; status: HTMLSelectElement; keys: HTMLInputElement }

function argsOf(action: Action, picks: Picks): unknown[] {
  const value: Record<string, unknown> = {
    $scenario: picks.scenario.value,
    $hub: picks.hub.value,
    $lock: picks.lock.value || undefined,
    $stage: picks.stage.value,
    $keys: picks.keys.value,
    $sensor: picks.sensor.value,
    $syncStatus: picks.syncStatus.value,
    $callFault: { kind: 'http', call: picks.call.value, status: Number(picks.status.value), times: 1 },
  };
  return action.args.map((arg) => (typeof arg === 'string' && arg in value ? value[arg] : arg));
}

function picksFor(prefix: string): Picks {
  return {
    scenario: select(`${prefix}scenario`, asOptions(choices.scenarios)),
    hub: select(`${prefix}hub`, []),
    lock: select(`${prefix}Yale lock`, []),
    sensor: select(`${prefix}sensor`, []),
    syncStatus: select(`${prefix}door-code sync status`, asOptions(choices.syncStatuses)),
    stage: select(`${prefix}inclusion stage`, choices.stages),
    call: select(`${prefix}call`, asOptions(choices.calls)),
    status: select(`${prefix}status`, choices.statuses.map((status) => ({ value: String(status), label: String(status) }))),
    keys: el('input', { ariaLabel: `${prefix}keys`, placeholder: 'keys, e.g. 615204#7#3#' }),
  };
}

function buttons(actions: Action[], run: (action: Action) => void): HTMLElement[] {
  return actions.map((action) => el('button', { type: 'button', onclick: () => run(action) }, action.label));
}

interface Card { section: HTMLElement; status: HTMLElement; picks: Picks; outcome: HTMLElement }
const cards = new Map<string, Card>();
let latest: Overview[] = [];

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
  const outcome = el('p', { className: 'muted', role: 'status' });
  const status = el('div');
  const history = el('section', { ariaLabel: `History of ${trainee.name}` });
  const run = (action: Action) => void control(trainee.id, action.call, argsOf(action, picks)).then((text) => (outcome.textContent = text));
  const bySection = (section: string) => choices.actions.filter((action) => action.section === section);
  const controls = el(
    'div',
    { className: 'no-print' },
    el('div', {}, picks.scenario, ...buttons(bySection('scenario'), run), ...buttons(bySection('exercise'), run), el('button', { type: 'button', onclick: () => void showHistory(trainee.name, history) }, 'History')),
    el('div', {}, ...buttons(bySection('clock'), run)),
    el('div', {}, 'Hub ', picks.hub, ' ', ...buttons(bySection('inject').filter((action) => action.args.includes('$hub')), run), picks.stage),
    el('div', {}, picks.call, picks.status, ...buttons(bySection('inject').filter((action) => !action.args.includes('$hub')), run)),
    el('div', {}, picks.syncStatus, ...buttons(bySection('sync'), run)),
    el('div', {}, 'Sensor ', picks.sensor, ...buttons(bySection('sensor'), run)),
    el('div', {}, 'At the door: ', ...buttons(bySection('door').filter((action) => action.id !== 'yalePress'), run), picks.lock, picks.keys, ...buttons(bySection('door').filter((action) => action.id === 'yalePress'), run)),
    outcome,
  );
  const section = el('section', { className: 'card', ariaLabel: `Trainee ${trainee.name}` }, el('h2', {}, trainee.name), status, history, controls);
  const card = { section, status, picks, outcome };
  cards.set(trainee.id, card);
  return card;
}

function statusOf(trainee: Overview): HTMLElement[] {
  const screen = trainee.screen;
  const where = screen ? `Screen ${screen.path}${screen.dialog ? `, dialog “${screen.dialog}”` : ''}${screen.stage ? `, pairing: ${screen.stage}` : ''}` : 'Screen: not reported yet';
  const clock = `${trainee.scenario} · simulator ${simTime(trainee.clock.now)} · ${trainee.clock.paused ? 'paused' : `${trainee.clock.speed}×`} · errors seen ${trainee.errors}`;
  const exercise = trainee.exercise;
  const objectives = exercise
    ? el('ol', { ariaLabel: `Objectives of ${trainee.name}` }, ...exercise.objectives.map((objective, index) =>
        el('li', { className: objective.met ? 'met' : 'open' }, objective.met ? `✓ ${objective.text} (simulator ${simTime(objective.metAt ?? 0)}, at ${wallTime(exercise.metAtWall[index])})` : `… ${objective.text}`)))
    : el('p', { className: 'muted' }, 'No exercise running.');
  const hints = exercise ? `Hints used: ${exercise.hints.shown.length} of ${exercise.hints.total}` : '';
  const recent = el('ul', { ariaLabel: `Recent events of ${trainee.name}` }, ...trainee.recent.map((row) => el('li', {}, `${simTime(row.at)} ${row.kind}: ${row.text}`)));
  return [el('p', {}, where), el('p', { className: 'muted' }, clock), objectives, el('p', {}, hints), recent];
}

function summaryTable(trainees: Overview[]): HTMLElement {
  const head = el('tr', {}, ...['Trainee', 'Objectives met', 'Hints used', 'Errors seen', 'Screen'].map((title) => el('th', {}, title)));
  const rows = trainees.map((trainee) => {
    const objectives = trainee.exercise?.objectives ?? [];
    return el('tr', {}, el('td', {}, trainee.name), el('td', {}, `${objectives.filter((objective) => objective.met).length} of ${objectives.length}`), el('td', {}, String(trainee.exercise?.hints.shown.length ?? 0)), el('td', {}, String(trainee.errors)), el('td', {}, trainee.screen?.path ?? ''));
  });
  return el('table', { ariaLabel: 'Class summary' }, head, ...rows);
}

async function exportCsv(): Promise<void> {
  const response = await post('/__classroom/summary.csv', {});
  const link = el('a', { href: URL.createObjectURL(await response.blob()), download: 'class-summary.csv' });
  link.click();
  URL.revokeObjectURL(link.href);
}

const everyone = picksFor('Everyone: ');
const everyoneOutcome = el('p', { className: 'muted', role: 'status' });
const summary = el('section', { ariaLabel: 'Summary' });
const list = el('div');

function forAll(action: Action): void {
  const args = argsOf(action, everyone);
  void Promise.all(latest.map((trainee) => control(trainee.id, action.call, args))).then((outcomes) => (everyoneOutcome.textContent = `${action.label}: ${outcomes.filter((text) => text.startsWith('Done')).length} of ${outcomes.length} trainees`));
}

async function endSession(): Promise<void> {
  if (!confirm('End the session for every trainee? Their worlds close.')) return;
  await Promise.all(latest.map((trainee) => post('/__simulator/control', { call: 'worlds.end', args: [trainee.id] })));
  everyoneOutcome.textContent = 'The session has ended.';
}

async function refresh(): Promise<void> {
  const response = await post('/__classroom/trainees', {});
  if (!response.ok) {
    everyoneOutcome.textContent = `The console cannot read the class (${response.status}): check the token in the address.`;
    return;
  }
  latest = ((await response.json()) as { trainees: Overview[] }).trainees;
  const seen = new Set(latest.map((trainee) => trainee.id));
  for (const [id, card] of cards) {
    if (seen.has(id)) continue;
    card.section.remove();
    cards.delete(id);
  }
  for (const trainee of latest) {
    const card = cardFor(trainee);
    card.status.replaceChildren(...statusOf(trainee));
    refill(card.picks.hub, asOptions(trainee.hubs));
    refill(card.picks.lock, asOptions(trainee.locks));
    refill(card.picks.sensor, trainee.sensors.map((sensor) => ({ value: sensor.uid, label: sensor.label })));
    if (card.section.parentElement !== list) list.append(card.section);
  }
  summary.replaceChildren(el('h2', {}, `Summary (${latest.length} trainees)`), el('div', { className: 'scroll', tabIndex: 0 }, summaryTable(latest)));
}

async function poll(): Promise<void> {
  await refresh().catch(() => (everyoneOutcome.textContent = 'The classroom server does not answer.'));
  setTimeout(() => void poll(), POLL_MS);
}

if (token) {
  const forEveryone = choices.actions.filter((action) => action.forAll);
  root.replaceChildren(
    el(
      'section',
      { className: 'card no-print', ariaLabel: 'Everyone' },
      el('h2', {}, 'Everyone'),
      el('div', {}, everyone.scenario, ...buttons(forEveryone, forAll)),
      el('div', {}, el('button', { type: 'button', onclick: () => void exportCsv() }, 'Export CSV'), el('button', { type: 'button', onclick: () => print() }, 'Print the summary'), el('button', { type: 'button', onclick: () => void endSession() }, 'End the session')),
      everyoneOutcome,
    ),
    list,
    summary,
  );
  void poll();
}
