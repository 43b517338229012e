/** The hub stream for a screen: listens while mounted, and tells the stream's status. */
import { useEffect, useRef, useState } from 'react';
import type { HubMessage } from '../api/schemas';
import { hubStreamClient, type StreamHub, type StreamStatus } from './hubStream';
import { useSession } from './sessionStore';

/** `hub` is null until the screen knows whether it is an IoT hub; nothing opens meanwhile. */
export function useHubStream(hub: StreamHub | null, onMessage: (message: HubMessage) => void): StreamStatus {
  const token = useSession((state) => state.token);
  const [status, setStatus] = useState<StreamStatus>({ kind: 'connecting' });
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
  }, [hubSerial, gatewayId, isIotHub, token]);
  return status;
}
