/**
 * A capture leaves the phone redacted ('[Filtered]', or '[Typed: N characters]' for free text);
 * the compiled scenario needs values the app can read, so each redacted value gets a made-up one
 * of the same kind, chosen by its field's name, the same every time the file is compiled.
 */
const FILTERED = '[Filtered]';
const TYPED = /^\[Typed: (\d+) characters\]$/;
const WORDS = 'replayed text from a field capture '.repeat(8);

const FIRST = ['Alex', 'Sam', 'Robin', 'Jamie'];
const LAST = ['Doe', 'Roe', 'Poe', 'Moe'];

const byField: ReadonlyArray<readonly [RegExp, (n: number) => string]> = [
  [/email/i, (n) => `person${n}@example.invalid`],
  [/firstName/i, (n) => FIRST[n % 4] ?? 'Alex'],
  [/lastName/i, (n) => LAST[n % 4] ?? 'Doe'],
  [/propertyManager/i, (n) => `${FIRST[n % 4] ?? 'Alex'} ${LAST[n % 4] ?? 'Doe'}`],
  [/phone/i, (n) => `555-01${String(n % 100).padStart(2, '0')}`],
  [/masterCode|code/i, (n) => String(100000 + ((n * 7919) % 900000))],
  [/token/i, (n) => `replayed-token-${n}`],
  [/password/i, () => 'replayed-password'],
];

/** Made-up text of exactly `length` characters in place of what the installer typed (never blank at its end, so a form keeps all of it). */
export function typedText(length: number): string {
  const text = WORDS.repeat(Math.ceil(length / WORDS.length) || 1).slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}x` : text;
}

function madeUp(field: string, n: number): string {
  const match = byField.find(([pattern]) => pattern.test(field));
  return match ? match[1](n) : `replayed-${field || 'value'}-${n}`;
}

/** `value` with every redacted string replaced; `field` is the name it was found under. */
export function regenerate(value: unknown, field = ''): unknown {
  let count = 0;
  const walk = (item: unknown, key: string): unknown => {
    if (typeof item === 'string') {
      const typed = TYPED.exec(item);
      if (typed) return typedText(Number(typed[1]));
      if (item === FILTERED) return madeUp(key, (count += 1));
      return item.includes(FILTERED) ? item.split(FILTERED).join(madeUp(key, (count += 1))) : item;
    }
    if (Array.isArray(item)) return item.map((inner) => walk(inner, key));
    if (typeof item === 'object' && item !== null) return Object.fromEntries(Object.entries(item).map(([name, inner]) => [name, walk(inner, name)]));
    return item;
  };
  return walk(value, field);
}
