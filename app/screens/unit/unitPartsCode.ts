import type { QueryClient } from '@tanstack/react-query';
import { whenFirstAnswered } from '../../data/firstAnswers';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { screenCode } from '../../lib/screenCode';
import { preloadListScreens } from '../lists/listScreenCodes';

/** The unit screen's dialogs and pairing page (./unitParts.ts), one chunk (decision 0530). */
export const unitPartsCode = screenCode(() => import('./unitParts'));

/**
 * Fetches that code, then the lists' (the way back), once the screen has drawn what it first asked
 * for, so a tap finds it loaded, and the download stays out of the way of the screen's largest
 * paint. A failure is forgotten (screenCode): the dialog's own load says so. Returns the way to give up.
 */
export function preloadUnitParts(client: QueryClient): () => void {
  return whenFirstAnswered(client, () =>
    afterNextPaint(() => {
      unitPartsCode.load().catch(() => undefined);
      preloadListScreens();
    }),
  );
}
