import { describe, expect, it } from 'vitest';
import type { Plugin, UserConfig } from 'vite';
import { readDemoAccounts } from '../../app/config/demoAccounts';
import { demoUsersJson } from '../../fixtures';
import { demoAccountsOf, demoAccountsSetting } from '../../scripts/build/demoAccounts';

function defineOf(plugin: Plugin): Record<string, string> | undefined {
  const hook = plugin.config as (() => UserConfig | undefined) | undefined;
  return hook?.()?.define as Record<string, string> | undefined;
}

describe('the demo build\'s demo accounts setting', () => {
  it('lists the seeded users that have a demo label, as the sign-in page reads them', () => {
    const define = defineOf(demoAccountsSetting(true));
    const setting = JSON.parse(define?.['import.meta.env.VITE_DEMO_ACCOUNTS'] ?? 'null') as string;
    const expected = demoUsersJson.filter((user) => user.demoLabel).map((user) => ({ label: user.demoLabel, email: user.email, password: user.password }));
    expect(expected.length).toBeGreaterThan(0);
    expect(readDemoAccounts(setting)).toEqual(expected);
  });

  it('is absent from a production build', () => {
    expect(defineOf(demoAccountsSetting(false))).toBeUndefined();
  });

  it('leaves out users without a label', () => {
    expect(demoAccountsOf([{ email: 'a@x.test', password: 'p', demoLabel: null }, { email: 'b@x.test', password: 'q', demoLabel: 'B' }])).toEqual([
      { label: 'B', email: 'b@x.test', password: 'q' },
    ]);
  });
});
