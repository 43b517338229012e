import { texts } from '../domain/texts';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Reset Controller?': asked the same way from the unit's menu and from the pairing screen. */
export function ResetControllerDialog({ busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      title={texts.hubMenu.resetTitle}
      text={texts.hubMenu.resetText}
      confirmLabel={texts.hubMenu.reset}
      cancelLabel={texts.hubMenu.cancel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
