/**
 * What the simulator had answered when the page sent each request still on its way (decision 0456).
 * Two polls that fall due at one moment leave the page together, but the second may reach the
 * handlers only after the first was answered: counted on arrival, they looked
 * one after the other and kept the order the browser chose. Counted when sent, they are side by
 * side, as they were.
 */

export interface SentRequests {
  /** The page's fetch calls this as it sends; the returned release runs when the request settles. */
  sent(method: string, url: string): () => void;
  /** The count of answers when the page sent `request`, if it went through the page's fetch. */
  answeredWhenSent(request: Request): number | undefined;
}

interface Mark {
  answered: number;
  taken: boolean;
}

const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** `answeredSoFar`: the pipeline's count of calls answered (./pipeline.ts). */
export function trackSentRequests(answeredSoFar: () => number): SentRequests {
  // Per method and URL, oldest first: two identical requests on their way are told apart by order alone, and either answer reads the same.
  const marks = new Map<string, Mark[]>();
  return {
    sent(method, url) {
      const key = keyOf(method, url);
      const mark: Mark = { answered: answeredSoFar(), taken: false };
      marks.set(key, [...(marks.get(key) ?? []), mark]);
      return () => {
        const left = (marks.get(key) ?? []).filter((other) => other !== mark);
        if (left.length) marks.set(key, left);
        else marks.delete(key);
      };
    },
    answeredWhenSent(request) {
      const mark = marks.get(keyOf(request.method, request.url))?.find((candidate) => !candidate.taken);
      if (!mark) return undefined;
      mark.taken = true;
      return mark.answered;
    },
  };
}
