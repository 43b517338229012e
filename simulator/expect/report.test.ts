import { describe, expect, it } from 'vitest';
import { formatReport, type EntryReport } from './report';

describe('the expect runner\'s report', () => {
  it('writes one line per entry with its mark, and what happened under a failed one', () => {
    const reports: EntryReport[] = [
      { entry: { open: '/community/x' }, outcome: 'done', detail: 'opened at 0 s' },
      { entry: { text: 'Hub online' }, outcome: 'met', detail: 'seen at 5 s' },
      { entry: { click: 'Pair' }, outcome: 'failed', detail: 'not found' },
      { entry: { text: 'Paired' }, outcome: 'not reached', detail: '' },
    ];
    expect(formatReport('pairing', reports)).toBe([
      'Scenario pairing: an expectation failed',
      '·  1. {"open":"/community/x"}\n      opened at 0 s',
      '✓  2. {"text":"Hub online"}\n      seen at 5 s',
      '✗  3. {"click":"Pair"}\n      happened: not found',
      '-  4. {"text":"Paired"}',
    ].join('\n'));
  });

  it('says every expectation was met when none failed', () => {
    expect(formatReport('empty', [])).toBe('Scenario empty: every expectation met');
  });
});
