// @vitest-environment node
import { expect, it } from 'vitest';
import { answerAsBytes } from './answersAsBytes';

/** A page's message ports, their prototype its own so the test leaves Node's alone. */
function pagePorts() {
  const received: unknown[] = [];
  class PagePort {
    postMessage(message: unknown, transfer?: unknown): void {
      received.push({ message, transfer });
    }
  }
  return { received, page: { MessagePort: PagePort, ReadableStream } };
}

/** MSW's own test of whether the page can transfer a stream (msw/browser, supportsReadableStreamTransfer). */
function canTransferStreams(Port: new () => { postMessage: (message: unknown, transfer?: unknown) => void }): boolean {
  try {
    const stream = new ReadableStream({ start: (controller) => controller.close() });
    new Port().postMessage(stream, [stream]);
    return true;
  } catch {
    return false;
  }
}

it('makes MSW send answers as bytes: a stream in the transfer list, as an array or in options, is refused', () => {
  const { page } = pagePorts();
  expect(canTransferStreams(page.MessagePort)).toBe(true);
  answerAsBytes(page);
  expect(canTransferStreams(page.MessagePort)).toBe(false);
  const stream = new ReadableStream();
  expect(() => new page.MessagePort().postMessage('MOCK_RESPONSE', { transfer: [stream] })).toThrow(expect.objectContaining({ name: 'DataCloneError' }));
});

it('posts every other message as before (React\'s scheduler, a transferred buffer)', () => {
  const { page, received } = pagePorts();
  answerAsBytes(page);
  const buffer = new ArrayBuffer(8);
  new page.MessagePort().postMessage(null);
  new page.MessagePort().postMessage({ body: buffer }, [buffer]);
  expect(received).toEqual([{ message: null, transfer: undefined }, { message: { body: buffer }, transfer: [buffer] }]);
});
