/**
 * The explorer's device flow (issue 38). Seed 11 pressed Fail device, typed a name, then Done:
 * the lock had left the hub, so Done rightly left without saving, and the typed-kept check took
 * that for a lost name. A failed device makes what was typed moot (`typedMoot`). The flow's own
 * rule: a Done whose save failed must keep the installer on the device screen.
 */
import { expect, it } from 'vitest';
import { texts } from '../../../app/domain/texts';
import { createSeededRandom } from '../../../simulator/engine/seededRandom';
import { noFalseSuccess, type StepRecord } from '../../../simulator/explore/invariants';
import { playRun } from '../driver';
import { deviceFlow } from './device';

const { deviceMenu, deviceDetail } = texts;

it('seed 11 completes: a name typed after Fail device removed the lock is nobody’s loss once the screen shows it gone', async () => {
  const result = await playRun(
    deviceFlow,
    {
      flow: 'device',
      seed: 11,
      faults: [],
      actions: [
        { wait: 5_000 },
        { click: deviceMenu.moreActions },
        { click: deviceMenu.failDevice },
        { click: deviceMenu.failDevice },
        { fill: deviceDetail.deviceName, value: 'Back Door Lock' },
        { click: deviceDetail.done },
        { wait: 5_000 },
        { click: deviceDetail.done },
      ],
    },
    createSeededRandom(11).fork('actions'),
  );
  expect(result.broken).toBeNull();
  expect(window.location.pathname).toBe(deviceFlow.path.replace(/\/device\/.*$/, ''));
});

it('catches a Done that shows the unit screen although its save failed (planted: the page moved on)', () => {
  const step: StepRecord = {
    action: { click: deviceDetail.done },
    look: { text: '', buttons: [], fields: [], error: false },
    answers: [{ call: 'devices.update', method: 'PUT', status: 500, failed: true }],
  };
  window.history.replaceState(null, '', deviceFlow.path);
  expect(noFalseSuccess(step, deviceFlow.rules)).toBeNull();
  window.history.replaceState(null, '', deviceFlow.path.replace(/\/device\/.*$/, ''));
  expect(noFalseSuccess(step, deviceFlow.rules)?.invariant).toBe('no-false-success');
});
