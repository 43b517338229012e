import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { DeviceToInstall, LiveDevice, Unit } from '../../api/schemas';
import { zWaveDevices } from '../../domain/deviceStatus';
import type { SyncStatus } from '../../domain/doorCodeSync';
import { lockSlots, lockTasks } from '../../domain/lockTasks';
import type { Operation } from '../../domain/pairing/stages';
import { ringDoorbell } from '../../domain/ring';
import { texts } from '../../domain/texts';
import { deviceTypeTodo, type LockRef, type UnitTodo } from '../../domain/unitTodo';
import { LoadFailure } from '../../ui/LoadFailure';
import { StickyActions } from '../../ui/StickyActions';
import { DeviceRow } from './DeviceRow';
import { useFlag } from '../../flags/useFlag';
import { DevicesToInstall } from './DevicesToInstall';
import { DoorbellTasks } from './DoorbellTasks';
import { LockSlotTasks } from './LockSlotTasks';
import { PairingEntry } from './PairingEntry';

export interface LockActions {
  onBatteries: (lock: LockRef, installed: boolean) => void;
  onSyncDoorCodes: (lock: LiveDevice) => void;
  /** Shows the progress of a sync already running. */
  onViewSync: (lock: LiveDevice) => void;
  onCheckLockThrow: (lock: LiveDevice) => void;
  onExpand: (deviceType: string, expanded: boolean) => void;
}

/** Opens the Ring doorbell dialog: on the unit's Ring, or to set one up when there is none. */
export type OnRingDoorbell = (ring: LiveDevice | null) => void;

interface Props {
  unit: Unit;
  devices: readonly LiveDevice[];
  unitTodo: UnitTodo;
  usesPrefilledPins: boolean;
  /** The newest door-code sync status of each lock (none without door-code reliability). */
  syncStatuses: ReadonlyMap<string, SyncStatus>;
  lockActions: LockActions;
  onRingDoorbell: OnRingDoorbell;
  hasWorkTicket: boolean;
  /** The work ticket could not be read: said in Finish's place, with a retry. */
  ticketFailure: { message: string; onRetry: () => void } | null;
  onOpenDevice: (device: LiveDevice) => void;
  /** Opens the finish dialog. */
  onFinish: () => void;
  /** Opens the Z-Wave setup page for an inclusion or an exclusion. */
  onPair: (operation: Operation) => void;
}

export function DevicesTab({ unit, devices, unitTodo, usesPrefilledPins, syncStatuses, lockActions, onRingDoorbell, hasWorkTicket, ticketFailure, onOpenDevice, onFinish, onPair }: Props) {
  const startPerDevice = useFlag('yale-lock-master-codes');
  const zWave = zWaveDevices(devices);
  const items = unit.installerPreviewData?.devicesToBeInstalled ?? [];
  const slots = lockSlots(items, zWave);
  const ring = ringDoorbell(devices);
  const tasksOf = (item: DeviceToInstall) => {
    if (item.deviceType === 'doorbell') {
      return <DoorbellTasks ring={ring} troubleshootInfo={deviceTypeTodo(unitTodo, 'doorbell').troubleshootInfo} onOpen={() => onRingDoorbell(ring)} />;
    }
    return (
      slots.get(item.id)?.map((slot, index) => (
        <LockSlotTasks
          key={slot.lock?.uid ?? `to-pair-${index}`}
          slot={slot}
          position={index + 1}
          tasks={lockTasks(slot, unitTodo, { usesPrefilledPins, syncStatus: (slot.lock && syncStatuses.get(slot.lock.uid)) ?? null })}
          onBatteries={(installed) => lockActions.onBatteries(slot.ref, installed)}
          onSyncDoorCodes={lockActions.onSyncDoorCodes}
          onViewSync={lockActions.onViewSync}
          onCheckLockThrow={lockActions.onCheckLockThrow}
        />
      )) ?? null
    );
  };
  return (
    <Box>
      {zWave.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {texts.unitDetail.noZWaveDevices}
        </Typography>
      ) : (
        <List aria-label={texts.unitDetail.zWaveDevices}>
          {zWave.map((device) => (
            <DeviceRow key={device.uid} device={device} onOpen={() => onOpenDevice(device)} />
          ))}
        </List>
      )}
      <DevicesToInstall
        items={items}
        // A Ring doorbell counts against its line too, though it is no Z-Wave device.
        devices={ring ? [...zWave, ring] : zWave}
        unitTodo={unitTodo}
        onExpand={lockActions.onExpand}
        onStartInclusion={startPerDevice ? () => onPair('inclusion') : undefined}
        tasksOf={tasksOf}
      />
      {ticketFailure && <LoadFailure message={ticketFailure.message} onRetry={ticketFailure.onRetry} />}
      <StickyActions flush>
        <PairingEntry onPair={onPair} />
        {hasWorkTicket && (
          <Button variant="contained" fullWidth onClick={onFinish}>
            {texts.unitDetail.finish}
          </Button>
        )}
      </StickyActions>
    </Box>
  );
}
