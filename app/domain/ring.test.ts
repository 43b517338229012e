import { describe, expect, it } from 'vitest';
import { ringMetadata, ringMetadataId, type LiveDevice } from '../api/schemas';
import {
  answersOf,
  chimeTypeAsked,
  confirmEnabled,
  doorbellVoltage,
  editAnswer,
  noAnswers,
  openingPage,
  ringButtons,
  ringDoorbell,
  ringTransition,
  troubleshootEnabled,
  type RingAnswers,
  type RingEvent,
  type RingPage,
  type RingStep,
} from './ring';

const resolve = (result: 'FIXED' | 'REPORTED', stepsTaken: string): RingEvent => ({ type: 'resolve', result, issueDescription: ' No power ', stepsTaken });

describe('Ring dialog pages (spec 02 §4)', () => {
  it.each<[RingPage, RingEvent, RingStep]>([
    ['create-ring', { type: 'created' }, { page: 'installation-steps' }],
    ['installation-steps', { type: 'troubleshoot' }, { page: 'troubleshoot-ring' }],
    ['installation-steps', { type: 'done' }, { page: null }],
    ['troubleshoot-ring', resolve('FIXED', ' Reset the breaker '), { page: null, troubleshootInfo: { issueDescription: 'No power', stepsTaken: 'Reset the breaker', resultOfIssue: 'FIXED' } }],
    ['troubleshoot-ring', resolve('REPORTED', 'Swapped the transformer'), { page: null, troubleshootInfo: { issueDescription: 'No power', stepsTaken: 'Swapped the transformer', resultOfIssue: 'REPORTED' } }],
    // Spec 02 §5: without steps taken neither button does anything.
    ['troubleshoot-ring', resolve('FIXED', '   '), { page: 'troubleshoot-ring' }],
    ['edit-ring', { type: 'removed' }, { page: null, troubleshootInfo: null }],
    // Events a page does not have change nothing.
    ['create-ring', { type: 'done' }, { page: 'create-ring' }],
    ['create-ring', { type: 'removed' }, { page: 'create-ring' }],
    ['edit-ring', { type: 'created' }, { page: 'edit-ring' }],
    ['installation-steps', resolve('FIXED', 'x'), { page: 'installation-steps' }],
  ])('%s + %o', (page, event, expected) => {
    expect(ringTransition(page, event)).toEqual(expected);
  });

  it('has the buttons of each page', () => {
    expect(ringButtons).toEqual({
      'create-ring': ['confirmAndInstall'],
      'installation-steps': ['troubleshoot', 'done'],
      'troubleshoot-ring': ['report', 'fixed'],
      'edit-ring': ['remove'],
    });
  });

  it('opens on edit for a doorbell already set up, else on create', () => {
    expect(openingPage(null)).toBe('create-ring');
    expect(openingPage(ringDevice(41))).toBe('edit-ring');
  });
});

describe('Ring rules (spec 02 §5, §9)', () => {
  it.each<[RingAnswers, boolean, boolean]>([
    [noAnswers, false, false],
    [{ ringModel: 'pro', ringChime: 'yes', chimeType: null }, false, false],
    [{ ringModel: 'pro', ringChime: null, chimeType: 'mechanical' }, false, false],
    [{ ringModel: 'pro', ringChime: 'yes', chimeType: 'mechanical' }, false, true],
    [{ ringModel: 'pro', ringChime: 'no', chimeType: 'none' }, false, true],
    [{ ringModel: 'wired', ringChime: 'no', chimeType: null }, false, true],
    [{ ringModel: 'wired', ringChime: null, chimeType: null }, false, false],
    // While the create call is under way.
    [{ ringModel: 'pro', ringChime: 'yes', chimeType: 'digital' }, true, false],
  ])('%o, loading %s: Confirm and Install enabled %s', (answers, loading, enabled) => {
    expect(confirmEnabled(answers, loading)).toBe(enabled);
  });

  it('asks the chime type only for pro', () => {
    expect([chimeTypeAsked('pro'), chimeTypeAsked('wired'), chimeTypeAsked(null)]).toEqual([true, false, false]);
  });

  it('gives the doorbell voltage per model', () => {
    expect(doorbellVoltage).toEqual({ pro: '16V-24V', wired: '10V-24V' });
  });

  it.each<[string, boolean]>([
    ['', false],
    ['  ', false],
    ['Checked the wiring', true],
  ])('steps taken %j: Report It and I Fixed It enabled %s', (steps, enabled) => {
    expect(troubleshootEnabled(steps)).toBe(enabled);
  });

  it('has one metadata record per combination, a wired one without chime type', () => {
    expect(ringMetadata).toHaveLength(8);
    expect(new Set(ringMetadata.map((entry) => entry.id)).size).toBe(8);
    expect(ringMetadataId({ ringModel: 'wired', ringChime: 'yes', chimeType: 'digital' })).toBe(ringMetadataId({ ringModel: 'wired', ringChime: 'yes', chimeType: null }));
  });
});

function ringDevice(metadataId: number | null, meta: LiveDevice['device_metadata'] = []): LiveDevice {
  return { uid: 'ring-1', localId: 'ring-1', gatewayId: 'gw', deviceType: 'doorbell', model: 'ring', metadata_id: metadataId, device_metadata: meta, sensors: [] };
}

describe('the Ring device', () => {
  const proMechanical = ringMetadataId({ ringModel: 'pro', ringChime: 'yes', chimeType: 'mechanical' });

  it('is the hub device of type doorbell and model ring', () => {
    const lock: LiveDevice = { ...ringDevice(null), uid: 'lock', deviceType: 'lock', model: 'Yale' };
    expect(ringDoorbell([lock])).toBeNull();
    expect(ringDoorbell([lock, ringDevice(41)])?.uid).toBe('ring-1');
  });

  it('reads its answers from its metadata record, else from its chime fields', () => {
    expect(answersOf(ringDevice(proMechanical))).toEqual({ ringModel: 'pro', ringChime: 'yes', chimeType: 'mechanical' });
    expect(answersOf(ringDevice(null, [{ long_name: 'Ring Video Doorbell Wired', ring_chime: 'no', chime_type: null }]))).toEqual({ ringModel: 'wired', ringChime: 'no', chimeType: null });
  });

  it.each<[string, Partial<RingAnswers>, number | null]>([
    ['a chime type change is sent at once', { chimeType: 'digital' }, ringMetadataId({ ringModel: 'pro', ringChime: 'yes', chimeType: 'digital' })],
    ['a model change to wired is sent at once', { ringModel: 'wired' }, ringMetadataId({ ringModel: 'wired', ringChime: 'yes', chimeType: null })],
    ['the same answer again sends nothing', { chimeType: 'mechanical' }, null],
    ['a switch to pro waits for its chime type', { ringModel: 'pro', chimeType: null }, null],
  ])('%s', (_case, patch, send) => {
    const stored = { ringModel: 'pro', ringChime: 'yes', chimeType: 'mechanical' } as const;
    expect(editAnswer(stored, patch, proMechanical).send).toBe(send);
  });
});
