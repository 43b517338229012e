/**
 * The explorer's ticket flow (issue 38): a seed whose submission is reset after the provider took
 * it completes (Submit again, then the community page), and the flow's own check catches Closing
 * Notes on screen that their draft no longer holds.
 */
import { act, fireEvent } from '@testing-library/react';
import { expect, it } from 'vitest';
import { texts } from '../../../app/domain/texts';
import { createSeededRandom } from '../../../simulator/engine/seededRandom';
import { drawFaults } from '../../../simulator/explore/schedule';
import { look, playRun } from '../driver';
import { openPage } from '../harness';
import { ticketFlow } from './ticket';

const { finish, unitDetail } = texts;
const NOTES = 'Lock fitted; tenant away until Friday.';

it('seed 1 (the second submission reset after the provider took it) completes on the community page', async () => {
  const faults = drawFaults(ticketFlow.menu, createSeededRandom(1).fork('faults'));
  expect(faults).toEqual([{ kind: 'network', call: 'workTickets.submit', failure: 'reset', nth: 2, times: 1 }]);
  const result = await playRun(ticketFlow, { flow: 'ticket', seed: 1, faults, actions: null }, createSeededRandom(1).fork('actions'));
  expect(result.broken).toBeNull();
  expect(window.location.pathname).toBe('/community/cmty-7d2f9a0e-maple-court');
});

it('catches Closing Notes shown that their draft does not hold (planted: the draft removed)', async () => {
  const page = await openPage(ticketFlow.path, { ...ticketFlow.scenario, name: 'ticket-notes-lost' }, ticketFlow.ready);
  try {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === unitDetail.finish);
    act(() => void fireEvent.click(button as HTMLButtonElement));
    await page.settle();
    const notes = [...document.querySelectorAll('textarea')].find((element) => element.labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim() === finish.closingNotes);
    act(() => void fireEvent.change(notes as HTMLTextAreaElement, { target: { value: NOTES } }));
    await page.settle();
    expect(ticketFlow.check?.(page, look(ticketFlow))).toBeNull();
    for (const key of Object.keys(localStorage).filter((each) => each.includes('closingNotesDraft'))) localStorage.removeItem(key);
    expect(ticketFlow.check?.(page, look(ticketFlow))).toMatchObject({ invariant: 'typed-kept', expect: { text: NOTES } });
  } finally {
    page.close();
  }
});
