import { describe, expect, it } from 'vitest';
import type { Resident } from '../api/schemas';
import {
  supportRemovalButtons,
  supportRemovalEnabled,
  supportRemovalStart,
  supportRemovalTransition,
  type SupportRemovalButton,
  type SupportRemovalEvent,
  type SupportRemovalFacts,
  type SupportRemovalStage,
  type SupportRemovalState,
} from './supportRemoval';

const residents: Resident[] = [{ firstName: 'Sam', lastName: 'Whitaker', email: 'sam.whitaker@example.com' }];
const unit104: SupportRemovalFacts = { unitName: '104', residents };
const vacant: SupportRemovalFacts = { unitName: '103', residents: [] };

const at = (stage: SupportRemovalStage, unit = '', resident = ''): SupportRemovalState => ({ stage, entries: { unit, resident } });
const unitPage = (typed = '') => at({ name: 'unit' }, typed);
const residentPage = (typed = '') => at({ name: 'resident' }, '104', typed);
const confirmPage = (copy: 'not yet' | 'copied' | 'failed' = 'not yet') => at({ name: 'confirm', copy }, '104', 'sam.whitaker@example.com');

describe('support removal flow (spec 01 §4, §5)', () => {
  it('starts on the unit page with nothing typed', () => {
    expect(supportRemovalStart).toEqual(unitPage());
  });

  it.each<[string, SupportRemovalState, SupportRemovalEvent, SupportRemovalFacts, SupportRemovalState]>([
    ['typing on the unit page', unitPage(), { type: 'entry', value: '10' }, unit104, unitPage('10')],
    ['typing on the resident page keeps the unit', residentPage(), { type: 'entry', value: 'sam' }, unit104, residentPage('sam')],
    ['the confirm page takes no entry', confirmPage(), { type: 'entry', value: 'x' }, unit104, confirmPage()],
    ['Continue with the right unit', unitPage(' 104 '), { type: 'continue' }, unit104, at({ name: 'resident' }, ' 104 ')],
    ['Continue with the wrong unit stays', unitPage('105'), { type: 'continue' }, unit104, unitPage('105')],
    ['Continue with nothing typed stays', unitPage(), { type: 'continue' }, unit104, unitPage()],
    ['Continue with a resident e-mail', residentPage('SAM.Whitaker@example.com'), { type: 'continue' }, unit104, at({ name: 'confirm', copy: 'not yet' }, '104', 'SAM.Whitaker@example.com')],
    ["'vacant' while a resident lives there stays", residentPage('vacant'), { type: 'continue' }, unit104, residentPage('vacant')],
    ["'vacant' for a unit without residents", at({ name: 'resident' }, '103', 'Vacant'), { type: 'continue' }, vacant, at({ name: 'confirm', copy: 'not yet' }, '103', 'Vacant')],
    ['an e-mail for a unit without residents stays', at({ name: 'resident' }, '103', 'a@example.com'), { type: 'continue' }, vacant, at({ name: 'resident' }, '103', 'a@example.com')],
    ['Back from the resident page keeps both entries', residentPage('sam'), { type: 'back' }, unit104, at({ name: 'unit' }, '104', 'sam')],
    ['Back from confirm forgets the copy', confirmPage('copied'), { type: 'back' }, unit104, at({ name: 'resident' }, '104', 'sam.whitaker@example.com')],
    ['the first page has no Back', unitPage('104'), { type: 'back' }, unit104, unitPage('104')],
    ['a copy enables Remove', confirmPage(), { type: 'copied' }, unit104, confirmPage('copied')],
    ['a failed copy says so', confirmPage('copied'), { type: 'copyFailed' }, unit104, confirmPage('failed')],
    ['a late copy answer after Back is ignored', residentPage('sam'), { type: 'copied' }, unit104, residentPage('sam')],
  ])('%s', (_label, state, event, facts, expected) => {
    expect(supportRemovalTransition(state, event, facts)).toEqual(expected);
  });

  it('asks for the copy again after Back and Continue', () => {
    const steps: SupportRemovalEvent[] = [{ type: 'copied' }, { type: 'back' }, { type: 'continue' }];
    const end = steps.reduce((state, event) => supportRemovalTransition(state, event, unit104), confirmPage());
    expect(end.stage).toEqual({ name: 'confirm', copy: 'not yet' });
  });

  it('has the buttons of each stage', () => {
    expect(supportRemovalButtons).toEqual({ unit: ['continue'], resident: ['continue', 'back'], confirm: ['copy', 'remove', 'back'] });
  });

  it.each<[SupportRemovalButton, SupportRemovalState, boolean, boolean]>([
    ['continue', unitPage(), false, false],
    ['continue', unitPage('105'), false, false],
    ['continue', unitPage('104'), false, true],
    ['continue', residentPage('sam.whitaker@example.com'), false, true],
    ['continue', residentPage('vacant'), false, false],
    ['remove', confirmPage(), false, false],
    ['remove', confirmPage('failed'), false, false],
    ['remove', confirmPage('copied'), false, true],
    ['remove', confirmPage('copied'), true, false],
    ['copy', confirmPage('copied'), true, true],
    ['back', confirmPage(), false, true],
    ['back', confirmPage(), true, false],
  ])('%s on %o, busy %s: enabled %s', (button, state, busy, enabled) => {
    expect(supportRemovalEnabled(button, state, unit104, busy)).toBe(enabled);
  });
});
