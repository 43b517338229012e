/**
 * A press the capture recorded by its place (its name was not one of the app's texts, decision
 * 0359) as a replay presses it: by the name the replayed row shows. The page the press led to says
 * which row it was (a unit's page: that unit's row; a device's page: that device's row), and the
 * row's name comes from the data the replay runs on, as the app lays the row out
 * (app/domain/pressedRowNames.ts). A press that led nowhere named has no name a replay can find.
 * Pure.
 */
import type { LiveDevice, Unit } from '../../app/api/schemas';
import { deviceRowName, unitRowName } from '../../app/domain/pressedRowNames';
import { answerOf, type CaptureEntry } from './captureFile';
import type { SeedRecord } from './answersSeed';
import { regenerate } from './regenerate';

const UNIT_PAGE = /^\/community\/[^/]+\/unit(?:_v2)?\/([^/?#]+)$/;
const DEVICE_PAGE = /^\/community\/[^/]+\/unit(?:_v2)?\/[^/]+\/device\/([^/?#]+)$/;

const resultsOf = (answer: unknown): Array<Record<string, unknown>> =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as { results?: unknown }).results) ? (answer as { results: Array<Record<string, unknown>> }).results : [];

/** The page the press at `index` led to: the next route before the next press. */
function pageAfter(entries: readonly CaptureEntry[], index: number): string | null {
  const next = entries.slice(index + 1).find((entry) => entry.kind === 'route' || entry.kind === 'action');
  return next?.kind === 'route' ? (next.path.split(/[?#]/)[0] ?? next.path) : null;
}

/** The device as the hub's last device list before the press showed it (its state then is its row's). */
function deviceShown(entries: readonly CaptureEntry[], index: number, uid: string): LiveDevice | undefined {
  for (const entry of entries.slice(0, index).reverse()) {
    if (entry.kind !== 'call' || entry.call !== 'devices.listByHub' || entry.outcome !== 'ok') continue;
    const device = resultsOf(regenerate(answerOf(entries, entry))).find((candidate) => candidate.uid === uid);
    if (device) return device as unknown as LiveDevice;
  }
  return undefined;
}

/** The name a replay presses the placed press at `index` by, or null when the capture cannot tell. */
export function placedPressName(entries: readonly CaptureEntry[], index: number, records: readonly SeedRecord[]): string | null {
  const page = pageAfter(entries, index);
  const device = page === null ? null : DEVICE_PAGE.exec(page);
  if (device?.[1]) {
    const shown = deviceShown(entries, index, decodeURIComponent(device[1]));
    return shown ? deviceRowName(shown) : null;
  }
  const unit = page === null ? null : UNIT_PAGE.exec(page);
  // The replay's unit list shows the units as the compiled seed holds them (made-up residents included).
  const record = unit?.[1] ? records.find((seed) => seed.collection === 'units' && String(seed.record.id) === decodeURIComponent(unit[1] ?? '')) : undefined;
  return record ? unitRowName(record.record as unknown as Unit) : null;
}
