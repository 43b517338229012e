/**
 * How big and how deep a JSON text a tool reads may be, checked before it is parsed (issue 35): a
 * text nested thousands deep overflowed the stack of everything that walks the value afterwards,
 * and an 80 MB capture ran for minutes and took gigabytes. One pass over the characters, no
 * recursion, so the check itself is safe on any input.
 */
export interface JsonBounds {
  /** Characters of text. */
  maxChars: number;
  /** Arrays and objects open at once. */
  maxDepth: number;
}

/** The sentence saying which bound `text` breaks, or null when it is within both. */
export function jsonBoundsProblem(text: string, { maxChars, maxDepth }: JsonBounds): string | null {
  if (text.length > maxChars) return `the file is ${megabytes(text.length)} of text, more than the ${megabytes(maxChars)} this tool reads`;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return `its JSON is nested more than ${maxDepth} deep (at character ${index + 1})`;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth -= 1;
  }
  return null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function megabytes(chars: number): string {
  return `${(chars / 1_000_000).toFixed(chars < 10_000_000 ? 1 : 0)} MB`;
}
