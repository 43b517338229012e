/** Messages for the app's notice that arise after start-up (storage full), to whoever listens. */
export interface Notices {
  show(text: string): void;
  subscribe(listener: (text: string) => void): () => void;
}

export function createNotices(): Notices {
  const listeners = new Set<(text: string) => void>();
  let last: string | null = null;
  return {
    show(text) {
      // The same problem reported again (each failed write-behind) is one notice, not a flicker.
      if (text === last) return;
      last = text;
      listeners.forEach((listener) => listener(text));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
