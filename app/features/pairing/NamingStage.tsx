import type { ComponentProps } from 'react';
import type { LiveDevice } from '../../api/schemas';
import { InclusionSuccessStage } from './InclusionSuccessStage';
import { useNameOptions } from './useNameOptions';

/** The unit whose hub pairs: where its names come from and where the flow is kept. */
export interface PairingUnit {
  communityId: string;
  id: number;
  hubSerial: string;
  gatewayId: string;
}

type Props = Omit<ComponentProps<typeof InclusionSuccessStage>, 'hubSerial' | 'options'> & { devices: LiveDevice[]; unit: PairingUnit };

/** The joined device's naming: the name choices leave out the names the hub's other devices have. */
export function NamingStage({ devices, unit, ...stage }: Props) {
  const usedNames = devices.filter((other) => other.uid !== stage.device.uid).map((other) => other.name);
  const options = useNameOptions({ communityId: unit.communityId, addressId: String(unit.id) }, stage.device, usedNames);
  return <InclusionSuccessStage {...stage} hubSerial={unit.hubSerial} options={options} />;
}
