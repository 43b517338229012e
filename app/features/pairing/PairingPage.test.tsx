// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HubMessageState } from '../../api/schemas';
import { DEVICE_INFO_POLL_MS } from '../../domain/pairing/timing';
import { texts } from '../../domain/texts';
import type { RenderedApp } from '../../../tests/integration/support/renderApp';
import { withRunningFakeTimers } from '../../../tests/integration/support/runningFakeTimers';
import { openUnitScreen } from '../../../tests/integration/support/unitScreen';

const HUB = 'HB2-1000104';
const words = texts.pairing.errors;
const { buttons } = texts.pairing;

/**
 * Unit 104's setup page driven by hand: the hub accepts start and abort, its messages are pushed
 * through the control API, and the simulator clock stands still (tests/e2e/support/pairing.ts).
 */
const byHand = {
  name: 'pairing-by-hand',
  extends: 'default',
  description: 'The setup page driven by hand.',
  clock: { paused: true },
  faults: [
    { kind: 'http', call: 'hubs.inclusion', status: 200, body: { message: 'Inclusion mode' } },
    { kind: 'http', call: 'hubs.exclusion', status: 200, body: { message: 'Exclusion mode' } },
  ],
};

let app: RenderedApp | undefined;
// Device info polls the device list every 3 s: the test moves the app's timers on instead of waiting.
withRunningFakeTimers();
afterEach(() => {
  app?.close();
  app = undefined;
});

function push(message: { state: HubMessageState; status: string; nodeId?: number }) {
  act(() => expect(app?.sim.control.stream.push(HUB, message)).toBe(1));
}

/** The hub's inclusion and exclusion calls (start or abort) with their answers. */
const hubCalls = () =>
  app?.sim.control
    .calls()
    .filter((call) => call.name === 'hubs.inclusion' || call.name === 'hubs.exclusion')
    .map((call) => `${call.name} ${call.status}`) ?? [];

/** Opens the setup page from the DEVICES tab's panel, answers No to the Yale question and waits for the stream. */
async function openSetupPage(operation: 'inclusion' | 'exclusion', scenario: object = byHand) {
  app = await openUnitScreen(1004, scenario);
  const panel = await screen.findByRole('region', { name: texts.pairing.panelTitle });
  fireEvent.click(within(panel).getByRole('button', { name: operation === 'inclusion' ? texts.pairing.include : texts.pairing.exclude }));
  fireEvent.click(within(await screen.findByRole('group', { name: texts.yale.question })).getByRole('button', { name: texts.yale.no }));
  await vi.waitFor(() => expect(screen.getByRole('button', { name: texts.pairing.start })).toBeEnabled());
}

/** The error view: these lines and exactly these buttons, in order. */
async function expectErrorView(lines: string[], shown: string[]) {
  const heading = await screen.findByRole('heading', { name: texts.errorView.title });
  const view = heading.closest('[role="alert"]') as HTMLElement;
  for (const line of lines) expect(within(view).getByText(line)).toBeInTheDocument();
  expect(within(view).getAllByRole('button').map((button) => button.textContent)).toEqual(shown);
}

// The first render loads the whole unit screen: seconds on a busy 2-core machine.
describe('the pairing page (spec 02 §4)', { timeout: 60_000 }, () => {
  it('moves through an inclusion as the hub reports: countdown, including, device info, then naming', async () => {
    await openSetupPage('inclusion');
    expect(screen.getByRole('heading', { name: texts.pairing.includeTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.pairing.instructions.inclusionStart)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.pairing.start }));
    expect(await screen.findByRole('timer', { name: texts.pairing.countdown })).toHaveTextContent('90');
    expect(screen.getByText(texts.pairing.instructions.inclusionMode(90))).toBeInTheDocument();

    // AddNode Started is progress only: the countdown goes on.
    push({ state: 'AddNode', status: 'Started' });
    expect(screen.getByRole('timer', { name: texts.pairing.countdown })).toBeInTheDocument();
    push({ state: 'AddNode', status: 'GettingNodeInfo' });
    expect(await screen.findByText(texts.pairing.instructions.including)).toBeInTheDocument();
    expect(screen.queryByRole('timer', { name: texts.pairing.countdown })).toBeNull();

    push({ state: 'AddNode', status: 'Done', nodeId: 40 });
    expect(await screen.findByText(texts.pairing.instructions.deviceInfo)).toBeInTheDocument();
    const [gateway] = app?.sim.control.db.find('devices', { uid: 'dev-1004-gateway' }) ?? [];
    await app?.sim.control.db.create('devices', {
      uid: 'dev-new-sensor',
      localId: '40',
      deviceType: 'binary_sensor',
      model: 'Ecolink Door/Window Sensor',
      gatewayId: gateway?.gatewayId ?? null,
      name: null,
      metadata_id: null,
      device_metadata: [],
      notifications: true,
      dcm: null,
      sensors: [{ sensorType: 'DoorLocked', value: 'True', timeIssued: new Date(app.sim.control.clock.now()).toISOString() }],
    });
    await act(() => vi.advanceTimersByTimeAsync(DEVICE_INFO_POLL_MS));
    expect(await screen.findByRole('heading', { name: texts.pairing.naming.located })).toBeInTheDocument();
    expect(screen.getByText(texts.pairing.naming.sensorFor)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.pairing.naming.save })).toBeDisabled();
    expect(hubCalls()).toEqual(['hubs.inclusion 200']);
  });

  it('a failed inclusion shows its text with Try Again only on a first attempt, and Exclude from the second', async () => {
    await openSetupPage('inclusion');
    fireEvent.click(screen.getByRole('button', { name: texts.pairing.start }));
    await screen.findByRole('timer', { name: texts.pairing.countdown });
    push({ state: 'AddNode', status: 'Failed' });
    await expectErrorView([words.include], [buttons.tryAgain]);

    fireEvent.click(screen.getByRole('button', { name: buttons.tryAgain }));
    expect(await screen.findByRole('timer', { name: texts.pairing.countdown })).toHaveTextContent('90');
    push({ state: 'AddNode', status: 'Failed' });
    await expectErrorView([words.include, words.excludeHint], [buttons.tryAgain, buttons.exclude]);

    fireEvent.click(screen.getByRole('button', { name: buttons.exclude }));
    expect(await screen.findByRole('heading', { name: texts.pairing.excludeTitle })).toBeInTheDocument();
  });

  it('a hub that does not start shows the prep error with the answer, and Try Again', async () => {
    await openSetupPage('inclusion', { ...byHand, faults: [{ kind: 'http', call: 'hubs.inclusion', status: 500, body: {} }] });
    fireEvent.click(screen.getByRole('button', { name: texts.pairing.start }));
    await expectErrorView([words.prep], [buttons.tryAgain]);
    expect(hubCalls()).toEqual(['hubs.inclusion 500']);
  });

  it('an exclusion the hub reports done says the device has left and offers Done', async () => {
    await openSetupPage('exclusion');
    expect(screen.getByRole('heading', { name: texts.pairing.excludeTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.pairing.start }));
    expect(await screen.findByRole('timer', { name: texts.pairing.countdown })).toHaveTextContent('30');
    expect(screen.getByText(texts.pairing.instructions.exclusionMode(30))).toBeInTheDocument();
    push({ state: 'RemoveNode', status: 'Done' });
    expect(await screen.findByText(texts.pairing.instructions.exclusionDone)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.pairing.done })).toBeEnabled();
  });
});
