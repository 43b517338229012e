import { describe, expect, it } from 'vitest';
import { descriptionRequired, lockThrowButtons, lockThrowTransition, resolveEnabled, type LockThrowEvent, type LockThrowStage, type LockThrowStep } from './lockThrow';

describe('lock throw flow (spec 02 §4)', () => {
  it.each<[LockThrowStage, LockThrowEvent, LockThrowStep]>([
    ['assess', { type: 'yes' }, { stage: null, record: { nothingButAir: true, resultOfIssue: null } }],
    ['assess', { type: 'no' }, { stage: 'troubleshoot', record: { nothingButAir: false } }],
    ['troubleshoot', { type: 'resolve', result: 'FIXED', description: ' Strike plate filed ' }, { stage: 'result', record: { resultOfIssue: 'FIXED', description: 'Strike plate filed' } }],
    ['troubleshoot', { type: 'resolve', result: 'REPORTED', description: '' }, { stage: 'result', record: { resultOfIssue: 'REPORTED', description: null } }],
    ['result', { type: 'done' }, { stage: null, record: null }],
    ['troubleshoot', { type: 'yes' }, { stage: 'troubleshoot', record: null }],
    ['assess', { type: 'resolve', result: 'FIXED', description: 'x' }, { stage: 'assess', record: null }],
  ])('%s + %o', (stage, event, expected) => {
    expect(lockThrowTransition(stage, event)).toEqual(expected);
  });

  it('has the buttons of each stage', () => {
    expect(lockThrowButtons).toEqual({ assess: ['no', 'yes'], troubleshoot: ['report', 'fixed'], result: ['done'] });
  });
});

describe('description rule (spec 02 §5, §9)', () => {
  it.each<[string | null, boolean]>([
    ['Hearth', false],
    ['hearth', false],
    ['Powers IoT', false],
    ['CallTek', false],
    [' HelloTech ', false],
    ['Acme Locksmiths', true],
    ['', true],
    [null, true],
  ])('installer type %j requires a description: %s', (type, required) => {
    expect(descriptionRequired(type, 'Hearth')).toBe(required);
  });

  it.each<[boolean, string, boolean]>([
    [true, '', false],
    [true, '   ', false],
    [true, 'Door frame warped', true],
    [false, '', true],
  ])('required %s, description %j: buttons enabled %s', (required, description, enabled) => {
    expect(resolveEnabled(required, description)).toBe(enabled);
  });
});
