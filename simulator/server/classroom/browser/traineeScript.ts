/**
 * Runs in a trainee's page beside the app (served by the classroom, never in a build): every two
 * seconds it tells the classroom where the trainee is (path, open dialog, the pairing status line)
 * and shows the hints the trainer sent, a word when the trainer started the scenario again (its
 * sessions end, so the app signs the trainee out), and a button to raise a hand. It knows nothing
 * of the app's code, only its accessible roles, and it carries no trainer controls and no answers.
 * Its words (`traineeTexts`, ../traineeTexts.ts) are declared ahead of it by the classroom.
 * When the trainer rewinds the world (decision 0435), the page reloads into the rewound world.
 */
export {};

declare const traineeTexts: { hintTitle: string; hintOk: string; ended: string; restarted: string; raiseHand: string; handRaised: string };

const REPORT_EVERY_MS = 2000;
const ME_PATH = '/__classroom/me';

interface Answer {
  /** Numbered across scenario restarts: a hint after a restart is a new one though the exercise counts from 1 again. */
  hint: { id: number; text: string } | null;
  restarts: number;
  hand: boolean;
  /** How many times the world was rewound: a change means the app's screen shows a state that is gone. */
  epoch: number;
}

function textOf(element: Element | null | undefined): string | null {
  const text = element?.textContent?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 200) : null;
}

function openDialog(): string | null {
  const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
  if (!dialog) return null;
  const labelId = dialog.getAttribute('aria-labelledby');
  return textOf(labelId ? document.getElementById(labelId) : dialog.querySelector('h1, h2, h3')) ?? dialog.getAttribute('aria-label');
}

/** The pairing flow shows its stage as a status line above its progress bar. */
function pairingStage(): string | null {
  return textOf(document.querySelector('[role="progressbar"]')?.parentElement?.querySelector('[role="status"]'));
}

/**
 * The notes stack under the app's sticky header, not at the bottom where a screen's sticky
 * actions (Include, Exclude, Finish) are: a note over them would hide what the trainee must press.
 */
function notes(): HTMLElement {
  const existing = document.getElementById('classroom-notes');
  if (existing) return existing;
  const stack = document.createElement('div');
  stack.id = 'classroom-notes';
  Object.assign(stack.style, { position: 'fixed', left: '8px', right: '8px', top: '8px', zIndex: '2000', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '6px', pointerEvents: 'none' });
  document.body.append(stack);
  return stack;
}

function placeNotes(): void {
  const header = document.querySelector('header')?.getBoundingClientRect();
  notes().style.top = `${header && header.bottom > 0 ? Math.round(header.bottom) + 6 : 8}px`;
}

function note(id: string, label: string): HTMLElement {
  const existing = document.getElementById(id);
  if (existing) return existing;
  const box = document.createElement('aside');
  box.id = id;
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', label);
  Object.assign(box.style, {
    alignSelf: 'stretch', pointerEvents: 'auto', padding: '8px 12px', borderRadius: '6px',
    background: '#1d2430', color: '#f3f5f8', font: '15px/1.4 system-ui, sans-serif', boxShadow: '0 2px 10px rgba(0,0,0,.4)',
  });
  notes().prepend(box);
  placeNotes();
  return box;
}

function button(text: string, onClick: () => void): HTMLButtonElement {
  const press = document.createElement('button');
  press.type = 'button';
  press.textContent = text;
  Object.assign(press.style, { marginLeft: '8px', font: 'inherit', padding: '2px 10px', pointerEvents: 'auto' });
  press.addEventListener('click', onClick);
  return press;
}

function showNote(id: string, label: string, title: string, text: string): void {
  const box = note(id, label);
  const strong = document.createElement('strong');
  strong.textContent = title;
  box.replaceChildren(strong, text, button(traineeTexts.hintOk, () => box.remove()));
}

let shownHint = 0;
/** The world's epoch when this page loaded. */
let epoch: number | null = null;

/** Follows a rewind: the app refetches everything on a load, so a reload shows the rewound world. */
function followRewind(next: number): boolean {
  epoch ??= next;
  if (next === epoch) return false;
  location.reload();
  return true;
}
/** Kept for the tab: the app may load the page again on its way to sign-in, and the notice must still show. */
const RESTARTS_KEY = 'classroom:restarts';

function restartsSeen(): number | null {
  try {
    const kept = sessionStorage.getItem(RESTARTS_KEY);
    return kept === null ? null : Number(kept);
  } catch {
    return null;
  }
}

function keepRestarts(restarts: number): void {
  try {
    sessionStorage.setItem(RESTARTS_KEY, String(restarts));
  } catch {
    // A storage that refuses writes only loses the notice across a reload.
  }
}

function showHint(hint: Answer['hint']): void {
  if (!hint || hint.id <= shownHint) return;
  shownHint = hint.id;
  showNote('classroom-hint', 'From your trainer', traineeTexts.hintTitle, hint.text);
}

function showRestart(restarts: number): void {
  const seen = restartsSeen();
  if (seen !== null && restarts > seen) showNote('classroom-restarted', 'Scenario started again', '', traineeTexts.restarted);
  keepRestarts(restarts);
}

const hand = button(traineeTexts.raiseHand, () => void report(true));
hand.id = 'classroom-hand';
Object.assign(hand.style, { borderRadius: '16px', padding: '4px 12px', background: '#f0b429', color: '#1d2430', border: '0', boxShadow: '0 2px 6px rgba(0,0,0,.3)' });

function showHand(raised: boolean): void {
  if (hand.parentElement === null) notes().append(hand);
  hand.disabled = raised;
  hand.textContent = raised ? traineeTexts.handRaised : traineeTexts.raiseHand;
}

function showEnded(): void {
  note('classroom-hint', 'From your trainer').textContent = traineeTexts.ended;
  hand.remove();
}

async function report(raiseHand = false): Promise<boolean> {
  try {
    const response = await fetch(ME_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: location.pathname, dialog: openDialog(), stage: pairingStage(), ...(raiseHand ? { hand: true } : {}) }),
    });
    if (response.status === 401) {
      showEnded();
      return false;
    }
    if (response.ok) {
      const answer = (await response.json()) as Answer;
      if (followRewind(answer.epoch)) return false;
      showHint(answer.hint);
      showRestart(answer.restarts);
      showHand(answer.hand);
      placeNotes();
    }
  } catch {
    // Offline: the next report tries again; the world waits on the server.
  }
  return true;
}

// The hardware panel is a script of its own (./traineeHardware.ts), served beside this one.
document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: '/__classroom/hardware.js' }));

async function loop(): Promise<void> {
  if (await report()) setTimeout(() => void loop(), REPORT_EVERY_MS);
}

void loop();
// The debrief's screen recording (issue 39) is a script of its own (traineeRecording.ts).
void import(`${location.origin}/__classroom/recording.js`);
