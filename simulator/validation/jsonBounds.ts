/**
 * How large and how deeply nested a JSON text may be before a tool parses it (issue 35): whatever
 * walks the parsed value recursively overflowed the stack on a text nested thousands deep, and an
 * 80 MB capture ran for minutes and took gigabytes. One pass over the characters, no recursion, so
 * the check itself is safe on any input. Each tool sets bounds far above what it meets in use:
 * scenario files (decision 0365), flight recordings (decision 0359).
 */

export interface JsonBounds {
  /** Levels of objects and lists inside one another. */
  maxDepth: number;
  /** Characters of text. */
  maxChars: number;
}

export interface BoundsProblem {
  /** Where the text goes past a bound: the offset of the opening bracket one level too deep, or the text's end. */
  offset: number;
  message: string;
}

/** The first bound `text` goes past, found in one pass over the text without parsing it; null when within both. */
export function jsonBoundsProblem(text: string, { maxDepth, maxChars }: JsonBounds): BoundsProblem | null {
  if (text.length > maxChars) return { offset: maxChars, message: `${text.length} characters, more than the ${maxChars} this tool reads` };
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
