import { useCallback, useState } from 'react';
import type { ActionAnswer } from '../api/schemas';
import { genericFailureText, hubActionText } from '../domain/errorMessages';

export interface ActionNotice {
  severity: 'success' | 'error';
  text: string;
}

interface SuccessOptions {
  /** Hub removal and permission transfer prefer the answer's custom text (spec 01 §8). */
  preferCustom?: boolean;
  /** What a success without a message says (Fail Device's list delay); else the answer's text rules apply. */
  silentSuccessText?: string;
}

/**
 * The sentence the installer sees after a hub or device action (spec 01 §8): the answer's
 * message on success, the failure rules of domain/errorMessages.ts otherwise. The actions are
 * mutations; they hand their outcome here, and ActionNoticeSnackbar shows it.
 */
export function useActionNotice() {
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const succeeded = useCallback((answer: ActionAnswer, options: SuccessOptions = {}) => {
    const silent = options.silentSuccessText !== undefined && !answer?.message?.trim();
    setNotice({ severity: 'success', text: silent ? (options.silentSuccessText ?? '') : hubActionText(answer, options) });
  }, []);
  const failed = useCallback((error: unknown) => setNotice({ severity: 'error', text: genericFailureText(error) }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, succeeded, failed, clear };
}

export type ActionNoticeHandle = ReturnType<typeof useActionNotice>;
