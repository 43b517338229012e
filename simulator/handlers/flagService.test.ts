import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { flagValuesFor } from '../scenario/flagEvaluation';
import { scenarioFlagsSchema, type ScenarioFlags } from '../scenario/flags';
import { supportOnlyFlags } from '../testing/flags';
import { createFlagServiceHandlers, OFREP_BULK_PATH } from './flagService';

const SERVICE = 'http://localhost:4400/flags';

const supportOnly: ScenarioFlags = {
  ...supportOnlyFlags,
  'exclusion-hint': { state: 'DISABLED', variants: { on: true, off: false }, defaultVariant: 'on' },
};

const handlers = createFlagServiceHandlers(SERVICE, () => supportOnly);

async function ask(path: string, body: unknown): Promise<Response> {
  const request = new Request(`${SERVICE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler answered ${path}`);
  return response;
}

async function bulkValues(targetingKey: string): Promise<Record<string, unknown>> {
  const response = await ask(OFREP_BULK_PATH, { context: { targetingKey } });
  expect(response.status).toBe(200);
  const { flags } = (await response.json()) as { flags: Array<{ key: string; value: unknown }> };
  return Object.fromEntries(flags.map(({ key, value }) => [key, value]));
}

describe('the simulated flag service (OFREP over flagd definitions)', () => {
  it.each([
    ['support@demo.test', true],
    ['installer@demo.test', false],
    ['anonymous', false],
  ])('gives %s customer-support-user %s', async (email, expected) => {
    const values = await bulkValues(email);
    expect(values['customer-support-user']).toBe(expected);
    expect(values['new-pairing']).toBe(true);
    expect(values['unit-version-2']).toBe(false);
  });

  it('leaves a disabled flag out of the bulk answer, so the app reads it as off', async () => {
    expect(await bulkValues('support@demo.test')).not.toHaveProperty('exclusion-hint');
    expect(flagValuesFor(supportOnly, 'support@demo.test')['exclusion-hint']).toBe(false);
  });

  it('answers a single flag, and FLAG_NOT_FOUND for a name it does not know', async () => {
    const one = await ask(`${OFREP_BULK_PATH}/customer-support-user`, { context: { targetingKey: 'support@demo.test' } });
    expect(await one.json()).toMatchObject({ key: 'customer-support-user', value: true, variant: 'on', reason: 'TARGETING_MATCH' });
    const unknown = await ask(`${OFREP_BULK_PATH}/no-such-flag`, { context: { targetingKey: 'x' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ key: 'no-such-flag', errorCode: 'FLAG_NOT_FOUND' });
  });

  it('answers with the flags as they are now: a flag switched on the same scenario object counts at once', () => {
    const flags: ScenarioFlags = structuredClone(supportOnly);
    expect(flagValuesFor(flags, 'installer@demo.test')['unit-version-2']).toBe(false);
    flags['unit-version-2'] = { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'on' };
    expect(flagValuesFor(flags, 'installer@demo.test')['unit-version-2']).toBe(true);
    flags['unit-version-2'] = { ...flags['unit-version-2'], defaultVariant: 'off' };
    expect(flagValuesFor(flags, 'installer@demo.test')['unit-version-2']).toBe(false);
  });

  it('refuses a body without a context as OFREP says', async () => {
    const response = await ask(OFREP_BULK_PATH, { targetingKey: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'INVALID_CONTEXT' });
  });
});

describe('scenario flags', () => {
  it('accept true/false or a flagd definition', () => {
    expect(scenarioFlagsSchema.safeParse(supportOnly).success).toBe(true);
  });

  it.each([
    [{ 'no-such-flag': true }, 'unknown flag'],
    [{ 'new-pairing': { state: 'ENABLED', variants: { on: true }, defaultVariant: 'off' } }, 'defaultVariant must name one of the variants'],
    [{ 'new-pairing': { state: 'ENABLED', variants: { on: 'yes' }, defaultVariant: 'on' } }, 'expected boolean, received string'],
  ])('refuse %j', (flags, message) => {
    const parsed = scenarioFlagsSchema.safeParse(flags);
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain(message);
  });
});
