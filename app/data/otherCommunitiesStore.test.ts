// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStored } from '../lib/storage';
import { recordOtherCommunities, useOtherCommunities } from './otherCommunitiesStore';

describe('the other-communities flag', () => {
  beforeEach(() => clearStored('signOut'));

  it('tells its readers when it arrives, and keeps it for a reload', () => {
    const reader = vi.fn();
    const stop = useOtherCommunities.subscribe(reader);
    recordOtherCommunities(true);
    stop();
    expect(reader).toHaveBeenCalledWith({ available: true }, { available: false });
    expect(localStorage.getItem('installer:multipleCommunitiesAvailable')).toBe('true');
  });

  it.each(['signOut', 'expired'] as const)('is forgotten when records are cleared (%s)', (reason) => {
    recordOtherCommunities(true);
    clearStored(reason);
    expect(useOtherCommunities.getState().available).toBe(false);
  });
});
