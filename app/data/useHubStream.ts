/** The hub stream for a screen: listens while mounted, and tells the stream's status. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HubMessage } from '../api/schemas';
import { hubStreamClient, type StreamHub, type StreamStatus } from './hubStream';
import { useSession } from './sessionStore';

export interface HubStream {
  status: StreamStatus;
  /** After a final failure: opens the stream anew (with its one reconnect). */
  reconnect(): void;
}

/** `hub` is null until the screen knows whether it is an IoT hub; nothing opens meanwhile. */
export function useHubStream(hub: StreamHub | null, onMessage: (message: HubMessage) => void): HubStream {
  const token = useSession((state) => state.token);
  const [status, setStatus] = useState<StreamStatus>({ kind: 'connecting' });
  // Each reconnect asked for subscribes again; a failed stream has left the client, so that opens a new one.
  const [opening, setOpening] = useState(0);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  const hubSerial = hub?.hubSerial;
  const gatewayId = hub?.gatewayId;
  const isIotHub = hub?.isIotHub;
  useEffect(() => {
    if (isIotHub === undefined || !token) return undefined;
    return hubStreamClient.subscribe({ hubSerial, gatewayId, isIotHub }, token, {
      onMessage: (message) => handler.current(message),
      onStatus: setStatus,
    });
  }, [hubSerial, gatewayId, isIotHub, token, opening]);
  const failed = status.kind === 'failed';
  const reconnect = useCallback(() => {
    if (failed) setOpening((count) => count + 1);
  }, [failed]);
  return { status, reconnect };
}
