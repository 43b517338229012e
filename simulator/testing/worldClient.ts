/**
 * A trainee (or a test worker) as the simulator server sees one: real HTTP and a real WebSocket
 * to one world, found by the key every request carries (decision 0297). For the server's tests
 * and the classroom bench.
 */
import { WebSocket } from 'ws';
import { fillPath, type CallName, type CallParams, calls } from '../../app/api/calls';
import { WORLD_HEADER, WORLD_QUERY } from '../server/worldKey';
import { installer, type ApiAnswer, type CallOptions } from './apiClient';

export interface ServerAddress {
  url: string;
  apiBaseUrl: string;
  streamUrl: string;
}

export interface WorldClient {
  call<N extends CallName>(name: N, params: CallParams<N>, options?: CallOptions): Promise<ApiAnswer>;
  signIn(): Promise<string>;
  /** Opens the hub stream of `serial`; resolves once open, rejects with the refusal's HTTP status. */
  connect(token: string, serial: string): Promise<WebSocket>;
}

/** A client of the world `key` (null: a request that names no world). */
export function worldClient(server: ServerAddress, key: string | null): WorldClient {
  const client: WorldClient = {
    async call(name, params, options = {}) {
      const url = new URL(server.apiBaseUrl + fillPath(name, params));
      Object.entries(options.query ?? {}).forEach(([queryKey, value]) => url.searchParams.set(queryKey, String(value)));
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (key !== null) headers[WORLD_HEADER] = key;
      if (options.token) headers.Authorization = `Token ${options.token}`;
      const response = await fetch(url, { method: calls[name].method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async signIn() {
      const answer = await client.call('auth.login', {}, { body: { ...installer, applicationId: 'concierge' } });
      const token = (answer.body as { token?: unknown } | null)?.token;
      if (typeof token !== 'string') throw new Error(`Sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return token;
    },
    connect(token, serial) {
      const query = new URLSearchParams({ token, hubSerialNumber: serial });
      if (key !== null) query.set(WORLD_QUERY, key);
      const socket = new WebSocket(`${server.streamUrl}?${query}`);
      return new Promise((resolve, reject) => {
        socket.once('open', () => resolve(socket));
        socket.once('unexpected-response', (_, response) => reject(new Error(String(response.statusCode))));
      });
    },
  };
  return client;
}
