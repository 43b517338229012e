/**
 * How large and how deeply nested a scenario file's JSON may be before the tools read it:
 * `scenario:check` walks the parsed value recursively (positions, `extends`, the schema), so a
 * file nested thousands deep overflowed the stack. The bounds are far above anything written by
 * hand or compiled from a flight recording (whose log holds at most 512 KiB of API answers a few
 * levels deep; the scenarios/ files nest 8 deep), so only a broken or hostile file meets them.
 */

/** Levels of objects and lists inside one another. */
export const MAX_JSON_DEPTH = 128;
/** Characters of the file's text. */
export const MAX_JSON_CHARS = 8 * 1024 * 1024;

export interface BoundsProblem {
  /** Where the text goes past a bound: the offset of the opening bracket one level too deep, or the text's end. */
  offset: number;
  message: string;
}

/** The first bound `text` goes past, found in one pass over the text without parsing it; null when within both. */
export function jsonBoundsProblem(text: string, { maxDepth = MAX_JSON_DEPTH, maxChars = MAX_JSON_CHARS } = {}): BoundsProblem | null {
  if (text.length > maxChars) return { offset: maxChars, message: `${text.length} characters, more than the ${maxChars} a scenario file may have` };
  let depth = 0;
  let inString = false;
  for (let offset = 0; offset < text.length; offset += 1) {
    const char = text[offset];
    if (inString) {
      if (char === '\\') offset += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > maxDepth) return { offset, message: `nested more than ${maxDepth} levels deep (objects and lists inside one another)` };
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return null;
}

/** The line and column (from 1) of an offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
