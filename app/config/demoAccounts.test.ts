import { describe, expect, it, vi } from 'vitest';
import { readDemoAccounts } from './demoAccounts';

const installer = { label: 'Installer (every community)', email: 'installer@demo.test', password: 'install123' };

describe('readDemoAccounts (VITE_DEMO_ACCOUNTS)', () => {
  it('reads a list of accounts', () => {
    expect(readDemoAccounts(JSON.stringify([installer]))).toEqual([installer]);
  });

  it.each([
    ['unset (production)', undefined, false],
    ['empty', '', false],
    ['not JSON', '[{label:', true],
    ['not a list', JSON.stringify(installer), true],
    ['an account without a password', JSON.stringify([{ label: 'x', email: 'x@demo.test' }]), true],
  ])('offers none when %s', (_case, setting, warns) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readDemoAccounts(setting)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0);
  });
});
