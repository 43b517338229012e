import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { filledIn, quotedValues, specTexts, type SpecText } from '../support/specTexts';

/** The catalogue's text at `path`; a function is called with the spec's own placeholders. */
function catalogueText(path: string, placeholders: string[]): string {
  const value = path.split('.').reduce<unknown>((node, key) => {
    if (typeof node !== 'object' || node === null || !(key in node)) throw new Error(`texts.${path} does not exist`);
    return (node as Record<string, unknown>)[key];
  }, texts);
  if (typeof value === 'string') return value;
  // The placeholders stand in for the arguments, so the function must give back the spec's words.
  if (typeof value === 'function') return String((value as (...args: string[]) => unknown)(...placeholders));
  throw new Error(`texts.${path} is not a text`);
}

const inCatalogue = (entry: SpecText): entry is SpecText & { catalogue: string | string[] } => entry.catalogue !== undefined;

describe('the specification texts (tests/support/specTexts.ts)', () => {
  it.each(specTexts.filter(inCatalogue).map((entry) => [entry.text, entry] as const))("the catalogue holds '%s' word for word", (_text, entry) => {
    const paths = Array.isArray(entry.catalogue) ? entry.catalogue : [entry.catalogue];
    expect(paths.map((path) => catalogueText(path, entry.placeholders ?? [])).join('')).toBe(entry.text);
  });

  it('every text a built screen shows comes from the catalogue', () => {
    expect(specTexts.filter((entry) => entry.shown !== 'not built yet' && !inCatalogue(entry)).map((entry) => entry.text)).toEqual([]);
  });

  // The journey or component test looks the text up in the spec's own words: `specWords('<text>'` stands in its file.
  it.each(
    specTexts.flatMap((entry) =>
      typeof entry.shown !== 'object' ? [] : [[entry.text, 'journey' in entry.shown ? `tests/e2e/${entry.shown.journey}.spec.ts` : entry.shown.componentTest] as [string, string]],
    ),
  )("'%s' is checked on screen by %s", (text, file) => {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const quoted = text.includes("'") ? `"${text}"` : `'${text}'`;
    expect(source).toContain(`specWords(${quoted}`);
  });

  it('lists each quoted text once', () => {
    const all = [...specTexts, ...quotedValues].map((entry) => entry.text);
    expect(all.filter((text, i) => all.indexOf(text) !== i)).toEqual([]);
  });

  it.each<[string, Record<string, string | RegExp>, string | RegExp]>([
    ['Node ID {localId}', { '{localId}': '5' }, 'Node ID 5'],
    ['H hours N minutes ago', { H: '2', N: /\d+/ }, /^2 hours \d+ minutes ago$/],
    ['X of N processes updated (P%)', { X: '0', N: '3', P: /\d+/ }, /^0 of 3 processes updated \(\d+%\)$/],
  ])("fills in the placeholders of '%s'", (text, values, expected) => {
    const entry = specTexts.find((candidate) => candidate.text === text);
    if (!entry) throw new Error(`'${text}' is not in the table`);
    expect(filledIn(entry, values)).toEqual(expected);
  });
});
