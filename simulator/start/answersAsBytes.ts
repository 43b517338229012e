/**
 * MSW hands each answer to its service worker as a transferred stream when the page can transfer
 * one, and tests that by transferring an empty stream before every answer. In Chromium a
 * transferred stream is a message port of its own, its chunks messages on the page's main thread:
 * about 1.5 ms an answer (`npm run bench:clock`'s profile). Refusing stream transfers on the page's
 * message ports makes MSW send the answer's bytes in the one message instead (decision 0506).
 * The app transfers no streams.
 */
interface PortGlobals {
  MessagePort: { prototype: object };
  ReadableStream: abstract new (...args: never[]) => unknown;
}

function transferList(transfer: unknown): readonly unknown[] {
  if (Array.isArray(transfer)) return transfer;
  const listed = (transfer as { transfer?: unknown } | undefined)?.transfer;
  return Array.isArray(listed) ? listed : [];
}

/** From now on a page message port refuses to transfer a stream, as a browser that cannot would. */
export function answerAsBytes(target: PortGlobals): void {
  const port = target.MessagePort.prototype as { postMessage: (...args: [unknown, unknown?]) => void };
  const post = port.postMessage;
  port.postMessage = function postMessage(this: unknown, ...args: [unknown, unknown?]) {
    if (transferList(args[1]).some((item) => item instanceof target.ReadableStream)) {
      throw new DOMException('The simulator sends its answers as bytes (decision 0506)', 'DataCloneError');
    }
    return post.apply(this, args);
  };
}
