/** Which actions the device screen's header menu offers (spec 01 §2 "Header overflow menus"). */
import type { LiveDevice } from '../api/schemas';
import { isZWaveDevice } from './deviceStatus';

export type DeviceAction = 'resendPins' | 'refreshStatus' | 'failDevice';

/**
 * Locks: Resend pins and Refresh status; other devices: Refresh status. Fail Device only for
 * Z-Wave nodes: the hub cannot fail a Nest, a doorbell or itself.
 */
export function deviceActions(device: Pick<LiveDevice, 'deviceType'>): DeviceAction[] {
  const actions: DeviceAction[] = device.deviceType === 'lock' ? ['resendPins', 'refreshStatus'] : ['refreshStatus'];
  return isZWaveDevice(device) ? [...actions, 'failDevice'] : actions;
}
