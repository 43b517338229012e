/**
 * Where each value of a JSON text starts, by its path ("faults.0.status"), as line and column:
 * what a command-line check needs to point at a field. Only called on text JSON.parse accepted.
 */
export interface Position {
  line: number;
  column: number;
}

export const pathKey = (path: readonly PropertyKey[]): string => path.map(String).join('.');

export function jsonPositions(text: string): Map<string, Position> {
  const positions = new Map<string, Position>();
  let index = 0;

  const positionAt = (offset: number): Position => {
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  };
  const skipSpace = () => {
    while (/\s/.test(text[index] ?? '')) index += 1;
  };
  const readString = (): string => {
    const start = index;
    index += 1;
    while (text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
    index += 1;
    return JSON.parse(text.slice(start, index)) as string;
  };

  function value(path: readonly string[]): void {
    skipSpace();
    positions.set(pathKey(path), positionAt(index));
    const first = text[index];
    if (first === '{') {
      index += 1;
      skipSpace();
      while (text[index] !== '}') {
        skipSpace();
        const key = readString();
        skipSpace();
        index += 1; // the colon
        value([...path, key]);
        skipSpace();
        if (text[index] === ',') index += 1;
        skipSpace();
      }
      index += 1;
    } else if (first === '[') {
      index += 1;
      skipSpace();
      for (let item = 0; text[index] !== ']'; item += 1) {
        value([...path, String(item)]);
        skipSpace();
        if (text[index] === ',') index += 1;
        skipSpace();
      }
      index += 1;
    } else if (first === '"') {
      readString();
    } else {
      while (index < text.length && !/[\s,\]}]/.test(text[index] ?? '')) index += 1;
    }
  }

  value([]);
  return positions;
}

/** The position of the deepest part of `path` the text has (a missing field points at its object). */
export function positionOf(positions: ReadonlyMap<string, Position>, path: readonly PropertyKey[]): Position {
  for (let length = path.length; length >= 0; length -= 1) {
    const found = positions.get(pathKey(path.slice(0, length)));
    if (found) return found;
  }
  return { line: 1, column: 1 };
}
