import { describe, expect, it } from 'vitest';
import { transition, type PairingEvent } from './machine';
import { initialPairing, type PairingState, type Stage } from './stages';
import { storedPairingSchema } from './storedPairing';

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const roundTrip = (state: PairingState) => storedPairingSchema.parse(JSON.parse(JSON.stringify(state)));

const stages: Stage[] = [
  { name: 'choose-device' },
  { name: 'yale-codes' },
  { name: 'yale-master-code' },
  { name: 'pairing-start' },
  { name: 'exclusion-prep', masterEndsAt: NOW },
  { name: 'exclusion-start', countdownEndsAt: NOW, masterEndsAt: NOW },
  { name: 'excluding', masterEndsAt: NOW },
  { name: 'exclusion-success' },
  { name: 'inclusion-prep', masterEndsAt: NOW },
  { name: 'inclusion-start', countdownEndsAt: NOW, masterEndsAt: NOW },
  { name: 'including', masterEndsAt: NOW },
  { name: 'device-info', nodeId: 12, found: null, endsAt: NOW },
  { name: 'device-info', nodeId: null, found: 'dev-1', endsAt: NOW },
  { name: 'inclusion-success', deviceUid: 'dev-1' },
];

describe('the pairing flow kept across a reload', () => {
  it.each(stages.map((stage) => [stage.name, stage] as const))('keeps a flow in %s as it was', (_name, stage) => {
    const state: PairingState = {
      ...initialPairing('inclusion', { exclusionHint: true, handleS2: true, yale: true }),
      stage,
      attempts: 2,
      knownUids: ['dev-a'],
      error: { kind: 'include', detail: 'x' },
      masterCodes: { active: '482915', inactive: ['204613'] },
      yaleExclusionFailures: 2,
    };
    expect(roundTrip(state)).toEqual(state);
  });

  it('goes on from its deadlines on the one clock: a countdown read back still runs out at its time', () => {
    const started = [{ type: 'start' }, { type: 'startAnswered', knownUids: [] }].reduce<PairingState>((state, event) => transition(state, event as PairingEvent, NOW), initialPairing('exclusion'));
    const reloaded = roundTrip(started);
    expect(transition(reloaded, { type: 'tick' }, NOW + 29_999).error).toBeNull();
    expect(transition(reloaded, { type: 'tick' }, NOW + 30_000).error).toEqual({ kind: 'exclude' });
  });

  it.each([
    ['an unknown stage', { ...initialPairing('inclusion'), stage: { name: 'yale-keypad' } }],
    ['a stage without its deadline', { ...initialPairing('inclusion'), stage: { name: 'including' } }],
    ['an unknown mode', { ...initialPairing('inclusion'), mode: 'repair' }],
    ['an unknown error kind', { ...initialPairing('inclusion'), error: { kind: 'boom' } }],
    ['no attempts', { ...initialPairing('inclusion'), attempts: undefined }],
    ['a record from before the Yale flow', { ...initialPairing('inclusion'), masterCodes: undefined, yaleExclusionFailures: undefined }],
  ])('refuses %s', (_name, value) => {
    expect(storedPairingSchema.safeParse(value).success).toBe(false);
  });
});
