import { useState } from 'react';
import { panelTexts } from './texts';

/** The outcome of a panel action as one line: what it did, or why it was refused. */
export function useOutcome() {
  const [outcome, setOutcome] = useState('');
  const run = async (action: () => Promise<string> | string) => {
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome(panelTexts.inject.refused(error instanceof Error ? error.message : String(error)));
    }
  };
  return { outcome, run };
}

/** The words of a refused step or fault, or `done` when it went through. */
export const described = (result: { ok: true } | { ok: false; error: string }, done: string): string =>
  result.ok ? done : panelTexts.inject.refused(result.error);
