import { useState, type ReactNode } from 'react';
import type { LiveDevice, RingModel } from '../../api/schemas';
import { useHubDevices } from '../../data/devices';
import { changeUnitTodo } from '../../data/unitTodoStore';
import { openingPage, ringDoorbell, ringTransition, type RingEvent, type RingPage } from '../../domain/ring';
import { perStage } from '../../domain/perStage';
import { texts } from '../../domain/texts';
import { withDeviceType } from '../../domain/unitTodo';
import { FullScreenDialog } from '../../ui/FullScreenDialog';
import { CreateRingPage } from './CreateRingPage';
import { EditRingPage } from './EditRingPage';
import { InstallationStepsPage } from './InstallationStepsPage';
import { TroubleshootRingPage } from './TroubleshootRingPage';
import { useRingCalls } from './useRingCalls';

const titles: Record<RingPage, string> = {
  'create-ring': texts.ring.titles.create,
  'installation-steps': texts.ring.titles.installationSteps,
  'troubleshoot-ring': texts.ring.titles.troubleshoot,
  'edit-ring': texts.ring.titles.edit,
};

interface Props {
  addressId: number;
  gatewayId: string;
  hubSerial: string;
  /** The unit's Ring device when the dialog opens, or null when none is set up. */
  ring: LiveDevice | null;
  onClose: () => void;
}

/**
 * The Ring doorbell dialog (spec 02 §2, §4): the page follows app/domain/ring.ts; troubleshooting
 * goes into the doorbell's to-do (local only, spec 02 §7). Closing waits while a call is under way.
 */
export function RingDialog({ addressId, gatewayId, hubSerial, ring: opened, onClose }: Props) {
  const [page, setPage] = useState<RingPage>(() => openingPage(opened));
  // The edit page compares each answer with the Ring as the polled device list has it now.
  const devices = useHubDevices(hubSerial).data;
  const ring = devices ? ringDoorbell(devices) : opened;
  const [model, setModel] = useState<RingModel>('pro');
  const calls = useRingCalls(gatewayId, hubSerial);

  function send(event: RingEvent) {
    const step = ringTransition(page, event);
    const info = step.troubleshootInfo;
    if (info !== undefined) changeUnitTodo(addressId, (todo) => withDeviceType(todo, 'doorbell', { troubleshootInfo: info }));
    if (step.page === null) onClose();
    else setPage(step.page);
  }

  const busy = calls.create.isPending || calls.update.isPending || calls.remove.isPending;
  const editFailure = calls.remove.error ?? calls.update.error;
  return (
    <FullScreenDialog title={titles[page]} closeLabel={texts.ring.close} closeDisabled={busy} onClose={onClose}>
      {perStage<RingPage, ReactNode>(page, {
        'create-ring': () => (
          <CreateRingPage
            creating={calls.create.isPending}
            failure={calls.create.error}
            onCreate={(answers, metadataId) => {
              if (answers.ringModel) setModel(answers.ringModel);
              calls.create.mutate(metadataId, { onSuccess: () => send({ type: 'created' }) });
            }}
          />
        ),
        'installation-steps': () => <InstallationStepsPage model={model} onTroubleshoot={() => send({ type: 'troubleshoot' })} onDone={() => send({ type: 'done' })} />,
        'troubleshoot-ring': () => (
          <TroubleshootRingPage onResolve={(result, issueDescription, stepsTaken) => send({ type: 'resolve', result, issueDescription, stepsTaken })} />
        ),
        'edit-ring': () =>
          ring && (
            <EditRingPage
              ring={ring}
              updating={calls.update.isPending}
              removing={calls.remove.isPending}
              failure={editFailure}
              onChange={(metadataId) => {
                calls.remove.reset();
                calls.update.mutate({ uid: ring.uid, metadataId });
              }}
              onRemove={() =>
                new Promise((settled) => {
                  calls.update.reset();
                  calls.remove.mutate(ring.uid, { onSuccess: () => send({ type: 'removed' }), onSettled: settled });
                })
              }
            />
          ),
      })}
    </FullScreenDialog>
  );
}
