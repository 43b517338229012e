/**
 * The trainee's hardware panel (issue 39), loaded by the trainee script beside the app: what the
 * installer does at the door, not in the app (each Yale lock's keypad, a device's button at a
 * hub, a sensor's door, motion or leak). A "Hardware" tab at the side opens it as a drawer under
 * the app's header that stops short of the bottom, so a screen's sticky actions (Include,
 * Exclude, Finish) stay free. Every step goes to `/__classroom/hardware`, which runs it on the
 * world of this browser's cookie; the words and the lock's display come from the server
 * (../hardware.ts), declared ahead of the script as `hardwareTexts`.
 */
export {};

interface Texts {
  open: string; close: string; heading: string; hint: string; keypadRegion: string; keypadHeading: string; notProduct: string;
  keys: Array<{ key: string; label: string }>; noLock: string; atHub: string; inclusionMode: string; exclusionMode: string;
  sensor: string; noSensor: string; done: string; failed: string;
  sensorSteps: Record<'door' | 'motion' | 'leak', Array<{ label: string; open?: boolean; wet?: boolean }>>;
}
interface State {
  locks: Array<{ serial: string; model: string; display: string; typed: string | null }>;
  hubs: string[];
  sensors: Array<{ uid: string; label: string; kind: 'door' | 'motion' | 'leak' }>;
}

declare const hardwareTexts: Texts;

const PATH = '/__classroom/hardware';
/** While the drawer is open the keypads follow the world (the hub hearing a mode, the trainer's steps). */
const REFRESH_MS = 1500;
/** Room left under the drawer for the app's sticky bottom bar. */
const BOTTOM_CLEAR_PX = 96;
const t = hardwareTexts;

/** `css`: the element's inline style, set through the CSSOM, which a CSP without 'unsafe-inline' styles still admits. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, { css, ...props }: Partial<HTMLElementTagNameMap[K]> & { css?: string } = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), props);
  if (css) element.style.cssText = css;
  element.append(...children);
  return element;
}

const tab = el('button', { type: 'button', id: 'classroom-hardware-tab', ariaExpanded: 'false' }, t.open);
Object.assign(tab.style, {
  position: 'fixed', right: '0', top: '45%', zIndex: '2001', writingMode: 'vertical-rl', padding: '10px 4px', border: '0', borderRadius: '6px 0 0 6px',
  background: '#f0b429', color: '#1d2430', font: '600 14px system-ui, sans-serif', boxShadow: '0 2px 6px rgba(0,0,0,.3)', cursor: 'pointer',
});
const status = el('p', { role: 'status' });
const body = el('div');
const drawer = el('aside', { id: 'classroom-hardware', hidden: true, ariaLabel: t.heading });
Object.assign(drawer.style, {
  position: 'fixed', right: '0', zIndex: '2002', width: 'min(320px, calc(100vw - 40px))', overflowY: 'auto', boxSizing: 'border-box', padding: '10px 12px',
  background: '#1d2430', color: '#f3f5f8', font: '14px/1.4 system-ui, sans-serif', borderRadius: '6px 0 0 6px', boxShadow: '0 2px 12px rgba(0,0,0,.5)',
});
const closeButton = el('button', { type: 'button' }, t.close);
drawer.append(el('div', { css: 'display:flex;justify-content:space-between;align-items:center' }, el('strong', {}, t.heading), closeButton), el('p', { css: 'margin:4px 0;color:#b8c2d0' }, t.hint), body, status);

function place(): void {
  const header = document.querySelector('header')?.getBoundingClientRect();
  const top = header && header.bottom > 0 ? Math.round(header.bottom) + 4 : 8;
  drawer.style.top = `${top}px`;
  drawer.style.maxHeight = `calc(100vh - ${top + BOTTOM_CLEAR_PX}px)`;
}

async function send(init?: RequestInit): Promise<void> {
  try {
    const response = await fetch(PATH, init);
    const answer = (await response.json()) as { state?: State; error?: string; ok?: boolean };
    if (init) status.textContent = response.ok ? t.done : t.failed.replace('{error}', answer.error ?? String(response.status));
    if (answer.state) show(answer.state);
    else if (!init) show(answer as State);
  } catch {
    // Offline: the next refresh tries again.
  }
}

const step = (payload: Record<string, unknown>) => () => void send({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });

function keypad(lock: State['locks'][number]): HTMLElement {
  const keys = el('div', { css: 'display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin-top:6px' }, ...t.keys.map(({ key, label }) =>
    el('button', { type: 'button', ariaLabel: label, onclick: step({ step: 'press', serial: lock.serial, keys: key }), css: 'font:600 18px system-ui;padding:8px 0' }, key)));
  const display = el('output', { ariaLive: 'polite', css: 'display:block;background:#0e1520;color:#8ee08e;font-family:monospace;padding:6px;border-radius:4px' }, lock.display, ...(lock.typed ? [el('br'), lock.typed] : []));
  return el('section', { ariaLabel: `${t.keypadRegion} ${lock.serial}`, css: 'margin:8px 0' }, el('strong', {}, `${t.keypadHeading} (${lock.serial})`), el('div', { css: 'color:#b8c2d0;font-size:12px' }, `${t.notProduct} ${lock.model}`), display, keys);
}

/** A picker keeps what the trainee chose across refreshes. */
function picker(label: string, options: Array<{ value: string; label: string }>, kept: string): HTMLSelectElement {
  const select = el('select', { ariaLabel: label, css: 'max-width:100%' }, ...options.map((option) => el('option', { value: option.value }, option.label)));
  if (options.some((option) => option.value === kept)) select.value = kept;
  return select;
}

let hubPicked = '';
let sensorPicked = '';

function doorSteps(state: State): HTMLElement[] {
  if (state.hubs.length === 0) return [];
  const hub = picker(t.atHub, state.hubs.map((serial) => ({ value: serial, label: serial })), hubPicked);
  hub.onchange = () => (hubPicked = hub.value);
  const mode = (which: 'inclusion' | 'exclusion', label: string) => el('button', { type: 'button', onclick: () => step({ step: which, hub: hub.value })() }, label);
  return [el('label', {}, t.atHub, ' ', hub), el('div', {}, mode('inclusion', t.inclusionMode), mode('exclusion', t.exclusionMode))];
}

function sensorSteps(state: State): HTMLElement[] {
  if (state.sensors.length === 0) return [el('p', {}, t.noSensor)];
  const sensor = picker(t.sensor, state.sensors.map((one) => ({ value: one.uid, label: one.label })), sensorPicked);
  const buttons = el('div');
  const fill = () => {
    sensorPicked = sensor.value;
    const kind = state.sensors.find((one) => one.uid === sensor.value)?.kind ?? 'door';
    buttons.replaceChildren(...t.sensorSteps[kind].map(({ label, ...args }) => el('button', { type: 'button', onclick: step({ step: kind, uid: sensor.value, ...args }) }, label)));
  };
  sensor.onchange = fill;
  fill();
  return [el('label', {}, t.sensor, ' ', sensor), buttons];
}

let shown = '';
function show(state: State): void {
  // Rebuilt only when something changed, so an open picker is not closed under the trainee's finger.
  const key = JSON.stringify(state);
  if (key === shown) return;
  shown = key;
  body.replaceChildren(...(state.locks.length === 0 ? [el('p', {}, t.noLock)] : state.locks.map(keypad)), ...doorSteps(state), ...sensorSteps(state));
}

let timer: ReturnType<typeof setInterval> | undefined;
function toggle(open: boolean): void {
  drawer.hidden = !open;
  tab.ariaExpanded = String(open);
  tab.hidden = open;
  clearInterval(timer);
  if (!open) return;
  place();
  void send();
  timer = setInterval(() => void send(), REFRESH_MS);
}

tab.onclick = () => toggle(true);
closeButton.onclick = () => toggle(false);
document.body.append(tab, drawer);
