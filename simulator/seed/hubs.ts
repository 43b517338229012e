/** Builds hub records with the status and software fields a healthy, up-to-date hub reports. */
import type { HubStatus } from '../../app/api/schemas';
import type { RecordInput } from '../db/schemas';
import { isoMinutesBefore } from './time';

const RELEASE_COMMIT = '3f9c2e1b7a4d8c0e5f6a1b2c3d4e5f60718293a4';

type NetworkFields = Pick<
  HubStatus,
  'internet_delivery' | 'ethernet_ip_address' | 'cellular_ip_address' | 'wifi_ip_address' | 'cellular_signal'
>;

export interface HubInput {
  serial: string;
  gatewayId: string;
  addressId: number | null;
  now: number;
  bootedHoursAgo: number;
  network?: Partial<NetworkFields>;
}

export function buildHub({ serial, gatewayId, addressId, now, bootedHoursAgo, network }: HubInput): RecordInput<'hubs'> {
  return {
    hub_serial_number: serial,
    gateway_id: gatewayId,
    is_iot_hub: true,
    balena_commit_hash: RELEASE_COMMIT,
    balena_branch: 'production',
    balena_release_group: 'hub-stable',
    boot_time: isoMinutesBefore(now, bootedHoursAgo * 60),
    internet_delivery: 'ethernet',
    ethernet_ip_address: null,
    cellular_ip_address: null,
    wifi_ip_address: null,
    cellular_signal: 75,
    iccid: iccidFor(serial),
    last_seen: isoMinutesBefore(now, 0.5),
    ...network,
    addressId,
    update: {
      update_pending: false,
      current_commit: RELEASE_COMMIT,
      service_statuses: {
        'hub-core': { status: 'Running', commit: RELEASE_COMMIT, download_progress: null },
        'zwave-controller': { status: 'Running', commit: RELEASE_COMMIT, download_progress: null },
        'door-codes': { status: 'Running', commit: RELEASE_COMMIT, download_progress: null },
      },
    },
  };
}

/** A 20-digit SIM number derived from the serial, so it is stable and unique per hub. */
function iccidFor(serial: string): string {
  return `8901260${serial.replace(/\D/g, '').padStart(13, '0')}`.slice(0, 20);
}
