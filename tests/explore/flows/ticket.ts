import { readClosingNotesDraft } from '../../../app/data/closingNotesDraftRecord';
import { texts } from '../../../app/domain/texts';
import { isOpenTicket } from '../../../app/domain/workTicketStatus';
import type { Broken, Look } from '../../../simulator/explore/invariants';
import type { ExplorePage } from '../harness';
import type { FlowSpec } from './flowSpec';

const UNIT = 1004;
const COMMUNITY_PATH = '/community/cmty-7d2f9a0e-maple-court';
const { finish, nav, unitDetail } = texts;

const onCommunityPage = () => window.location.pathname === COMMUNITY_PATH;
/** The ticket is sent: a submission answered 200 counts as the provider's word even when a fault kept it out of the data (as the yale flow's save, decision 0470). */
const submitted = (page: ExplorePage) =>
  page.sim.control.trace().some((entry) => entry.type === 'call' && entry.name === 'workTickets.submit' && entry.status < 400 && entry.failure === undefined) ||
  page.sim.control.db.find('workTickets', { addressId: UNIT }).some((ticket) => !isOpenTicket(String(ticket.workTicketStatus ?? '')));
const completeRadio = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.labels?.[0]?.textContent?.trim() === finish.complete);

/**
 * Closing Notes typed and not yet sent are in the draft the form starts from, which outlives a
 * reload and a 401 (spec 01 §4): a failed submission must not lose them.
 */
function notesKept(page: ExplorePage, seen: Look): Broken | null {
  const notes = seen.fields.find((field) => field.label === finish.closingNotes)?.value ?? '';
  if (notes === '' || submitted(page)) return null;
  const draft = readClosingNotesDraft(UNIT);
  if (draft === notes) return null;
  return { invariant: 'typed-kept', detail: `the Closing Notes show "${notes}", their draft holds ${draft === null ? 'nothing' : `"${draft}"`}`, expect: { text: notes } };
}

/**
 * Closing unit 104's work ticket (In Progress) from the unit screen (spec 01 §4, §5; 02 §2, §5):
 * Finish opens Submit Install; Complete, Hub Location and
 * Closing Notes, then Submit, which goes to the community page once the ticket is sent and keeps
 * the form as typed when it fails. The ticket's load (the Finish button, the unreadable-ticket
 * dialog's Try again) and its submission are what the faults hit.
 */
export const ticketFlow: FlowSpec = {
  name: 'ticket',
  path: `${COMMUNITY_PATH}/unit/${UNIT}`,
  ready: unitDetail.finish,
  scenario: { extends: 'default', description: "The explorer's ticket flow on unit 104, its ticket In Progress, the clock paused.", clock: { paused: true } },
  // The submission weighs most: a reset there is a ticket the provider took while the phone heard nothing.
  menu: { calls: ['workTickets.submit', 'workTickets.submit', 'workTickets.submit', 'workTickets.get', 'workTickets.get', 'devices.listByHub'], corrupt: true },
  rules: {
    successShown: [{ call: 'workTickets.submit', shown: onCommunityPage, expect: { text: finish.title } }],
    keptBy: ['workTickets.submit'],
  },
  // Incomplete and Cancel are left out: Incomplete wants a reason from a native select the driver does not pick, and a form closed by Cancel keeps its text out of sight (useFinishDialog), which the typed-kept check would take for lost.
  // Back too (decision 0485): the driver would press it behind the open dialog, where no installer can, and after a read without a status it rightly leaves the unit with the ticket open.
  buttons: [nav.retry, unitDetail.finish, finish.complete, finish.submit, finish.tryAgain],
  regions: {},
  leaves: [],
  doubleTaps: [finish.submit, unitDetail.finish],
  fields: [
    { label: finish.hubLocation, values: ['Hall closet', 'Kitchen, above the fridge'] },
    { label: finish.closingNotes, values: ['All devices paired and tested.', 'Lock fitted; tenant away until Friday.'] },
  ],
  // Submit before Finish: the unit screen's Finish stays in the page behind the open dialog.
  wayForward: [nav.retry, finish.tryAgain, finish.submit, unitDetail.finish],
  // Complete is the answer Submit needs first; a radio stays on screen once chosen, so it is pressed only while unchosen.
  worldForward: () => (completeRadio() && !completeRadio()?.checked ? { click: finish.complete } : null),
  check: notesKept,
  drawnActions: 10,
  boundMs: 5 * 60_000,
  done: (page) => onCommunityPage() && submitted(page),
  doneExpect: { noText: finish.title },
};
