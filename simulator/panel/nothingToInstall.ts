/**
 * Whether a hub's next inclusion has a device to hear: the one left at the door from a failed
 * inclusion, or the next its unit still has to install (as the simulated controller picks it,
 * ../zwave/hearing.ts). Without one, failing that inclusion at a later stage changes nothing the
 * trainee would see, so the panel says so.
 */
import type { DeviceToInstall } from '../../app/api/schemas';
import type { SimulatorControl } from '../control/types';
import type { DeviceRecord } from '../db/schemas';
import { stillToInstall } from '../zwave/nodes';
import type { HubChoice } from './hubChoice';

export function holdsADevice(control: SimulatorControl, hub: HubChoice): boolean {
  if (control.zwave.controller(hub.serial).door) return true;
  const [unit] = control.db.find('units', { id: hub.addressId });
  const toInstall = ((unit?.installerPreviewData as { devicesToBeInstalled?: DeviceToInstall[] } | null)?.devicesToBeInstalled) ?? [];
  const [record] = control.db.find('hubs', { hub_serial_number: hub.serial });
  const devices = control.db.find('devices', { gatewayId: String(record?.gateway_id) }) as unknown as DeviceRecord[];
  return stillToInstall(toInstall, devices).length > 0;
}

export const unitName = (control: SimulatorControl, hub: HubChoice): string => String(control.db.find('units', { id: hub.addressId })[0]?.unit ?? hub.addressId);
