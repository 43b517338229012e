/**
 * Issue 38, seed 22: after the hub stream failed twice before a device joined, the screen was the
 * start error with only Go Back (spec 02 §4), the way on docs/scenarios.md gives for
 * `stream-drops-twice` (Go Back, Include, Start). The explorer's way forward never pressed it, so
 * a run waited out its bound on a screen that had a button. Each error screen the pairing flow
 * reaches must offer one of the flow's ways forward.
 */
import { describe, expect, it } from 'vitest';
import { errorButtons } from '../../../app/domain/pairing/buttons';
import { transition, type PairingEvent } from '../../../app/domain/pairing/machine';
import { initialPairing, type PairingState } from '../../../app/domain/pairing/stages';
import { texts } from '../../../app/domain/texts';
import { pairingFlow } from './pairing';

const NOW = 1_000_000;
const LATE = NOW + 10 * 60_000;

function after(events: Array<{ event: PairingEvent; now?: number }>): PairingState {
  return events.reduce((state, { event, now }) => transition(state, event, now ?? NOW), initialPairing('inclusion', { askYale: true }));
}

const toStart: Array<{ event: PairingEvent }> = [{ event: { type: 'no' } }, { event: { type: 'start' } }];

const errorScreens: Array<{ screen: string; state: PairingState }> = [
  { screen: 'pairing start: the stream failed before a device joined', state: after([...toStart, { event: { type: 'streamFailed', detail: 'Connection to AWS was unexpectedly closed.' } }]) },
  { screen: 'prep: the start call failed', state: after([...toStart, { event: { type: 'startFailed' } }]) },
  { screen: 'inclusion start: the countdown ran out', state: after([...toStart, { event: { type: 'startAnswered', knownUids: [] } }, { event: { type: 'tick' }, now: LATE }]) },
];

describe('every error screen of the pairing flow offers the explorer a way forward', () => {
  it.each(errorScreens)('$screen', ({ state }) => {
    expect(state.error).not.toBeNull();
    const shown = errorButtons(state).map((button) => texts.pairing.buttons[button]);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((name) => pairingFlow.wayForward.includes(name))).not.toEqual([]);
  });
});
