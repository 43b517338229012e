/**
 * The simulated hubs' message stream, as the provider's stream service runs it: the app connects
 * with `?token=…&hubSerialNumber=…`, the token must be a live session and the hub one the user
 * sees; then whatever the simulated hub sends reaches every connection of that hub. Connecting,
 * closing and every message are announced on the bus (and so traced). Stream faults refuse
 * connections, drop them after a while, or hold messages back, all in simulator time.
 */
import { sessionOf } from '../access/session';
import { visibleHub } from '../access/hubAccess';
import type { HubStream, StreamConnection } from '../core/hubStream';
import type { Simulator } from '../core/simulator';
import type { JsonValue } from '../engine/json';
import { ABNORMAL_CLOSURE } from './mockSocketTransport';
import type { Handshake, StreamPeer, StreamRequest, StreamTransport } from './transport';

interface Open extends StreamConnection {
  peer: StreamPeer;
}

function parseMessage(text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
}

/** How the service closes a connection it drops; one object, so a test can bend it (decision 0332). */
export const droppedClose = { code: ABNORMAL_CLOSURE, reason: 'The hub stream was dropped' };

export function createHubStream(sim: Simulator, transport: StreamTransport | null): HubStream {
  const open = new Map<string, Open>();
  const byPeer = new Map<StreamPeer, Open>();
  let nextConnection = 0;

  function handshake({ query }: StreamRequest): Handshake {
    const found = sessionOf(sim, query.token);
    if (!found) return { ok: false, reason: 'Invalid token.' };
    const serial = query.hubSerialNumber ?? '';
    if (!visibleHub(sim, found.user, serial)) return { ok: false, reason: `Unknown hub "${serial}"` };
    const fault = sim.faults.take({ on: 'stream.connect', serial });
    if (fault) return { ok: false, reason: `The hub stream refused the connection (fault ${fault.id})` };
    return { ok: true };
  }

  function refusedOrAccepted(request: StreamRequest): Handshake {
    const verdict = handshake(request);
    if (!verdict.ok) sim.bus.emit('stream.refused', { serial: request.query.hubSerialNumber ?? '', reason: verdict.reason });
    return verdict;
  }

  function dropAll(connections: Open[]): number {
    connections.forEach((connection) => connection.peer.close(droppedClose.code, droppedClose.reason));
    return connections.length;
  }

  transport?.listen({
    handshake: refusedOrAccepted,
    opened(peer, { query }) {
      const connection: Open = { id: `conn-${nextConnection}`, serial: query.hubSerialNumber ?? '', openedAt: sim.clock.now(), peer };
      nextConnection += 1;
      open.set(connection.id, connection);
      byPeer.set(peer, connection);
      sim.bus.emit('stream.opened', { connection: connection.id, serial: connection.serial });
      const drop = sim.faults.take({ on: 'stream.open', serial: connection.serial });
      if (drop?.afterMs) sim.scheduler.schedule('stream.drop', sim.clock.now() + drop.afterMs, { connection: connection.id });
      else if (drop) dropAll([connection]);
    },
    received(peer, text) {
      const connection = byPeer.get(peer);
      if (connection) sim.bus.emit('stream.received', { connection: connection.id, serial: connection.serial, message: parseMessage(text) });
    },
    closed(peer, { code, reason, by }) {
      const connection = byPeer.get(peer);
      if (!connection) return;
      byPeer.delete(peer);
      open.delete(connection.id);
      sim.bus.emit('stream.closed', { connection: connection.id, serial: connection.serial, code, reason, by });
    },
  });

  function send(connection: Open, message: JsonValue): void {
    connection.peer.send(JSON.stringify(message));
    sim.bus.emit('stream.sent', { connection: connection.id, serial: connection.serial, message });
  }

  const ofHub = (serial?: string) => [...open.values()].filter((connection) => serial === undefined || connection.serial === serial);

  return {
    connections: (serial) => ofHub(serial).map(({ id, serial: hub, openedAt }) => ({ id, serial: hub, openedAt })),
    push(serial, message) {
      const connections = ofHub(serial);
      const delay = sim.faults.take({ on: 'stream.message', serial });
      connections.forEach((connection) => {
        if (delay) sim.scheduler.schedule('stream.deliver', sim.clock.now() + delay.delayMs, { connection: connection.id, message });
        else send(connection, message);
      });
      return connections.length;
    },
    send(id, message) {
      const connection = open.get(id);
      if (connection) send(connection, message);
      return connection !== undefined;
    },
    drop: (serial) => dropAll(ofHub(serial)),
    dropConnection(id) {
      const connection = open.get(id);
      return connection !== undefined && dropAll([connection]) > 0;
    },
    state: () => ({ nextConnection }),
    load(state) {
      nextConnection = state.nextConnection;
    },
    close() {
      transport?.close();
      open.clear();
      byPeer.clear();
    },
  };
}
