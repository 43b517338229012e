/**
 * A page's task queue as a browser keeps it, for the clock's tests: the clock's own tasks, the page's
 * messages and its real timeouts run one at a time in the order queued (decision 0396), pumped on
 * Node's own tasks. Real timeouts ignore their length: only their order counts here.
 */
import type { RealTime } from '../clock/realTime';
import { manualRealTime } from './manualRealTime';

export function pageTaskQueue<W extends object>(window: W) {
  const queue: Array<() => void> = [];
  let pumping = false;
  const pump = () => {
    const task = queue.shift();
    pumping = task !== undefined;
    if (!task) return;
    task();
    setImmediate(pump);
  };
  /** Queues a task, as the page's network or a worker would deliver one. */
  const enqueue = (task: () => void) => {
    queue.push(task);
    if (pumping) return;
    pumping = true;
    setImmediate(pump);
  };
  const real: RealTime = {
    ...manualRealTime(),
    nextTask: enqueue,
    after(_ms, callback) {
      let cancelled = false;
      enqueue(() => {
        if (!cancelled) callback();
      });
      return () => {
        cancelled = true;
      };
    },
  };
  /** A MessagePort whose messages go to itself (React's scheduler posts to its own channel so). */
  class Port {
    onmessage: (() => void) | null = null;
    postMessage() {
      enqueue(() => this.onmessage?.());
    }
  }
  return { real, page: { ...window, MessagePort: Port }, Port, enqueue };
}
