// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFailedPolls } from './useFailedPolls';

type Poll = { dataUpdatedAt: number; errorUpdateCount: number; known: boolean };

function run(polls: Poll[]): number[] {
  const [first, ...rest] = polls;
  if (!first) return [];
  const { result, rerender } = renderHook((poll: Poll) => useFailedPolls(poll, poll.known), { initialProps: first });
  const counts = [result.current];
  rest.forEach((poll) => {
    rerender(poll);
    counts.push(result.current);
  });
  return counts;
}

describe('useFailedPolls (spec 02 §4: 5 unknown or failed polls)', () => {
  it.each<[string, Poll[], number[]]>([
    ['failures count up', [{ dataUpdatedAt: 1, errorUpdateCount: 0, known: true }, { dataUpdatedAt: 1, errorUpdateCount: 1, known: true }, { dataUpdatedAt: 1, errorUpdateCount: 2, known: true }], [0, 1, 2]],
    ['unknown answers count up', [{ dataUpdatedAt: 1, errorUpdateCount: 0, known: false }, { dataUpdatedAt: 2, errorUpdateCount: 0, known: false }, { dataUpdatedAt: 3, errorUpdateCount: 0, known: false }], [0, 1, 2]],
    ['both kinds add up', [{ dataUpdatedAt: 1, errorUpdateCount: 0, known: true }, { dataUpdatedAt: 2, errorUpdateCount: 0, known: false }, { dataUpdatedAt: 2, errorUpdateCount: 1, known: false }], [0, 1, 2]],
    ['a known answer starts over', [{ dataUpdatedAt: 1, errorUpdateCount: 0, known: true }, { dataUpdatedAt: 1, errorUpdateCount: 2, known: true }, { dataUpdatedAt: 2, errorUpdateCount: 2, known: true }], [0, 2, 0]],
  ])('%s', (_title, polls, expected) => {
    expect(run(polls)).toEqual(expected);
  });
});
