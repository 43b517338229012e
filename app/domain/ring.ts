/**
 * The Ring doorbell dialog as a pure flow (spec 02 §2, §4, §5, §8): four pages, a transition
 * function over them and a table of buttons per page, plus the rules each page applies.
 * - create-ring: model, Ring Chime answer, chime type (pro only); 'Confirm and Install' sends the
 *   create call and, once it succeeds, installation-steps follows. A failure stays on the page.
 * - installation-steps: Troubleshoot leads to troubleshoot-ring; Done closes.
 * - troubleshoot-ring: 'I Fixed It' or 'Report It' save the troubleshooting with FIXED or REPORTED and close.
 * - edit-ring (a Ring already set up): a model or chime change is sent at once; removal after a
 *   confirmation closes the dialog; a failed removal leaves the page as it was.
 */
import type { ChimeType, LiveDevice, RingChimeAnswer, RingDetails, RingModel } from '../api/schemas';
import { ringMetadataById, ringMetadataId } from '../api/schemas';
import type { IssueResult, TroubleshootInfo } from './unitTodo';

export type RingPage = 'create-ring' | 'installation-steps' | 'troubleshoot-ring' | 'edit-ring';

export type RingEvent =
  | { type: 'created' }
  | { type: 'troubleshoot' }
  | { type: 'done' }
  | { type: 'resolve'; result: IssueResult; issueDescription: string; stepsTaken: string }
  | { type: 'removed' };

export interface RingStep {
  /** Null: the dialog closes. */
  page: RingPage | null;
  /**
   * What the doorbell's to-do keeps as troubleshooting: what was just saved, or null once the Ring
   * is removed, as its outcome no longer describes a doorbell of the unit. Absent: unchanged.
   */
  troubleshootInfo?: TroubleshootInfo | null;
}

const stay = (page: RingPage): RingStep => ({ page });
const close: RingStep = { page: null };

export function ringTransition(page: RingPage, event: RingEvent): RingStep {
  switch (event.type) {
    case 'created':
      return page === 'create-ring' ? stay('installation-steps') : stay(page);
    case 'troubleshoot':
      return page === 'installation-steps' ? stay('troubleshoot-ring') : stay(page);
    case 'done':
      return page === 'installation-steps' ? close : stay(page);
    case 'resolve':
      if (page !== 'troubleshoot-ring' || !troubleshootEnabled(event.stepsTaken)) return stay(page);
      return { page: null, troubleshootInfo: { issueDescription: event.issueDescription.trim(), stepsTaken: event.stepsTaken.trim(), resultOfIssue: event.result } };
    case 'removed':
      return page === 'edit-ring' ? { page: null, troubleshootInfo: null } : stay(page);
  }
}

/** The dialog opens on the edit page for a doorbell already set up, else on create. */
export function openingPage(ring: LiveDevice | null): RingPage {
  return ring ? 'edit-ring' : 'create-ring';
}

export type RingButton = 'confirmAndInstall' | 'troubleshoot' | 'done' | 'report' | 'fixed' | 'remove';

/** The buttons of each page, in the order they stand. */
export const ringButtons: Record<RingPage, readonly RingButton[]> = {
  'create-ring': ['confirmAndInstall'],
  'installation-steps': ['troubleshoot', 'done'],
  'troubleshoot-ring': ['report', 'fixed'],
  'edit-ring': ['remove'],
};

/** What the installer has answered on create-ring (or edit-ring) so far. */
export interface RingAnswers {
  ringModel: RingModel | null;
  ringChime: RingChimeAnswer | null;
  chimeType: ChimeType | null;
}

export const noAnswers: RingAnswers = { ringModel: null, ringChime: null, chimeType: null };

/** Spec 02 §5: the chime type is asked only for the pro model. */
export const chimeTypeAsked = (model: RingModel | null) => model === 'pro';

/** Complete answers as the details the provider stores, or null while one is missing. */
export function ringDetails(answers: RingAnswers): RingDetails | null {
  const { ringModel, ringChime, chimeType } = answers;
  if (!ringModel || !ringChime) return null;
  if (chimeTypeAsked(ringModel)) return chimeType ? { ringModel, ringChime, chimeType } : null;
  return { ringModel, ringChime, chimeType: null };
}

/** Spec 02 §5: Confirm and Install waits for every answer, and for the create call under way. */
export function confirmEnabled(answers: RingAnswers, loading: boolean): boolean {
  return !loading && ringDetails(answers) !== null;
}

/** Spec 02 §5: 'Report It' and 'I Fixed It' wait for the steps taken. */
export function troubleshootEnabled(stepsTaken: string): boolean {
  return stepsTaken.trim().length > 0;
}

/** The metadata record complete answers stand for, or null while one is missing. */
export function metadataIdOf(answers: RingAnswers): number | null {
  const details = ringDetails(answers);
  return details ? ringMetadataId(details) : null;
}

/** Spec 02 §5, §9: the doorbell transformer's voltage range per model. */
export const doorbellVoltage: Record<RingModel, string> = { pro: '16V-24V', wired: '10V-24V' };

/** The unit's Ring doorbell among the hub's devices, if one is set up. */
export function ringDoorbell(devices: readonly LiveDevice[]): LiveDevice | null {
  return devices.find((device) => device.deviceType === 'doorbell' && device.model === 'ring') ?? null;
}

/** A Ring device's answers, read from its metadata record, else from the chime fields of its device_metadata. */
export function answersOf(device: LiveDevice): RingAnswers {
  const record = ringMetadataById(device.metadata_id);
  if (record) return { ringModel: record.ringModel, ringChime: record.ringChime, chimeType: record.chimeType };
  const meta = device.device_metadata[0];
  const pick = <T extends string>(value: string | null | undefined, allowed: readonly T[]) => (allowed as readonly string[]).includes(value ?? '') ? (value as T) : null;
  return {
    ringModel: /pro/i.test(meta?.long_name ?? '') ? 'pro' : meta?.long_name ? 'wired' : null,
    ringChime: pick(meta?.ring_chime, ['yes', 'no'] as const),
    chimeType: pick(meta?.chime_type, ['digital', 'mechanical', 'none'] as const),
  };
}

/**
 * An edit of one answer: the new answers, and the metadata record to send at once when they are
 * complete and differ from what is stored (a switch to pro waits for its chime type).
 */
export function editAnswer(current: RingAnswers, patch: Partial<RingAnswers>, storedId: number | null | undefined): { answers: RingAnswers; send: number | null } {
  const answers = { ...current, ...patch };
  const id = metadataIdOf(answers);
  return { answers, send: id !== null && id !== storedId ? id : null };
}
