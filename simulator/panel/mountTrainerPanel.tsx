/**
 * Puts the trainer panel into the page, in a React root of its own after the app's #root: the
 * app neither renders nor knows it. Simulator builds only (simulator/browser.ts mounts it).
 */
import { createRoot } from 'react-dom/client';
import type { SimulatorControl } from '../control/types';
import { TrainerPanel } from './TrainerPanel';
import '../style/panel.css';

/** Whether the panel is open, kept for the tab so a scenario start (a reload) leaves it open. */
const OPEN_KEY = 'simulator:panel-open';

function openState(storage: Storage) {
  return {
    wasOpen: (() => {
      try {
        return storage.getItem(OPEN_KEY) === '1';
      } catch {
        return false;
      }
    })(),
    rememberOpen(open: boolean) {
      try {
        storage.setItem(OPEN_KEY, open ? '1' : '0');
      } catch {
        // A storage that refuses writes only means the panel opens closed after a reload.
      }
    },
  };
}

/**
 * An app dialog (MUI's Modal) hides every other child of the body from assistive technology and
 * takes the focus back whenever it lands outside the dialog. The panel is not part of the app, and
 * a trainer works it while a dialog is open (a sync paused while its dialog shows), so it stays
 * exposed and keeps the focus it is given: its focus events do not reach the document, where the
 * dialog's focus trap listens for them.
 */
function keepUsableBesideDialogs(host: HTMLElement): void {
  new MutationObserver(() => {
    if (host.hasAttribute('aria-hidden')) host.removeAttribute('aria-hidden');
  }).observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
  host.addEventListener('focusin', (event) => event.stopPropagation());
}

export function mountTrainerPanel(control: SimulatorControl, page: Window): void {
  const host = page.document.createElement('div');
  host.id = 'simulator-trainer-panel';
  page.document.body.append(host);
  keepUsableBesideDialogs(host);
  const place = { ...openState(page.sessionStorage), reload: () => page.location.reload() };
  createRoot(host).render(<TrainerPanel control={control} place={place} />);
}
