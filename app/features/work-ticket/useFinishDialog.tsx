import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LiveDevice, Unit } from '../../api/schemas';
import type { UnitRouteStyle } from '../../config/paths';
import { useCommunity } from '../../data/communities';
import { deviceQueries } from '../../data/devices';
import { lockTodosOf, useUnitTodo } from '../../data/unitTodoStore';
import { useWorkTicket } from '../../data/workTickets';
import { workTicketSubmitFailureText } from '../../domain/errorMessages';
import { asksTransformer, effectiveForm, finishAlert, finishVariant, initialFinishForm, type FinishForm, type FinishVariant } from '../../domain/finishForm';
import { lockWork } from '../../domain/lockWork';
import { buildSubmission } from '../../domain/workTicketPayload';
import { isOpenTicket } from '../../domain/workTicketStatus';
import { FinishDialog } from './FinishDialog';
import { useRecordWorkStart } from './useRecordWorkStart';
import { useSubmitWorkTicket } from './useSubmitWorkTicket';

export interface FinishDialogHandle {
  /** Shows the Submit Install dialog; incompleteOnly forces Incomplete and hides the equipment options. */
  open(options?: { incompleteOnly?: boolean }): void;
  /** Render it once on the screen that calls open. */
  element: ReactNode;
  /** The unit's ticket is loaded and not submitted: leaving the unit should open the dialog instead. */
  ticketOpen: boolean;
}

/**
 * The finish flow of one unit (spec 01 §2-§5, 02 §2-§5). What was typed survives closing and
 * reopening the dialog and a failed submission; the variant is decided at each opening.
 */
export function useFinishDialog(unit: Unit, style: UnitRouteStyle): FinishDialogHandle {
  const queryClient = useQueryClient();
  const ticket = useWorkTicket(String(unit.id));
  const community = useCommunity(unit.communityId);
  const ticketOpen = ticket.isSuccess && isOpenTicket(ticket.data.workTicketStatus);
  useRecordWorkStart(unit, style, ticketOpen);
  const submission = useSubmitWorkTicket(unit);
  const [isOpen, setOpen] = useState(false);
  const [variant, setVariant] = useState<FinishVariant>(() => finishVariant(unit));
  const [typed, setTyped] = useState<FinishForm | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const items = unit.installerPreviewData?.devicesToBeInstalled ?? [];
  const transformerAsked = asksTransformer(variant, items);
  // Prefilled until the first edit, so a community that loads late still gives its default.
  const raw = typed ?? initialFinishForm(unit.installerPreviewData?.hubLocation ?? community.data?.salesforceInfo?.defaultHubLocation ?? '');
  // What is shown and sent; `raw` keeps hidden answers in case a later opening shows them again.
  const form = effectiveForm(raw, variant, transformerAsked);

  async function liveDevices(): Promise<LiveDevice[]> {
    const serial = unit.hub_serial;
    if (!serial) return [];
    // The unit screen polls this list every 3 s; the cache is its latest answer.
    const answer = await queryClient.ensureQueryData(deviceQueries.byHub(serial));
    return answer.results;
  }

  function onSubmit() {
    const problem = finishAlert(form);
    setAlert(problem);
    if (problem) return;
    submission.submit(async () =>
      buildSubmission({
        form,
        workType: ticket.data?.workType ?? unit.installerPreviewData?.workType ?? '',
        devicesToInstall: items,
        salesforceInfo: community.data?.salesforceInfo,
        locks: lockWork(await liveDevices(), lockTodosOf(useUnitTodo.getState(), unit.id)),
        transformerAsked,
      }),
    );
  }

  const element = isOpen && (
    <FinishDialog
      variant={variant}
      transformerAsked={transformerAsked}
      form={form}
      onChange={(patch) => setTyped({ ...raw, ...patch })}
      alert={alert ?? (submission.failed ? workTicketSubmitFailureText() : null)}
      waiting={submission.waiting}
      onSubmit={onSubmit}
      onClose={() => setOpen(false)}
    />
  );

  return {
    open: (options = {}) => {
      setAlert(null);
      submission.reset();
      setVariant(finishVariant(unit, options.incompleteOnly));
      setOpen(true);
    },
    element,
    ticketOpen,
  };
}
