import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HubStatus } from '../../api/schemas';
import { loadFailureText } from '../../domain/errorMessages';
import { formatHeartbeat, formatLocalDateTime } from '../../domain/hubTime';
import { texts } from '../../domain/texts';
import { useServerNow } from '../../lib/useServerNow';
import { LoadFailure } from '../../ui/LoadFailure';
import { Loading } from '../../ui/Loading';
import { HubBanners } from './HubBanners';

/** Relative heartbeat ages move by the minute; refresh a little faster than that. */
const CLOCK_TICK_MS = 15_000;

function orEmpty(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? texts.hub.empty : String(value);
}

function hubFields(status: HubStatus, now: number): Array<[label: string, value: string]> {
  const t = texts.hub;
  return [
    [t.serial, orEmpty(status.hub_serial_number)],
    [t.gatewayId, orEmpty(status.gateway_id)],
    [t.commandBroker, status.is_iot_hub ? t.brokerIot : t.brokerStream],
    [t.commit, orEmpty(status.balena_commit_hash)],
    [t.branch, orEmpty(status.balena_branch)],
    [t.releaseGroup, orEmpty(status.balena_release_group)],
    [t.lastBoot, status.boot_time ? formatLocalDateTime(status.boot_time) : t.empty],
    [t.internetDelivery, orEmpty(status.internet_delivery)],
    [t.ethernetIp, orEmpty(status.ethernet_ip_address)],
    [t.cellularIp, orEmpty(status.cellular_ip_address)],
    [t.cellularSignal, status.cellular_signal === null || status.cellular_signal === undefined ? t.empty : t.signalPercent(status.cellular_signal)],
    [t.iccid, status.iccid || t.notAvailable],
    [t.lastHeartbeat, status.last_seen ? formatHeartbeat(status.last_seen, now) : t.empty],
  ];
}

/** The hub's read-only status (spec 02 §2), with its banners. */
export function HubTab({ status }: { status: UseQueryResult<HubStatus> }) {
  const now = useServerNow(CLOCK_TICK_MS);
  if (status.isPending) return <Loading />;
  if (status.isError) return <LoadFailure message={loadFailureText(status.error, texts.hub.loadFailed)} onRetry={() => void status.refetch()} />;
  return (
    <Box>
      <HubBanners status={status.data} />
      <Stack spacing={2} sx={{ p: 2 }}>
        {hubFields(status.data, now).map(([label, value]) => (
          // Multiline, so a long value (the 40-character commit hash) wraps instead of being cut off on a phone.
          <TextField key={label} label={label} value={value} variant="standard" fullWidth multiline slotProps={{ htmlInput: { readOnly: true } }} />
        ))}
      </Stack>
    </Box>
  );
}
