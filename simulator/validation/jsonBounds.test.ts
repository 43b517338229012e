import { describe, expect, it } from 'vitest';
import { jsonBoundsProblem, lineAndColumn } from './jsonBounds';

const bounds = { maxDepth: 4, maxChars: 1000 };

describe('the bounds of a JSON text', () => {
  it('counts objects and lists inside one another, not brackets inside strings or after an escaped quote', () => {
    expect(jsonBoundsProblem('{"a": [[{"b": "[[[[[[\\\\"}"]]}]]}', bounds)).toBeNull();
    expect(jsonBoundsProblem('{"a": "\\"[[[[[[", "b": [[[]]]}', bounds)).toBeNull();
    expect(jsonBoundsProblem('{"a": [[[[]]]]}', bounds)).toEqual({ offset: 9, message: 'nested more than 4 levels deep (objects and lists inside one another)' });
  });

  it('refuses text past the size bound before reading it', () => {
    expect(jsonBoundsProblem('{"a": 1}', { ...bounds, maxChars: 7 })).toEqual({ offset: 7, message: '8 characters, more than the 7 this tool reads' });
    expect(jsonBoundsProblem('{"a": 1}', { ...bounds, maxChars: 8 })).toBeNull();
  });

  it('says where an offset is by line and column', () => {
    expect(lineAndColumn('{\n  "a": [\n', 9)).toEqual({ line: 2, column: 8 });
    expect(lineAndColumn('[', 0)).toEqual({ line: 1, column: 1 });
  });
});
