import { describe, expect, it } from 'vitest';
import { pressKeys, type KeypadOutcome } from './keypad';

const lock = (masterCode: string | null) => ({ masterCode, entry: '', menu: 'none' as const });
const mode = (m: 'inclusion' | 'exclusion'): KeypadOutcome => ({ kind: 'mode', mode: m });
const menus: KeypadOutcome[] = [{ kind: 'menu' }, { kind: 'modeMenu' }];

describe('the Yale keypad (spec 02 §9: 7 mode menu, 3 exclusion, 1 inclusion; each entry ends with #)', () => {
  it.each<[string, string | null, string, KeypadOutcome[]]>([
    ['its master code, 7, 3: exclusion mode', '615204', '615204#7#3#', [...menus, mode('exclusion')]],
    ['its master code, 7, 1: inclusion mode', '615204', '615204#7#1#', [...menus, mode('inclusion')]],
    ['an 8-digit master code works the same', '48213907', '48213907#7#1#', [...menus, mode('inclusion')]],
    ['a wrong code does nothing: 7 and 3 are wrong entries too', '615204', '390117#7#3#', [{ kind: 'rejected' }, { kind: 'rejected' }, { kind: 'rejected' }]],
    ['a wrong code, then the right one', '615204', '390117#615204#7#3#', [{ kind: 'rejected' }, ...menus, mode('exclusion')]],
    ['the menu without 7 opens no mode', '615204', '615204#3#', [{ kind: 'menu' }, { kind: 'rejected' }]],
    ['another digit in the mode menu picks nothing', '615204', '615204#7#9#', [...menus, { kind: 'rejected' }]],
    ['* clears a half-typed entry and closes the menu', '615204', '615204#7*615204#7#1#', [{ kind: 'menu' }, ...menus, mode('inclusion')]],
    ['a new lock takes its first code with #; then the menu works', null, '804117#804117#7#3#', [{ kind: 'programmed', code: '804117' }, ...menus, mode('exclusion')]],
    ['a new lock refuses a code shorter than 4 digits', null, '7#', [{ kind: 'rejected' }]],
  ])('%s', (_case, masterCode, keys, outcomes) => {
    expect(pressKeys(lock(masterCode), keys).outcomes).toEqual(outcomes);
  });

  it('keeps what is typed between presses, so a code can be typed key by key', () => {
    let state = lock('615204');
    const seen: KeypadOutcome[] = [];
    for (const key of '615204#7#3#') {
      const next = pressKeys(state, key);
      state = next.lock;
      seen.push(...next.outcomes);
    }
    expect(seen).toEqual([...menus, mode('exclusion')]);
    expect(state).toEqual(lock('615204'));
  });

  it('a programmed code stays in the lock', () => {
    expect(pressKeys({ ...lock(null), serial: 'HB2-1', model: 'Yale' }, '804117#').lock).toEqual({ serial: 'HB2-1', model: 'Yale', masterCode: '804117', entry: '', menu: 'none' });
  });

  it('refuses keys a keypad does not have', () => {
    expect(() => pressKeys(lock('615204'), '61a')).toThrow('"61a" is not keypad keys');
  });
});
