/**
 * Runs in a trainee's page beside the app (served by the classroom, never in a build): every two
 * seconds it tells the classroom where the trainee is (path, open dialog, the pairing status line)
 * and shows the hints the trainer sent. It knows nothing of the app's code, only its accessible
 * roles, and it carries no trainer controls and no answers.
 */
export {};

const REPORT_EVERY_MS = 2000;
const ME_PATH = '/__classroom/me';

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

function banner(): HTMLElement {
  const existing = document.getElementById('classroom-hint');
  if (existing) return existing;
  const box = document.createElement('aside');
  box.id = 'classroom-hint';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', 'From your trainer');
  Object.assign(box.style, {
    position: 'fixed', left: '8px', right: '8px', bottom: '8px', zIndex: '2000', padding: '10px 12px', borderRadius: '6px',
    background: '#1d2430', color: '#f3f5f8', font: '15px/1.4 system-ui, sans-serif', boxShadow: '0 2px 10px rgba(0,0,0,.4)',
  });
  document.body.append(box);
  return box;
}

let shownHints = 0;

function showHints(hints: string[]): void {
  if (hints.length <= shownHints) return;
  shownHints = hints.length;
  const box = banner();
  box.replaceChildren();
  const title = document.createElement('strong');
  title.textContent = 'From your trainer (simulator): ';
  const text = document.createElement('span');
  text.textContent = hints[hints.length - 1] ?? '';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'OK';
  Object.assign(close.style, { marginLeft: '8px', font: 'inherit', padding: '2px 10px' });
  close.addEventListener('click', () => box.remove());
  box.append(title, text, close);
}

function showEnded(): void {
  const box = banner();
  box.textContent = 'The class has ended: this world is closed. Ask your trainer to join again.';
}

async function report(): Promise<boolean> {
  try {
    const response = await fetch(ME_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: location.pathname, dialog: openDialog(), stage: pairingStage() }),
    });
    if (response.status === 401) {
      showEnded();
      return false;
    }
    if (response.ok) showHints(((await response.json()) as { hints: string[] }).hints);
  } catch {
    // Offline: the next report tries again; the world waits on the server.
  }
  return true;
}

async function loop(): Promise<void> {
  if (await report()) setTimeout(() => void loop(), REPORT_EVERY_MS);
}

void loop();
