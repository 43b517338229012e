import { describe, expect, it } from 'vitest';
import { missingFields, rejectionApplies } from './signInForm';

const sent = { email: 'installer@demo.test', password: 'wrong' };

describe('missingFields', () => {
  it.each([
    ['nothing typed, not submitted', { email: '', password: '' }, false, { email: false, password: false }],
    ['nothing typed, submitted', { email: '', password: '' }, true, { email: true, password: true }],
    ['spaces for an e-mail', { email: '  ', password: 'x' }, true, { email: true, password: false }],
    ['a password of spaces counts', { email: 'a@b.test', password: ' ' }, true, { email: false, password: false }],
  ])('%s', (_case, form, submitted, expected) => {
    expect(missingFields(form, submitted)).toEqual(expected);
  });
});

describe('rejectionApplies', () => {
  it.each([
    ['nothing sent yet', undefined, sent, false],
    ['the credentials that were sent', sent, sent, true],
    ['the same e-mail with spaces around it', sent, { ...sent, email: ' installer@demo.test ' }, true],
    ['another e-mail', sent, { ...sent, email: 'installer@demo.tes' }, false],
    ['another password', sent, { ...sent, password: 'wrong2' }, false],
    ['the password cleared', sent, { ...sent, password: '' }, false],
    ['the e-mail cleared', sent, { ...sent, email: '' }, false],
  ])('%s: %s', (_case, before, form, expected) => {
    expect(rejectionApplies(before, form)).toBe(expected);
  });
});
