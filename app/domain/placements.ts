/**
 * Where a binary sensor is mounted (spec 02 §2, §3, §5): the placements, which of them a sensor may
 * take, and the metadata_id each is saved as. Naming after inclusion and the device screen share it.
 */
export const placements = ['Door', 'Sliding Door', 'Window', 'Leak', 'Motion'] as const;
export type Placement = (typeof placements)[number];

const contactPlacements: readonly Placement[] = ['Door', 'Sliding Door', 'Window'];

/**
 * Spec 02 §2, §3: Leak and Motion are hidden when only contact sensors are allowed, that is for a
 * sensor mounted at a contact placement or one that senses contact (a door/window sensor). The
 * device screen's selector and the naming after inclusion both ask this.
 */
export function placementOptions(mounted: Placement | null, sensesContact: boolean): readonly Placement[] {
  const contactOnly = sensesContact || (mounted !== null && contactPlacements.includes(mounted));
  return contactOnly ? contactPlacements : placements;
}

/** The metadata_id each placement is saved as (our numbering; the seed's sensors use 31–33). */
export const placementMetadataIds: Record<Placement, number> = {
  Door: 31,
  Motion: 32,
  Leak: 33,
  'Sliding Door': 34,
  Window: 35,
};
