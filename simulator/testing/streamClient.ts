/** A hub-stream client for Node tests: records what it sees and waits for it (tests only). */
import { DEFAULT_NODE_STREAM_URL } from '../node';

export interface StreamClient {
  socket: WebSocket;
  /** Everything seen, in order: 'open', 'error', 'close 1006 reason', or a message's text. */
  seen: string[];
  messages(): unknown[];
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves once `count` messages have arrived. */
  received(count: number): Promise<unknown[]>;
}

export function streamUrl(query: Record<string, string>, base = DEFAULT_NODE_STREAM_URL): string {
  return `${base}?${new URLSearchParams(query)}`;
}

export function connectStream(WebSocketClass: typeof WebSocket, query: Record<string, string>): StreamClient {
  const socket = new WebSocketClass(streamUrl(query));
  const seen: string[] = [];
  const texts: string[] = [];
  const waiting: Array<{ count: number; resolve: (messages: unknown[]) => void }> = [];
  const messages = () => texts.map((text) => JSON.parse(text) as unknown);
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => {
    seen.push('open');
    resolve();
  }));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.addEventListener('close', (event) => {
    seen.push(`close ${event.code} ${event.reason}`);
    resolve({ code: event.code, reason: event.reason });
  }));
  socket.addEventListener('error', () => seen.push('error'));
  socket.addEventListener('message', (event) => {
    const text = String(event.data);
    seen.push(text);
    texts.push(text);
    waiting.filter((wait) => texts.length >= wait.count).forEach((wait) => wait.resolve(messages()));
  });
  return {
    socket,
    seen,
    messages,
    opened,
    closed,
    received: (count) => (texts.length >= count ? Promise.resolve(messages()) : new Promise((resolve) => waiting.push({ count, resolve }))),
  };
}
