/**
 * The simulated hubs' message stream, as the provider's stream service runs it: the app connects
 * with `?token=…&hubSerialNumber=…`, the token must be a live session and the hub one the user
 * sees; then whatever the simulated hub sends reaches every connection of that hub. Connecting,
 * closing and every message are announced on the bus (and so traced). Stream faults refuse
 * connections, drop, close or half-open them, and shape messages each way (./toxics.ts), all in
 * simulator time.
 */
import { sessionOf } from '../access/session';
import { visibleHub } from '../access/hubAccess';
import type { HubStream, StreamAct, StreamConnection } from '../core/hubStream';
import type { Simulator } from '../core/simulator';
import type { JsonValue } from '../engine/json';
import type { StreamDirection } from '../faults/schema';
import { ABNORMAL_CLOSURE } from './mockSocketTransport';
import { planMessage } from './toxics';
import type { Handshake, StreamPeer, StreamRequest, StreamTransport } from './transport';

/** The scheduled event kind that carries out a StreamAct (../world/eventKinds.ts). */
export const STREAM_ACT_EVENT = 'stream.act';
/** The scheduled event kind of an `offline` fault's hub going off the network, `afterMs` after its message. */
export const STREAM_OFFLINE_EVENT = 'stream.offline';

interface Open extends StreamConnection {
  peer: StreamPeer;
  /** Half-open: nothing passes either way, and nothing closes. */
  halfOpen: boolean;
  /** When the last message each way is due, so toxics keep a connection's messages in order as TCP does. */
  dueBy: Record<StreamDirection, number>;
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

  const later = (connection: Open, at: number, act: StreamAct) => sim.scheduler.schedule(STREAM_ACT_EVENT, at, { connection: connection.id, ...act });

  /** A connection fault, when it opens: drop (1006), close with a code, or half-open, now or afterMs later. */
  function faultOnOpen(connection: Open): void {
    const fault = sim.faults.take({ on: 'stream.open', serial: connection.serial });
    if (!fault) return;
    const act: StreamAct = fault.action === 'close' ? { act: 'close', code: fault.code, reason: fault.reason }
      : fault.action === 'halfOpen' ? { act: 'halfOpen' }
        : { act: 'close', code: droppedClose.code, reason: droppedClose.reason };
    if (fault.action === 'drop' && fault.afterMs) sim.scheduler.schedule('stream.drop', sim.clock.now() + fault.afterMs, { connection: connection.id });
    else if (fault.afterMs) later(connection, sim.clock.now() + fault.afterMs, act);
    else carryOut(connection, act);
  }

  /**
   * The hub is off the network for `forMs`: an injected refuse fault (listed and traced as any
   * other, and kept by a reload) turns away the reconnects, then its connections drop.
   */
  function offline(serial: string, forMs: number): number {
    sim.faults.add({ kind: 'stream', action: 'refuse', serial, trigger: { until: forMs } });
    return dropAll(ofHub(serial));
  }

  /** An `offline` fault counted at the message the hub just sent: off now, or `afterMs` later. */
  function offlineAfter(serial: string, message: JsonValue): void {
    const about = typeof message === 'object' && message !== null && !Array.isArray(message) ? message : {};
    const fault = sim.faults.take({ on: 'stream.hubSends', serial, message: about });
    if (!fault) return;
    if (fault.afterMs) sim.scheduler.schedule(STREAM_OFFLINE_EVENT, sim.clock.now() + fault.afterMs, { serial, forMs: fault.forMs });
    else offline(serial, fault.forMs);
  }

  /** Sends `text` each way through the direction's toxics: lost, or due later in pieces, else now. */
  function travel(connections: Open[], serial: string, direction: StreamDirection, text: string): void {
    const plan = planMessage(sim.faults, serial, direction, text);
    if (plan.lost) return;
    const now = sim.clock.now();
    connections.forEach((connection) => {
      const at = Math.max(now + plan.delayMs, connection.dueBy[direction]);
      connection.dueBy[direction] = at + (plan.pieces.length - 1) * plan.gapMs;
      plan.pieces.forEach((piece, index) => {
        const act: StreamAct = direction === 'toApp' ? { act: 'deliver', text: piece } : { act: 'receive', text: piece };
        if (at + index * plan.gapMs > now) later(connection, at + index * plan.gapMs, act);
        else carryOut(connection, act);
      });
    });
  }

  function carryOut(connection: Open, act: StreamAct): void {
    switch (act.act) {
      case 'deliver':
        if (connection.halfOpen) return;
        connection.peer.send(act.text);
        sim.bus.emit('stream.sent', { connection: connection.id, serial: connection.serial, message: parseMessage(act.text) });
        return;
      case 'receive':
        if (!connection.halfOpen) sim.bus.emit('stream.received', { connection: connection.id, serial: connection.serial, message: parseMessage(act.text) });
        return;
      case 'close':
        connection.peer.close(act.code, act.reason);
        return;
      case 'halfOpen':
        connection.halfOpen = true;
    }
  }

  transport?.listen({
    handshake: refusedOrAccepted,
    opened(peer, { query }) {
      const now = sim.clock.now();
      const connection: Open = { id: `conn-${nextConnection}`, serial: query.hubSerialNumber ?? '', openedAt: now, peer, halfOpen: false, dueBy: { toApp: now, toHub: now } };
      nextConnection += 1;
      open.set(connection.id, connection);
      byPeer.set(peer, connection);
      sim.bus.emit('stream.opened', { connection: connection.id, serial: connection.serial });
      faultOnOpen(connection);
    },
    received(peer, text) {
      const connection = byPeer.get(peer);
      if (connection && !connection.halfOpen) travel([connection], connection.serial, 'toHub', text);
    },
    closed(peer, { code, reason, by }) {
      const connection = byPeer.get(peer);
      if (!connection) return;
      byPeer.delete(peer);
      open.delete(connection.id);
      sim.bus.emit('stream.closed', { connection: connection.id, serial: connection.serial, code, reason, by });
    },
  });

  const ofHub = (serial?: string) => [...open.values()].filter((connection) => serial === undefined || connection.serial === serial);

  return {
    connections: (serial) => ofHub(serial).map(({ id, serial: hub, openedAt }) => ({ id, serial: hub, openedAt })),
    push(serial, message) {
      const connections = ofHub(serial);
      travel(connections, serial, 'toApp', JSON.stringify(message));
      offlineAfter(serial, message);
      return connections.length;
    },
    send(id, message) {
      const connection = open.get(id);
      if (connection) carryOut(connection, { act: 'deliver', text: JSON.stringify(message) });
      return connection !== undefined;
    },
    drop: (serial) => dropAll(ofHub(serial)),
    offline,
    dropConnection(id) {
      const connection = open.get(id);
      return connection !== undefined && dropAll([connection]) > 0;
    },
    act(id, act) {
      const connection = open.get(id);
      if (connection) carryOut(connection, act);
      return connection !== undefined;
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
