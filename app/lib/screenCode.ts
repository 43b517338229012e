/**
 * Code loaded on first use (a lazily loaded screen) that can be tried again: the browser fetches a
 * failed dynamic import anew, but React Router's `lazy` and `React.lazy` keep the first failure
 * for the life of the page, so one lost connection while opening a unit broke every later opening.
 */
import { codeLoadMarks } from './codeLoadMarks';

export interface ScreenCode<M> {
  /** The module once it has loaded. */
  loaded(): M | undefined;
  /** Loads it; a failed attempt is forgotten, so the next call fetches again. */
  load(): Promise<M>;
}

function mark(name: string): void {
  globalThis.performance?.mark?.(name);
}

export function screenCode<M>(importer: () => Promise<M>): ScreenCode<M> {
  let module: M | undefined;
  let attempt: Promise<M> | null = null;
  const fetchCode = () => {
    mark(codeLoadMarks.started);
    return importer().then(
      (value) => {
        mark(codeLoadMarks.ended);
        module = value;
        return value;
      },
      (error: unknown) => {
        mark(codeLoadMarks.ended);
        attempt = null;
        throw error;
      },
    );
  };
  return {
    loaded: () => module,
    load() {
      attempt ??= fetchCode();
      return attempt;
    },
  };
}

/**
 * The code could not be fetched (a lost connection, a server that does not answer), as opposed to
 * code that ran and threw. Browsers word it differently; each says it with a TypeError, or Vite's
 * preload helper with its own Error.
 */
export function isCodeFetchFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const fetchWording = /dynamically imported module|module script failed|error loading dynamically imported/i;
  return (error instanceof TypeError && fetchWording.test(error.message)) || /^Unable to preload/i.test(error.message);
}
