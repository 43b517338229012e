/**
 * Issue 26's recorded failure at unit 1004, for the production build's proof
 * (tests/e2e-production/productionCapture.spec.ts); its inclusion part is the demo proof's too
 * (tests/e2e/captureReplay.spec.ts). What the hub and the API do, on a clock that moves only when
 * the test moves it, and the installer's part, played by the runner that replays the compiled file
 * (so field run and replay move the clock alike).
 */
import type { ExpectEntry } from '../../../simulator/scenario/expectSchema';
import { texts } from '../../../app/domain/texts';
import type { ScenarioObject } from './fixtures';
import { unitPath } from './unit';

export const FIELD_DAY_UNIT = 1004;

/** The stream drops twice as the first inclusion starts, the second inclusion hears nothing, a switch command answers 500. */
export function fieldDayFailures(name: string): ScenarioObject {
  return {
    name,
    description: 'The stream drops twice as the first inclusion starts, the second inclusion hears nothing, a switch command fails.',
    extends: ['stream-drops-twice', 'device-command-fails'],
    clock: { paused: true },
    faults: [{ id: 'second-inclusion-hears-nothing', kind: 'hub', behaviour: 'inclusion.nothingJoins', nth: 2 }],
  };
}

/**
 * The inclusion part both proofs record: the stream drops as the first inclusion starts (its
 * error, Go Back), the second inclusion hears nothing (its error), and the installer presses Try Again.
 */
export const dropsThenNothingJoins: ExpectEntry[] = [
  { click: texts.pairing.include },
  { click: texts.yale.no, in: texts.yale.question },
  { click: texts.pairing.start },
  { text: texts.errors.streamClosed },
  { click: texts.pairing.buttons.goBack },
  { click: texts.pairing.include },
  { click: texts.yale.no, in: texts.yale.question },
  { click: texts.pairing.start },
  { text: texts.pairing.errors.include },
  { click: texts.pairing.buttons.tryAgain },
];

export const fieldDayAtTheDoor: ExpectEntry[] = [
  { open: unitPath(FIELD_DAY_UNIT) },
  ...dropsThenNothingJoins,
  { click: texts.nav.back },
  { route: unitPath(FIELD_DAY_UNIT) },
  { click: 'Kitchen Lights ON' },
  { click: texts.deviceDetail.command.off },
  { call: 'devices.command', status: 500 },
];
