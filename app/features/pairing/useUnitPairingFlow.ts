import type { StreamHub } from '../../data/hubStream';
import type { Operation } from '../../domain/pairing/stages';
import { useFlag } from '../../flags/useFlag';
import type { PairingUnit } from './NamingStage';
import { usePairingFlow } from './usePairingFlow';

/** The unit's pairing flow with the flags it starts with; the stream waits until the hub's kind is known. */
export function useUnitPairingFlow(mode: Operation, unit: PairingUnit, isIotHub: boolean | null) {
  const exclusionHint = useFlag('exclusion-hint');
  const askYale = useFlag('yale-lock-master-codes');
  const handleS2 = useFlag('handle-s-2-inclusion-attempts');
  const streamHub: StreamHub | null = isIotHub === null ? null : { hubSerial: unit.hubSerial, gatewayId: unit.gatewayId, isIotHub };
  return usePairingFlow({ mode, addressId: unit.id, hubSerial: unit.hubSerial, streamHub, flags: { exclusionHint, askYale, handleS2 } });
}
