import type { MarkerKind } from '../../data/hubMarkers';
import { useUserId } from '../../data/sessionStore';
import { useSingleMutation } from '../../data/useSingleMutation';
import { REBOOT_WINDOW_MS, RESTART_WINDOW_MS } from '../../domain/hubModes';
import { texts } from '../../domain/texts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { startHubPower } from './hubPowerActions';

interface Props {
  kind: MarkerKind;
  hubSerial: string;
  onCancel: () => void;
  /** A failed call (success reloads the page into the progress screen). */
  onFailed: (error: unknown) => void;
}

const t = texts.hubPower;
const questions: Record<MarkerKind, { title: string; text: string; confirm: string }> = {
  reboot: { title: t.rebootConfirmTitle, text: t.rebootConfirmText(REBOOT_WINDOW_MS / 60_000), confirm: t.rebootConfirm },
  restart: { title: t.restartConfirmTitle, text: t.restartConfirmText(RESTART_WINDOW_MS / 1_000), confirm: t.restartConfirm },
};

/**
 * 'Reboot hub' and 'Restart hub' take the hub offline, so they ask first, saying for how long
 * (the spec's windows). Confirmed, the dialog waits for the answer: success records the marker and
 * reloads, so it stays until the page goes.
 */
export function HubPowerDialog({ kind, hubSerial, onCancel, onFailed }: Props) {
  const userId = useUserId();
  const power = useSingleMutation({
    mutationKey: ['hubPower', hubSerial],
    mutationFn: () => startHubPower(kind, hubSerial, userId),
    onError: onFailed,
  });
  const question = questions[kind];
  return (
    <ConfirmDialog
      title={question.title}
      text={question.text}
      confirmLabel={question.confirm}
      cancelLabel={t.cancel}
      busy={power.isPending || power.isSuccess}
      onConfirm={() => power.mutate()}
      onCancel={onCancel}
    />
  );
}
