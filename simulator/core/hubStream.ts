/**
 * The hub stream as every part of the simulator sees it: connections of a hub, and sending to
 * them. The service itself (../stream/hubStream.ts) implements it; the interface lives on the
 * ground floor so the Simulator type can name it without importing the service (decision 0279).
 */
import type { JsonValue } from '../engine/json';

export interface StreamConnection {
  id: string;
  serial: string;
  /** Simulator time (ms) at which it opened. */
  openedAt: number;
}

export interface HubStreamState {
  /** The next connection's number: ids stay unique across reloads. */
  nextConnection: number;
}

/**
 * What a stream fault left to do later on a connection (a scheduled event, ../stream/hubStream.ts):
 * deliver text to the app, hand text from the app to the hub, close it with a code, or let nothing
 * through any more (half-open).
 */
export type StreamAct =
  | { act: 'deliver'; text: string }
  | { act: 'receive'; text: string }
  | { act: 'close'; code: number; reason: string }
  | { act: 'halfOpen' };

export interface HubStream {
  connections(serial?: string): StreamConnection[];
  /** Sends `message` to every open connection of the hub; returns how many it reached. */
  push(serial: string, message: JsonValue): number;
  /** Sends to one connection now, if it is still open (no fault applies). */
  send(connection: string, message: JsonValue): boolean;
  /** Closes the hub's connections (every hub's when omitted) as a lost network would (1006); returns how many. */
  drop(serial?: string): number;
  /** The hub goes off the network: its connections drop (1006) and connecting is refused for `forMs`; returns how many dropped. */
  offline(serial: string, forMs: number): number;
  /** Closes one connection as a lost network would, if it is still open. */
  dropConnection(connection: string): boolean;
  /** Does what a stream fault scheduled for a connection, if it is still open. */
  act(connection: string, act: StreamAct): boolean;
  state(): HubStreamState;
  /** Sets the numbering: from 0 at a scenario start, where it was after a reload. */
  load(state: HubStreamState): void;
  close(): void;
}
