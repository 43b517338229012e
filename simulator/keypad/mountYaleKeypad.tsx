/**
 * Puts a keypad for each Yale lock the scenario has at a door into the page, in a React root of
 * its own after the app's #root (the app neither renders nor knows it). Nothing is added when no
 * lock waits. Simulator builds only (simulator/browser.ts mounts it).
 */
import { createRoot } from 'react-dom/client';
import type { SimulatorControl } from '../control/types';
import { YaleKeypad } from './YaleKeypad';
import '../style/panel.css';
import './keypad.css';

/** The keypads' host element, which the trainer panel links to. */
export const YALE_KEYPADS_ID = 'simulator-yale-keypads';

export function mountYaleKeypads(control: SimulatorControl, page: Window): void {
  const serials = control.yale.locks().map((lock) => String(lock.serial));
  if (serials.length === 0) return;
  const host = page.document.createElement('div');
  host.id = YALE_KEYPADS_ID;
  host.className = 'sim-panel sim-keypads';
  page.document.body.append(host);
  createRoot(host).render(serials.map((serial) => <YaleKeypad key={serial} control={control} serial={serial} />));
}
