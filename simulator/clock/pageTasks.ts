/**
 * Messages the page posts to itself on a MessagePort: React's scheduler runs a render and its
 * effects in such messages, and goes on in a new one when it yields. The clock's settle asks how
 * many were posted while its own message waited its turn: messages run in the order posted, so one
 * posted before it has run by then, and one posted after it is work still to come (decision 0409).
 */
interface PortGlobals {
  MessagePort?: { prototype: { postMessage: (...args: never[]) => void } };
}

export interface PagePosts {
  /** Messages posted so far. */
  count(): number;
  /** Puts the page's own postMessage back (the clock stops). */
  restore(): void;
}

/** Counts `postMessage` on every MessagePort of `target` from now on. */
export function countPagePosts(target: object): PagePosts {
  const port = (target as PortGlobals).MessagePort?.prototype;
  if (!port) return { count: () => 0, restore: () => undefined };
  const post = port.postMessage;
  let posted = 0;
  port.postMessage = function postMessage(this: unknown, ...args: never[]) {
    posted += 1;
    return post.apply(this, args);
  };
  return {
    count: () => posted,
    restore() {
      port.postMessage = post;
    },
  };
}
