/**
 * The device screen's fixed list of names (spec 02 §5: 'The device screen's name picker uses a fixed
 * preset list'): the 64 names of fixtures/preset-locations.json, which the app may not import;
 * tests/unit/devicePresetNames.test.ts keeps the two equal.
 */
export const devicePresetNames: readonly string[] = [
  'Back Door', 'Back Patio', 'Basement', 'Basement Door', 'Basement Stairs', 'Bathroom', 'Bathroom Sink', 'Bedroom',
  'Bonus Room', 'Breakfast Nook', 'Closet', 'Den', 'Dining Room', 'Dishwasher', 'Downstairs Hallway', 'Entryway', 'Family Room',
  'Foyer', 'Front Door', 'Front Hallway', 'Front Porch', 'Game Room', 'Garage', 'Garage Door', 'Guest Bathroom', 'Guest Bedroom',
  'Gym', 'Hall Closet', 'Hallway', 'Home Office', 'Kitchen', 'Kitchen Sink', 'Laundry Room', 'Library', 'Living Room', 'Loft',
  'Main Entrance', 'Media Room', 'Mudroom', 'Nursery', 'Office', 'Pantry', 'Patio', 'Patio Door', 'Playroom', 'Primary Bathroom',
  'Primary Bedroom', 'Primary Closet', 'Rear Entrance', 'Second Bedroom', 'Side Door', 'Sliding Door', 'Stairway',
  'Storage Room', 'Study', 'Sunroom', 'Third Bedroom', 'Under Kitchen Sink', 'Upstairs Hallway', 'Utility Closet',
  'Utility Room', 'Walk-in Closet', 'Washing Machine', 'Water Heater',
];

/**
 * The names the picker lists. Until the installer types, every name (the field holds the device's
 * name, which would otherwise narrow the list to itself); once they type, the names containing what
 * they typed, ignoring case.
 */
export function presetNameChoices(input: string, typed: boolean): readonly string[] {
  const wanted = input.trim().toLowerCase();
  if (!typed || wanted === '') return devicePresetNames;
  return devicePresetNames.filter((name) => name.toLowerCase().includes(wanted));
}
