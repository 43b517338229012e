// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { storedToken } from '../api/storedToken';
import { clearStored } from '../lib/storage';
import { communityQueries } from './communities';

const FLAG_KEY = 'installer:multipleCommunitiesAvailable';

/** Starts the community query on an answer the test hands over when it likes. */
function communityOnHold() {
  let answer: (multiple: boolean) => void = () => undefined;
  vi.spyOn(api.communities, 'get').mockReturnValue(
    new Promise((resolve) => {
      answer = (multiple) => resolve({ count: 0, next: null, previous: null, results: [], multipleCommunitiesAvailable: multiple } as never);
    }),
  );
  const client = new QueryClient();
  const fetched = client.fetchQuery(communityQueries.detail('cmty-1'));
  return { fetched, answer: (multiple: boolean) => answer(multiple) };
}

describe("the community's other-communities flag", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearStored('signOut');
  });

  it('is kept from the answer', async () => {
    const { fetched, answer } = communityOnHold();
    answer(true);
    await fetched;
    expect(localStorage.getItem(FLAG_KEY)).toBe('true');
  });

  it('is not kept when the session ended before its answer was read (a 401 beside it)', async () => {
    storedToken.write('token-of-the-session');
    const { fetched, answer } = communityOnHold();
    storedToken.remove();
    answer(true);
    await fetched;
    expect(localStorage.getItem(FLAG_KEY)).toBeNull();
  });
});
