import { describe, expect, it } from 'vitest';
import { hardwareList } from './hardware';

describe('hardwareList', () => {
  it.each([
    ['no information', null, []],
    ['nothing filled in', { lock: '', thermostat: null }, []],
    [
      'products in a fixed order, named items by name',
      { addOnSwitch: { name: 'Add-on 1' }, lock: 'Yale', privacyLock: { name: 'Schlage F40', id: 'x' }, defaultHubLocation: 'Closet' },
      [
        { label: 'Lock', model: 'Yale' },
        { label: 'Privacy lock', model: 'Schlage F40' },
        { label: 'Add-on switch', model: 'Add-on 1' },
      ],
    ],
  ])('%s', (_case, info, expected) => {
    expect(hardwareList(info)).toEqual(expected);
  });
});
