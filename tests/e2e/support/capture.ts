/** The flight recording as it left the app in an error report (issue 26), and a fresh phone between replays in one page (decision 0338). */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readCapture, type Capture } from '../../../simulator/capture/captureFile';
import { firstScreenLoaded } from './expectPage';
import { expect, SESSION_KEYS, type Sim } from './fixtures';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const FRESH_FLAG = 'e2e:fresh-app-storage';
const withFreshStorage = new WeakSet<Page>();

/**
 * The next page load starts with none of the app's storage ('installer:' keys) but the session:
 * what a phone that just signed in holds, so a replay in the same page owes nothing to the run
 * before it (its flight recording, saved as that page was left, included). The simulator's own
 * keys stay: they carry the scenario just started.
 */
export async function freshAppStorageOnNextLoad(page: Page): Promise<void> {
  if (!withFreshStorage.has(page)) {
    withFreshStorage.add(page);
    await page.addInitScript(({ flag, kept }) => {
      if (sessionStorage.getItem(flag) === null) return;
      sessionStorage.removeItem(flag);
      Object.keys(localStorage).filter((key) => key.startsWith('installer:') && !kept.includes(key)).forEach((key) => localStorage.removeItem(key));
    }, { flag: FRESH_FLAG, kept: SESSION_KEYS });
  }
  if (page.url() !== 'about:blank') await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), FRESH_FLAG);
}

/**
 * Starts `scenario` in the running page and opens `path` on it signed in, in one load (the
 * runner's `open` loads the sign-in page first): a replay run after the one before.
 */
export async function replayFrom(page: Page, sim: Sim, scenario: object, path: string): Promise<void> {
  await freshAppStorageOnNextLoad(page);
  const started = await sim.control((s, object) => s.startScenario(object), scenario);
  if (!started.ok) throw new Error(`The compiled scenario did not start: ${started.error}`);
  await sim.adoptSession();
  await sim.open(path);
  await firstScreenLoaded(page);
}

/** The flight recording attached to the newest error report the simulator received (waits for one), read as the compiler reads it. */
export async function reportedCapture(sim: Sim): Promise<{ text: string; capture: Capture }> {
  await expect.poll(() => sim.control((s) => s.reports().length), { message: 'the app sent no error report' }).toBeGreaterThan(0);
  const reports = await sim.control((s) => s.reports());
  const attachment = reports.at(-1)?.attachments.find((item) => item.filename === 'flight-recording.json');
  if (!attachment) throw new Error(`The newest error report carries no flight recording: ${JSON.stringify(reports.at(-1)?.attachments.map((item) => item.filename))}`);
  const read = readCapture(attachment.text, version);
  if (!read.ok) throw new Error(`The reported flight recording cannot be compiled: ${read.error}\n${attachment.text.slice(0, 3000)}`);
  return { text: attachment.text, capture: read.capture };
}
