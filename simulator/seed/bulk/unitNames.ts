/**
 * Unit names as a property would number them: floor then door ("101", "1204"); large properties
 * also get a building letter ("B-310"). Names repeat across floors so natural sort order matters.
 */
const DOORS_PER_FLOOR_SMALL = 12;
const DOORS_PER_FLOOR_LARGE = 20;
const FLOORS_PER_BUILDING = 12;
const SMALL_PROPERTY_MAX_UNITS = 60;

function buildingLetters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : buildingLetters(Math.floor(index / 26) - 1) + letter;
}

function door(floor: number, number: number): string {
  return `${floor}${String(number).padStart(2, '0')}`;
}

export function unitNames(count: number): string[] {
  if (count <= SMALL_PROPERTY_MAX_UNITS) {
    return Array.from({ length: count }, (_, i) =>
      door(Math.floor(i / DOORS_PER_FLOOR_SMALL) + 1, (i % DOORS_PER_FLOOR_SMALL) + 1));
  }
  const perBuilding = DOORS_PER_FLOOR_LARGE * FLOORS_PER_BUILDING;
  return Array.from({ length: count }, (_, i) => {
    const inBuilding = i % perBuilding;
    const floor = Math.floor(inBuilding / DOORS_PER_FLOOR_LARGE) + 1;
    return `${buildingLetters(Math.floor(i / perBuilding))}-${door(floor, (inBuilding % DOORS_PER_FLOOR_LARGE) + 1)}`;
  });
}
