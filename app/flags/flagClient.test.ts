import { OpenFeature } from '@openfeature/web-sdk';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, parseFlagValues, setFlagUser, startFlagClient } from './flagClient';

describe('flag client', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['not json', {}],
    ['[true]', {}],
    ['{"unit-version-2": true, "new-pairing": false}', { 'unit-version-2': true, 'new-pairing': false }],
    ['{"unit-version-2": "yes", "no-such-flag": true}', {}],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseFlagValues(raw)).toEqual(expected);
  });

  it('serves the given values and leaves the others off', async () => {
    await startFlagClient({ 'customer-support-user': true });
    const client = OpenFeature.getClient();
    expect(client.getBooleanValue('customer-support-user', false)).toBe(true);
    expect(client.getBooleanValue('unit-version-2', true)).toBe(false);
  });

  it("is keyed by the user's e-mail, or 'anonymous'", async () => {
    await startFlagClient({});
    setFlagUser('ada@example.com');
    expect(OpenFeature.getContext().targetingKey).toBe('ada@example.com');
    setFlagUser(null);
    expect(OpenFeature.getContext().targetingKey).toBe(ANONYMOUS);
  });
});
