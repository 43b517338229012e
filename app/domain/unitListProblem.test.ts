import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { texts } from './texts';
import { communityNotFound, unitListFailed, unitListProblemIn, withUnitListProblem } from './unitListProblem';

const MAPLE = 'cmty-maple';

describe('why the unit list led to the picker', () => {
  it.each([
    ['a 503 with a message', new ApiError('units.list', 'http', 503, { message: 'Service Unavailable' }, 'HTTP 503'), `${texts.units.loadFailed} Service Unavailable`],
    ['a 500 without a body', new ApiError('units.list', 'http', 500, null, 'HTTP 500'), texts.units.loadFailed],
    ['a network failure', new ApiError('units.list', 'network', null, null, 'offline'), `${texts.units.loadFailed} ${texts.errors.network}`],
    ['an unreadable answer (an HTML page)', new ApiError('units.list', 'malformed', 200, null, 'bad'), `${texts.units.loadFailed} ${texts.errors.malformed}`],
    ['not an ApiError', new Error('boom'), texts.units.loadFailed],
  ])('%s is said, with a retry', (_label, error, message) => {
    expect(unitListFailed(MAPLE, error)).toEqual({ communityId: MAPLE, message, retry: true });
  });

  it('an unknown community is said, without a retry', () => {
    expect(communityNotFound(MAPLE)).toEqual({ communityId: MAPLE, message: texts.units.communityNotFound, retry: false });
  });

  it.each([
    ['the state it was sent with', withUnitListProblem(communityNotFound(MAPLE)), communityNotFound(MAPLE)],
    ['no state', null, null],
    ["another screen's state", { from: '/community/x' }, null],
    ['a state of the wrong shape', { unitListProblem: { communityId: 7 } }, null],
  ])('reads %s', (_label, state, expected) => {
    expect(unitListProblemIn(state)).toEqual(expected);
  });
});
