import { describe, expect, it } from 'vitest';
import { deviceToInstallSchema, installerPreviewDataSchema, residentSchema, unitListAnswerSchema, unitSchema } from './schemas';
import { unitListAnswerCheck } from './unitListCheck';

const device = {
  id: 'd1',
  name: 'Front door',
  model: 'YRD256',
  modelNumber: 'YRD256-ZW2',
  quantity: 1,
  deviceType: 'lock',
  wtField: 'lock1',
  sensorReadings: null,
};
const preview = {
  notes: 'Gate code 1234',
  hubLocation: 'Closet',
  pteNotes: 'Dog',
  pte: true,
  specialHandling: false,
  scheduledDate: '2026-11-23',
  workType: 'install;service',
  arrivalWindow: '8-10',
  workTicketStatus: 'Scheduled',
  devicesToBeInstalled: [device],
};
const unit = {
  id: 104,
  uid: 'u-104',
  unit: '104',
  communityId: 'c1',
  communityName: 'Maple Court',
  gatewayId: 'g1',
  hub_serial: 'S1',
  permission: true,
  role: 'Installer',
  residents: [{ firstName: 'Jo', lastName: 'Ellis', email: 'jo@example.com' }],
  installerPreviewData: preview,
};

describe('the side-by-side answers below', () => {
  // A field added to a schema and not to these objects would never be compared: the hand check
  // would drop or refuse what zod keeps, unseen. This fails first, naming the schema.
  it.each([
    ['unitSchema', unitSchema, unit],
    ['residentSchema', residentSchema, unit.residents[0]],
    ['installerPreviewDataSchema', installerPreviewDataSchema, preview],
    ['deviceToInstallSchema', deviceToInstallSchema, device],
  ] as const)('fill every field of %s', (_name, schema, sample) => {
    expect(Object.keys(sample ?? {}).sort()).toEqual(Object.keys(schema.shape).sort());
  });
});

/** Every field path of a full answer, with the object it sits in. */
const fields: Array<[string, (value: unknown) => unknown]> = [
  ...Object.keys(unit).map((key): [string, (value: unknown) => unknown] => [key, (value) => ({ results: [{ ...unit, [key]: value }] })]),
  ...Object.keys(unit.residents[0] ?? {}).map((key): [string, (value: unknown) => unknown] => [
    `residents.0.${key}`,
    (value) => ({ results: [{ ...unit, residents: [{ ...unit.residents[0], [key]: value }] }] }),
  ]),
  ...Object.keys(preview).map((key): [string, (value: unknown) => unknown] => [
    `installerPreviewData.${key}`,
    (value) => ({ results: [{ ...unit, installerPreviewData: { ...preview, [key]: value } }] }),
  ]),
  ...Object.keys(device).map((key): [string, (value: unknown) => unknown] => [
    `installerPreviewData.devicesToBeInstalled.0.${key}`,
    (value) => ({ results: [{ ...unit, installerPreviewData: { ...preview, devicesToBeInstalled: [{ ...device, [key]: value }] } }] }),
  ]),
];

/** Values of every JSON kind (and a missing field), plus the edges of the number and enum fields. */
const values: unknown[] = [undefined, null, 'text', '', 0, 7, -3, 1.5, 2 ** 53, true, false, {}, [], ['text'], [{}], 'lock', 'doorbell', 'garage'];

const cases = fields.flatMap(([path, answerWith]) => values.map((value): [string, unknown] => [`${path} = ${JSON.stringify(value) ?? 'missing'}`, answerWith(value)]));

const wholeAnswers: Array<[string, unknown]> = [
  ['a full answer', { results: [unit] }],
  ['no units', { results: [] }],
  ['extra fields', { results: [{ ...unit, extra: 1 }], next: null }],
  ['two units, the second wrong', { results: [unit, { ...unit, id: '105' }] }],
  ['no results', {}],
  ['results not a list', { results: unit }],
  ['a unit that is not an object', { results: [null] }],
  ['a list instead of an answer', [unit]],
  ['null', null],
  ['text', 'Bad Gateway'],
];

describe('the unit list answer checked by hand', () => {
  it.each([...wholeAnswers, ...cases])('reads %s as unitListAnswerSchema does', (_label, answer) => {
    const zod = unitListAnswerSchema.safeParse(answer);
    const hand = unitListAnswerCheck.safeParse(answer);
    expect(hand.success).toBe(zod.success);
    if (hand.success && zod.success) expect(hand.data).toEqual(zod.data);
    if (!hand.success && !zod.success) expect(hand.error.issues[0]?.path).toEqual(zod.error.issues[0]?.path);
  });

  it('names the field that is wrong and what it should be', () => {
    const result = unitListAnswerCheck.safeParse({ results: [unit, { ...unit, installerPreviewData: { ...preview, pte: 'yes' } }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues).toEqual([{ path: ['results', 1, 'installerPreviewData', 'pte'], message: 'expected a boolean' }]);
  });
});
