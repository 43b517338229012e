import { describe, expect, it } from 'vitest';
import type { LiveDevice } from '../api/schemas';
import { deviceActions, type DeviceAction } from './deviceActions';

describe('deviceActions', () => {
  it.each<[LiveDevice['deviceType'], DeviceAction[]]>([
    ['lock', ['resendPins', 'refreshStatus', 'failDevice']],
    ['thermostat', ['refreshStatus', 'failDevice']],
    ['switch', ['refreshStatus', 'failDevice']],
    ['dimmer', ['refreshStatus', 'failDevice']],
    ['binary_sensor', ['refreshStatus', 'failDevice']],
    ['nest', ['refreshStatus']],
    ['doorbell', ['refreshStatus']],
    ['gateway', ['refreshStatus']],
  ])('%s offers %j', (deviceType, expected) => {
    expect(deviceActions({ deviceType })).toEqual(expected);
  });
});
