import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { HubUpdateStatus } from '../../api/schemas';
import { nextShownUpdate, updateProgress, updateProgressText, type ShownUpdate } from '../../domain/hubProgress';
import { texts } from '../../domain/texts';
import { useReloadWhen } from '../../lib/useReloadWhen';
import { HubProgressScreen } from './HubProgressScreen';
import { useFailedPolls } from './useFailedPolls';

/** Spec 02 §9: after this many unknown or failed polls the page reloads. */
export const UPDATE_FAILURE_LIMIT = 5;

/** The progress to show, moved on by each new answer (nextShownUpdate), so the bar never goes back. */
function useShownUpdate(update: UseQueryResult<HubUpdateStatus>): ShownUpdate {
  const latest = updateProgress(update.data?.result.service_statuses);
  const [seen, setSeen] = useState(() => ({ at: update.dataUpdatedAt, shown: nextShownUpdate(undefined, latest) }));
  if (seen.at === update.dataUpdatedAt) return seen.shown;
  // Adjusting state during render is React's way to follow a prop; each new answer is seen once.
  const next = { at: update.dataUpdatedAt, shown: nextShownUpdate(seen.shown, latest) };
  setSeen(next);
  return next.shown;
}

/**
 * Update Hub. The caller polls the update status (every 5 s while this shows); this screen
 * reloads the page when no update is pending any more, or after 5 unknown or failed polls, and
 * says so while polls fail instead of standing still.
 */
export function UpdateHubScreen({ update }: { update: UseQueryResult<HubUpdateStatus> }) {
  const shown = useShownUpdate(update);
  const failed = useFailedPolls(update, updateProgress(update.data?.result.service_statuses).kind !== 'fetching');
  const finished = update.isSuccess && !update.data.result.update_pending;
  useReloadWhen(finished || failed >= UPDATE_FAILURE_LIMIT);
  return (
    <HubProgressScreen
      title={texts.hubPower.updateTitle}
      value={shown.bar}
      caption={updateProgressText(shown.progress)}
      problem={failed > 0 ? texts.hubPower.notAnswering(failed, UPDATE_FAILURE_LIMIT) : undefined}
    />
  );
}
