import type { UseQueryResult } from '@tanstack/react-query';
import type { HubUpdateStatus } from '../../api/schemas';
import { updateBarValue, updateProgress, updateProgressText } from '../../domain/hubProgress';
import { texts } from '../../domain/texts';
import { useReloadWhen } from '../../lib/useReloadWhen';
import { HubProgressScreen } from './HubProgressScreen';
import { useFailedPolls } from './useFailedPolls';

/** Spec 02 §9: after this many unknown or failed polls the page reloads. */
export const UPDATE_FAILURE_LIMIT = 5;

/**
 * Update Hub. The caller polls the update status (every 5 s while this shows); this screen
 * reloads the page when no update is pending any more, or after 5 unknown or failed polls.
 */
export function UpdateHubScreen({ update }: { update: UseQueryResult<HubUpdateStatus> }) {
  const progress = updateProgress(update.data?.result.service_statuses);
  const failed = useFailedPolls(update, progress.kind !== 'fetching');
  const finished = update.isSuccess && !update.data.result.update_pending;
  useReloadWhen(finished || failed >= UPDATE_FAILURE_LIMIT);
  return <HubProgressScreen title={texts.hubPower.updateTitle} value={updateBarValue(progress)} caption={updateProgressText(progress)} />;
}
