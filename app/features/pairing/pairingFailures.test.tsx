// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_INFO_POLL_MS } from '../../domain/pairing/timing';
import { texts } from '../../domain/texts';
import { DEVICE_PRESS_AFTER_MS, INCLUSION_AFTER_PRESS_MS } from '../../../simulator/zwave/timing';
import type { RenderedApp } from '../../../tests/integration/support/renderApp';
import { withRunningFakeTimers } from '../../../tests/integration/support/runningFakeTimers';
import { openUnitScreen } from '../../../tests/integration/support/unitScreen';

/**
 * Pairing failure scenario files (scenarios/) replayed through the simulated controller on unit
 * 1204 (address 1008), whose next device to install joins 5 s after each inclusion start. The
 * simulator clock stands still and moves only when the test says; the app's own timers (its polls)
 * are moved with fake timers. Playwright keeps inclusion-nothing-joins (with axe) and the stream's
 * failures, which need the real WebSocket (decision 0287).
 */
const UNIT_TO_INSTALL = 1008;
const HUB_TO_INSTALL = 'HB2-1001204';
const words = texts.pairing.errors;
const { buttons } = texts.pairing;

const paused = (base: string) => ({ name: `${base}-paused`, extends: base, description: `${base}, with the clock paused for a scripted test.`, clock: { paused: true } });

let app: RenderedApp | undefined;
withRunningFakeTimers();
afterEach(() => {
  app?.close();
  app = undefined;
});

const advanceSimClock = (ms: number) => act(async () => void (await app?.sim.control.clock.advance(ms)));

async function openScenario(scenario: string) {
  app = await openUnitScreen(UNIT_TO_INSTALL, paused(scenario));
  const panel = await screen.findByRole('region', { name: texts.pairing.panelTitle });
  fireEvent.click(within(panel).getByRole('button', { name: texts.pairing.include }));
  fireEvent.click(within(await screen.findByRole('group', { name: texts.yale.question })).getByRole('button', { name: texts.yale.no }));
  await vi.waitFor(() => expect(screen.getByRole('button', { name: texts.pairing.start })).toBeEnabled());
  expect(app.sim.control.stream.connections(HUB_TO_INSTALL)).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: texts.pairing.start }));
}

/** The error view: its heading, these lines, and exactly these buttons (by label) in order. */
async function expectErrorView(lines: string[], shown: string[]) {
  const heading = await screen.findByRole('heading', { name: texts.errorView.title });
  const view = heading.closest('[role="alert"]') as HTMLElement;
  for (const line of lines) expect(within(view).getByText(line)).toBeInTheDocument();
  expect(within(view).getAllByRole('button').map((button) => button.textContent)).toEqual(shown);
}

const countdown = () => screen.queryByRole('timer', { name: texts.pairing.countdown });

/** From the countdown to the naming form: the device joins on the simulator clock, then a poll of the device list finds it. */
async function includeThroughController() {
  expect(await screen.findByRole('timer', { name: texts.pairing.countdown })).toBeInTheDocument();
  await advanceSimClock(DEVICE_PRESS_AFTER_MS + INCLUSION_AFTER_PRESS_MS.protocolDone);
  expect(await screen.findByText(texts.pairing.instructions.including)).toBeInTheDocument();
  await advanceSimClock(INCLUSION_AFTER_PRESS_MS.addNodeDone - INCLUSION_AFTER_PRESS_MS.protocolDone);
  // A poll under way when the device was listed may not see it: the next one does.
  await vi.waitFor(
    async () => {
      await act(() => vi.advanceTimersByTimeAsync(DEVICE_INFO_POLL_MS));
      expect(screen.getByRole('heading', { name: texts.pairing.naming.located })).toBeInTheDocument();
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** Inclusion failures that Try Again recovers from: the error, then a whole inclusion to the naming form. */
const recoverable: Array<{ scenario: string; failsAfterMs: number; lines: string[]; before?: () => Promise<void> }> = [
  // Heard 5 s in, AddNode Failed 2 s later.
  { scenario: 'inclusion-addnode-failed', failsAfterMs: DEVICE_PRESS_AFTER_MS + 2_000, lines: [words.include] },
  { scenario: 'inclusion-start-fails', failsAfterMs: 0, lines: [words.prep, 'Simulated failure (500)'] },
  {
    scenario: 'hub-offline-at-prep',
    failsAfterMs: 0,
    lines: [words.prep],
    // The hub is offline for 2 minutes: Try Again fails the same way until then.
    async before() {
      fireEvent.click(screen.getByRole('button', { name: buttons.tryAgain }));
      await vi.waitFor(() => expect(app?.sim.control.calls().filter((call) => call.name === 'hubs.inclusion')).toHaveLength(2));
      await expectErrorView([words.prep], [buttons.tryAgain]);
      await advanceSimClock(120_000);
    },
  },
];

// The first render loads the whole unit screen: close to a minute on a busy 2-core machine.
describe('pairing failures through the simulated controller (spec 02 §4, §8)', { timeout: 90_000 }, () => {
  it.each(recoverable)("$scenario: its error's text and Try Again, which then includes the device", async ({ scenario, failsAfterMs, lines, before }) => {
    await openScenario(scenario);
    if (failsAfterMs > 0) {
      expect(await screen.findByRole('timer', { name: texts.pairing.countdown })).toBeInTheDocument();
      await advanceSimClock(failsAfterMs - 1_000);
      expect(countdown()).toBeInTheDocument();
      await advanceSimClock(1_000);
    }
    // The exclusion hint keeps Exclude back on a first attempt.
    await expectErrorView(lines, [buttons.tryAgain]);
    await before?.();
    fireEvent.click(screen.getByRole('button', { name: buttons.tryAgain }));
    await includeThroughController();
  });
});
