import Stack from '@mui/material/Stack';
import type { LiveDevice } from '../../api/schemas';
import { deviceReadouts } from '../../domain/deviceReadouts';
import { texts } from '../../domain/texts';
import { useServerNow } from '../../lib/useServerNow';
import { ReadOnlyField } from '../../ui/ReadOnlyField';

/** The last battery reading's age moves by the minute; refresh a little faster than that. */
const CLOCK_TICK_MS = 15_000;

/** The device's live state, read-out by read-out (spec 02 §2, the read-outs table). */
export function DeviceReadouts({ device }: { device: LiveDevice }) {
  const now = useServerNow(CLOCK_TICK_MS);
  return (
    <Stack spacing={2} component="section" aria-label={texts.deviceDetail.readouts}>
      {deviceReadouts(device, now).map(({ label, value, helper }) => (
        <ReadOnlyField key={label} label={label} value={value} helper={helper} />
      ))}
    </Stack>
  );
}
