import type { Unit } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { useFlag } from '../../flags/useFlag';
import { FullScreenDialog } from '../../ui/FullScreenDialog';
import { RemoveHubIntro } from './RemoveHubIntro';
import { SupportRemovalWizard } from './SupportRemovalWizard';
import { useRemoveHub } from './useRemoveHub';

interface Props {
  unit: Pick<Unit, 'id' | 'unit' | 'residents'> & { gatewayId: string };
  onClose: () => void;
  /** INCOMPLETE: leave the unit through the finish flow instead; hidden when not given. */
  onIncomplete?: () => void;
}

/**
 * Remove Hub as a full-screen dialog over the unit (no route change, spec 01 §2). Support users
 * (flag customer-support-user) get the guarded wizard instead of the one-press screen. Mount it
 * only while open, so the wizard starts again from page 1 each time.
 */
export function RemoveHubDialog({ unit, onClose, onIncomplete }: Props) {
  const guarded = useFlag('customer-support-user');
  const removal = useRemoveHub(unit.gatewayId, unit.id);
  return (
    <FullScreenDialog title={texts.removeHub.title} closeLabel={texts.removeHub.close} onClose={onClose}>
      {guarded ? (
        <SupportRemovalWizard
          unitName={unit.unit}
          residents={unit.residents}
          gatewayId={unit.gatewayId}
          busy={removal.busy}
          failure={removal.failure}
          onRemove={removal.remove}
        />
      ) : (
        <RemoveHubIntro busy={removal.busy} failure={removal.failure} onRemove={removal.remove} onIncomplete={onIncomplete} />
      )}
    </FullScreenDialog>
  );
}
