import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import type { LiveDevice, Unit } from '../../api/schemas';
import type { UnitRouteStyle } from '../../config/paths';
import { readClosingNotesDraft, saveClosingNotesDraft } from '../../data/closingNotesDraftRecord';
import { useCommunity } from '../../data/communities';
import { deviceQueries } from '../../data/devices';
import { lockTodosOf, useUnitTodo } from '../../data/unitTodoStore';
import { useWorkTicket } from '../../data/workTickets';
import { explainedLoadFailure, workTicketSubmitFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { alertStillShown, asksTransformer, effectiveForm, finishAlert, finishVariant, initialFinishForm, type FinishForm, type FinishVariant } from '../../domain/finishForm';
import { lockWork } from '../../domain/lockWork';
import { ringDoorbell } from '../../domain/ring';
import { buildSubmission } from '../../domain/workTicketPayload';
import { isOpenTicket } from '../../domain/workTicketStatus';
import { failedWithoutData } from '../../lib/queryState';
import { FinishDialog } from './FinishDialog';
import { TicketUnreadableDialog } from './TicketUnreadableDialog';
import { useRecordWorkStart } from './useRecordWorkStart';
import { useSubmitWorkTicket } from './useSubmitWorkTicket';

export interface FinishDialogHandle {
  /** Shows the Submit Install dialog; incompleteOnly forces Incomplete and hides the equipment options. */
  open(options?: { incompleteOnly?: boolean }): void;
  /**
   * The unit screen's Back (spec 01 §4): the finish dialog while the ticket is open; while the
   * ticket cannot be read, a dialog that says so and offers a retry; otherwise `away`.
   */
  leave(away: () => void): void;
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
  const ticketOpen = ticket.isSuccess && isOpenTicket(ticket.data?.workTicketStatus);
  const ticketUnreadable = failedWithoutData(ticket);
  useRecordWorkStart(unit, style, ticketOpen);
  const submission = useSubmitWorkTicket(unit);
  const [isOpen, setOpen] = useState(false);
  const [variant, setVariant] = useState<FinishVariant>(() => finishVariant(unit));
  const [typed, setTyped] = useState<FinishForm | null>(null);
  // Closing Notes this installer typed here before a 401 or a sign-out cut the work short.
  const [draftNotes] = useState(() => readClosingNotesDraft(unit.id));
  const [alert, setAlert] = useState<string | null>(null);
  const [askingToLeave, setAskingToLeave] = useState(false);
  // Where Back was going when the ticket turned out unreadable; set and read in handlers only.
  const away = useRef<() => void>(() => undefined);

  const items = unit.installerPreviewData?.devicesToBeInstalled ?? [];
  // Reads the hub's device list the unit screen polls, without fetching it again: a Ring set up or removed shows here at once.
  const ringSetUp = useQuery({ ...deviceQueries.byHub(unit.hub_serial ?? ''), enabled: false, select: (answer) => ringDoorbell(answer.results) !== null });
  const transformerAsked = asksTransformer(variant, items, ringSetUp.data === true);
  // Prefilled until the first edit, so a community that loads late still gives its default.
  const raw = typed ?? {
    ...initialFinishForm(unit.installerPreviewData?.hubLocation ?? community.data?.salesforceInfo?.defaultHubLocation ?? ''),
    closingNotesText: draftNotes ?? '',
  };
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

  function open(options: { incompleteOnly?: boolean } = {}) {
    setAlert(null);
    submission.reset();
    setVariant(finishVariant(unit, options.incompleteOnly));
    setOpen(true);
  }

  function leave(goAway: () => void) {
    if (ticketOpen) return open();
    away.current = goAway;
    // Still loading (a weak signal): Back waits for the answer, or an open ticket would be left unseen.
    if (ticket.isPending) return void readThenLeave();
    if (!ticketUnreadable) return goAway();
    setAskingToLeave(true);
  }

  /**
   * Reads the ticket and carries on with Back: the finish dialog if it is open, else away; a ticket
   * that still cannot be read gets (or keeps) the dialog that says so.
   */
  async function readThenLeave() {
    const answer = await ticket.refetch();
    if (answer.isError) return setAskingToLeave(true);
    setAskingToLeave(false);
    if (isOpenTicket(answer.data?.workTicketStatus)) open();
    else away.current();
  }

  const element = (
    <>
      {isOpen && (
        <FinishDialog
          variant={variant}
          transformerAsked={transformerAsked}
          form={form}
          onChange={(patch) => {
            setTyped({ ...raw, ...patch });
            if (patch.closingNotesText !== undefined) saveClosingNotesDraft(unit.id, patch.closingNotesText);
          }}
          alert={alertStillShown(alert, form) ?? (submission.failed ? workTicketSubmitFailureText() : null)}
          waiting={submission.waiting}
          onSubmit={onSubmit}
          onClose={() => setOpen(false)}
        />
      )}
      {askingToLeave && (
        <TicketUnreadableDialog
          message={explainedLoadFailure(texts.finish.ticketLoadFailed, ticket.error)}
          retrying={ticket.isFetching}
          onRetry={() => void readThenLeave()}
          onLeave={() => {
            setAskingToLeave(false);
            away.current();
          }}
          onStay={() => setAskingToLeave(false)}
        />
      )}
    </>
  );

  return { open, leave, element, ticketOpen };
}
