// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api';
import type { HubMessage } from '../../app/api/schemas';
import { env } from '../../app/config/env';
import type { StreamHub } from '../../app/data/hubStream';
import { useSession } from '../../app/data/sessionStore';
import { useHubStream } from '../../app/data/useHubStream';
import { startNodeSimulator, type NodeSimulator } from '../../simulator/node';

const HUB = 'HB2-1000104';
const hub: StreamHub = { hubSerial: HUB, gatewayId: '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104', isIotHub: true };

let sim: NodeSimulator;
/** Every WebSocket the app constructed. */
let constructed: WebSocket[];

beforeEach(async () => {
  localStorage.clear();
  sim = await startNodeSimulator({ scenario: 'default', baseUrl: env.apiBaseUrl });
  constructed = [];
  const counting = new Proxy(sim.WebSocket, {
    construct(target, args: ConstructorParameters<typeof WebSocket>) {
      const socket = Reflect.construct(target, args) as WebSocket;
      constructed.push(socket);
      return socket;
    },
  });
  vi.stubGlobal('WebSocket', counting);
  useSession.getState().start(await api.auth.login('installer@demo.test', 'install123'));
});
afterEach(() => {
  cleanup();
  sim.close();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Probe({ heard }: { heard: (message: HubMessage) => void }) {
  const { status, reconnect } = useHubStream(hub, heard);
  return (
    <>
      <p>{status.kind}</p>
      <button onClick={reconnect}>reconnect</button>
    </>
  );
}

const openConnections = () => sim.control.stream.connections(HUB).length;
const traced = (type: string) => sim.control.trace().filter((entry) => entry.type === type);

/**
 * `npm start` renders in StrictMode, which mounts, unmounts and mounts every effect again: the
 * screen must still hold one connection, hear each message once, and close it when it goes.
 */
describe('the hub stream under StrictMode', { timeout: 10_000 }, () => {
  it('opens one connection, hands on each message once, and closes it on unmount', async () => {
    const heard = vi.fn();
    const view = render(
      <StrictMode>
        <Probe heard={heard} />
      </StrictMode>,
    );
    await screen.findByText('open');
    // One socket, never one closed while still connecting: in the page, MSW's WebSocket
    // interceptor still opened the passthrough connection of such a socket and never closed it.
    expect(constructed).toHaveLength(1);
    expect(openConnections()).toBe(1);
    expect(traced('stream.opened')).toHaveLength(1);

    sim.control.stream.push(HUB, { state: 'AddNode', status: 'Started' });
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));

    view.unmount();
    await waitFor(() => expect(openConnections()).toBe(0));
    expect(traced('stream.closed')).toEqual([expect.objectContaining({ by: 'app' })]);
  });

  it('after a final failure, reconnect opens the stream again and its messages are heard (decision 0267)', async () => {
    const heard = vi.fn();
    // The connection is dropped and its one reconnect refused: the failure is final.
    sim.control.faults.add({ kind: 'stream', action: 'refuse', serial: HUB, times: 1 });
    render(<Probe heard={heard} />);
    await screen.findByText('open');
    sim.control.stream.drop(HUB);
    await screen.findByText('failed');
    expect(openConnections()).toBe(0);

    screen.getByRole('button', { name: 'reconnect' }).click();
    await screen.findByText('open');
    expect(openConnections()).toBe(1);
    sim.control.stream.push(HUB, { state: 'AddNode', status: 'Started' });
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  });
});
