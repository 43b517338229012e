import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import type { LiveDevice } from '../../api/schemas';
import { reportFailuresAs } from '../../data/errorReporting';
import { queryKeys } from '../../data/queryKeys';
import { useSingleMutation } from '../../data/useSingleMutation';
import { leakAlertsOn } from '../../domain/deviceDetail';
import { texts } from '../../domain/texts';

const words = texts.deviceDetail.leak;

/**
 * A leak sensor's status bar and its alert toggle (spec 02 §2, §7 setnotifications). A failure is
 * reported with no message (spec 02 §8); the toggle then still shows what the device says.
 */
export function LeakAlerts({ device, hubSerial }: { device: Pick<LiveDevice, 'uid' | 'notifications'>; hubSerial: string }) {
  const queryClient = useQueryClient();
  const on = leakAlertsOn(device);
  const toggle = useSingleMutation({
    mutationKey: ['deviceNotifications', device.uid],
    mutationFn: (notifications: boolean) => api.devices.setNotifications(device.uid, notifications),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) }),
    meta: reportFailuresAs('leak alerts toggle'),
  });
  return (
    <>
      <Alert variant="filled" severity={on ? 'success' : 'error'} role="status">
        {on ? words.monitoring : words.testMode}
      </Alert>
      <FormControlLabel
        control={<Switch checked={on} disabled={toggle.isPending} onChange={(event) => toggle.mutate(event.target.checked)} />}
        label={words.alerts}
      />
    </>
  );
}
