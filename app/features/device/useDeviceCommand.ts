import { useEffect, useState } from 'react';
import { api } from '../../api';
import type { DeviceCommand } from '../../api/schemas';
import { reportFailuresAs } from '../../data/errorReporting';
import { useSingleMutation } from '../../data/useSingleMutation';
import { SETPOINT_FOLLOW_UP_MS, setpointPreset } from '../../domain/deviceDetail';
import { timers } from '../../lib/timers';

interface Sent {
  command: DeviceCommand;
  value: number | null;
}

/** How often the follow-up's deadline is checked: an interval, so it follows the one clock. */
const DEADLINE_TICK_MS = 100;

/**
 * Operates a device (spec 02 §4, §7, §8). Cool and heat are followed 500 ms later by the same
 * command with its setpoint; the deadline is kept in state and read from the one clock, since a
 * short timeout would not follow a paused simulator clock. Failures are reported and shown to
 * nobody (no message on the screen).
 */
export function useDeviceCommand(deviceUid: string) {
  const [followUp, setFollowUp] = useState<(Sent & { due: number }) | null>(null);
  const options = { mutationFn: ({ command, value }: Sent) => api.devices.command(deviceUid, command, value), meta: reportFailuresAs('device command') };
  const first = useSingleMutation({ ...options, mutationKey: ['deviceCommand', deviceUid] });
  const setpoint = useSingleMutation({ ...options, mutationKey: ['deviceCommand', deviceUid, 'setpoint'] });
  const sendSetpoint = setpoint.mutate;

  useEffect(() => {
    if (!followUp) return undefined;
    const id = timers.setInterval(() => {
      if (Date.now() < followUp.due) return;
      setFollowUp(null);
      sendSetpoint({ command: followUp.command, value: followUp.value });
    }, DEADLINE_TICK_MS);
    return () => timers.clearInterval(id);
  }, [followUp, sendSetpoint]);

  const run = (command: DeviceCommand) => {
    const sentAt = Date.now();
    const value = setpointPreset(command);
    first.mutate(
      { command, value: null },
      { onSuccess: () => value !== null && setFollowUp({ command, value, due: sentAt + SETPOINT_FOLLOW_UP_MS }) },
    );
  };
  return { run, busy: first.isPending || followUp !== null || setpoint.isPending };
}
