import { useCallback, useState } from 'react';
import type { ActionAnswer } from '../../api/schemas';
import { genericFailureText, hubActionText } from '../../api/errorMessages';

export interface ActionNotice {
  severity: 'success' | 'error';
  text: string;
}

interface RunOptions {
  /** How a failure reads; the answer's message, else the support text, unless told otherwise. */
  failureText?: (error: unknown) => string;
  /** What a success without a message says (Fail Device's list delay); else the answer's text rules apply. */
  silentSuccessText?: string;
}

/**
 * Runs a hub or device action and keeps the sentence the installer sees afterwards (spec 01 §8):
 * the answer's message on success, the failure rules of errorMessages.ts otherwise.
 */
export function useActionNotice() {
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const run = useCallback(async (call: () => Promise<ActionAnswer>, options: RunOptions = {}): Promise<boolean> => {
    try {
      const answer = await call();
      const silent = options.silentSuccessText !== undefined && !answer?.message?.trim();
      setNotice({ severity: 'success', text: silent ? (options.silentSuccessText ?? '') : hubActionText(answer) });
      return true;
    } catch (error) {
      setNotice({ severity: 'error', text: (options.failureText ?? genericFailureText)(error) });
      return false;
    }
  }, []);
  /** An action that ran elsewhere (a dialog with its own failure display) succeeded; removal and transfer prefer custom (spec 01 §8). */
  const succeeded = useCallback(
    (answer: ActionAnswer, preferCustom = false) => setNotice({ severity: 'success', text: hubActionText(answer, { preferCustom }) }),
    [],
  );
  const fail = useCallback((text: string) => setNotice({ severity: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, run, succeeded, fail, clear };
}
