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
 * reloads the page when no update is pending any more, or after 5 failed polls in a row.
 */
export function UpdateHubScreen({ update }: { update: UseQueryResult<HubUpdateStatus> }) {
  const failed = useFailedPolls(update);
  const finished = update.isSuccess && !update.data.result.update_pending;
  useReloadWhen(finished || failed >= UPDATE_FAILURE_LIMIT);
  const progress = updateProgress(update.data?.result.service_statuses);
  return <HubProgressScreen title={texts.hubPower.updateTitle} value={updateBarValue(progress)} caption={updateProgressText(progress)} />;
}
