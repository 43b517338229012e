/** The names offered for a new device: the community's install locations for its family, or the preset list. */
import type { LiveDevice } from '../../api/schemas';
import { useUnitConfiguration } from '../../data/units';
import { familyOf, nameOptions, presetNames } from '../../domain/pairing/naming';
import { useFlag } from '../../flags/useFlag';

export function useNameOptions(place: { communityId: string; addressId: string }, device: LiveDevice, usedNames: readonly (string | null | undefined)[]): string[] {
  const fromSalesforce = useFlag('use-salesforce-install-locations');
  const configuration = useUnitConfiguration(place.communityId, place.addressId, fromSalesforce);
  const family = familyOf(device.deviceType);
  // Without the flag, or when the configuration cannot be read, the preset names keep the installer going.
  const locations = fromSalesforce && configuration.data && family ? (configuration.data.installLocations[family] ?? []) : presetNames;
  return nameOptions(locations, usedNames);
}
