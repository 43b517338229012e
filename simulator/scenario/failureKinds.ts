/**
 * Every failure the product specification names, in our own words (issue 25, decision 0305): the
 * error catalogues of both documents (01 §8, 02 §8), each error stage of the pairing flow (02 §4),
 * the ten door-code sync statuses, and the failures QA replays most (stream drops, a hub offline
 * at prep, sensors that never report, a failed submission, a 401 in the middle of each flow).
 * A scenario says which it reproduces with `covers` (checked against these ids by the scenario
 * schema); `npm run scenario:coverage` maps each to its scenarios and their tests, and
 * docs/failure-kinds.md is generated from this list.
 */
import { syncStatuses } from '../../app/api/schemas';

export interface FailureKind {
  id: string;
  /** What goes wrong and what the installer then sees, in a line. */
  title: string;
  /** Where the specification names it, as the code cites it: "02 §8". */
  spec: readonly string[];
}

export interface FailureGroup {
  title: string;
  kinds: readonly FailureKind[];
}

/** The flows a session can expire in the middle of, each a kind of its own. */
const expiringFlows = [
  ['lists', 'browsing the community and unit lists'],
  ['open-unit', 'opening a unit (its detail, devices and permission)'],
  ['hub-assignment', 'assigning a hub'],
  ['hub-removal', 'removing a hub'],
  ['hub-actions', 'a hub action from the menu (reboot, restart, reset, repair, transfer)'],
  ['hub-progress', 'watching a hub update, reboot or restart'],
  ['pairing', 'including or excluding a Z-Wave device'],
  ['yale', 'the Yale master-code steps'],
  ['door-code-sync', 'a door-code sync'],
  ['device-screen', 'the device screen (its polls and commands)'],
  ['nest', 'adding or removing a Nest thermostat'],
  ['ring', 'setting up or changing a Ring doorbell'],
  ['work-ticket', 'submitting the work ticket'],
] as const;

/** One line per sync status of the wire contract: a status added there fails to compile here. */
const syncStatusKinds: Record<(typeof syncStatuses)[number], readonly [title: string, section: string]> = {
  in_progress: ['sending then verifying, with the do-not-disturb text', '02 §4'],
  complete: ["'Syncing complete!'", '02 §4'],
  cloud_error: ["stopped: 'A cloud error is preventing syncing.'", '02 §8'],
  codes_failing: ["stopped: 'Too many codes are failing.' and what to try", '02 §8'],
  hub_offline: ["stopped, the hub offline: 'The hub is offline.' and what to check", '02 §8'],
  lock_offline: ["stopped, the lock offline: 'The {lock name} lock is offline.' and what to try", '02 §8'],
  low_battery: ["stopped, the lock's batteries too low, with 'I can't change batteries now.'", '02 §8'],
  pairing_issue: ['stopped: the lock must be excluded and included again', '02 §8'],
  poor_cell_signal: ["slow on a poor cellular signal, with 'I'm out of time.'", '02 §8'],
  paused: ['held, not failed, until it goes on', '02 §4'],
};

export const failureGroups: readonly FailureGroup[] = [
  {
    title: 'Accounts, lists and hubs',
    kinds: [
      { id: 'sign-in-refused', title: "Wrong e-mail or password: 'Invalid Username or Password'", spec: ['01 §8'] },
      { id: 'logout-call-fails', title: 'The logout call fails: the phone forgets the session anyway', spec: ['01 §4'] },
      { id: 'community-list-fails', title: 'The community list fails (not a 401): loading stops, nothing crashes', spec: ['01 §8'] },
      { id: 'unit-list-fails', title: 'The unit list fails (not a 401): back to the community picker', spec: ['01 §8'] },
      { id: 'unit-list-no-community', title: 'The unit list answers without its community: back to the community picker', spec: ['01 §8'] },
      { id: 'answer-with-message', title: "A hub action fails with a message in the answer (a custom text for removal and transfer): that message is shown", spec: ['01 §8', '02 §8'] },
      { id: 'answer-unreadable', title: "A call fails with an unreadable answer: 'Something went wrong. Please contact support.'", spec: ['01 §8', '02 §8'] },
      { id: 'assign-hub-fails', title: "Assign Hub fails: its custom text or message, else 'An error occurred ({error}). Please try again.'", spec: ['01 §8'] },
      { id: 'remove-hub-fails', title: "Remove hub fails on its own screen: its custom text, else 'An unknown error occurred. Please try again.'", spec: ['01 §8'] },
      { id: 'failure-not-reported', title: "A 424 or 'Object Not Found Matching Id' failure: not sent to error tracking", spec: ['01 §8', '02 §8'] },
      { id: 'work-ticket-submit-fails', title: "The work ticket submission fails: 'An error occurred. Please try again.', the waiting state clears, the error is reported", spec: ['01 §4', '01 §8', '02 §8'] },
    ],
  },
  {
    title: 'A 401 in the middle of a flow (the session is forgotten, the installer signs in again)',
    kinds: expiringFlows.map(([flow, during]) => ({ id: `session-expires-${flow}`, title: `The session expires during ${during}`, spec: ['01 §4', '01 §8', '02 §8'] })),
  },
  {
    title: 'Hub state',
    kinds: [
      { id: 'hub-offline', title: 'The hub has stopped sending heartbeats: the HUB tab shows its age and the offline banner', spec: ['02 §2'] },
      { id: 'poor-cellular-signal', title: 'The hub runs on a poor cellular signal alone: the poor-signal banner', spec: ['02 §2', '02 §5'] },
      { id: 'hub-update-polls-fail', title: 'The update status polls fail or answer unknown 5 times: the update screen reloads', spec: ['02 §4'] },
    ],
  },
  {
    title: 'Hub stream',
    kinds: [
      { id: 'stream-setup-invalid', title: "The stream cannot be set up without a hub serial or gateway id: 'Unable to set up stream, hub_serial or gatewayId are invalid.'", spec: ['02 §8'] },
      { id: 'stream-drops-once', title: 'The stream drops once: the one reconnect works and the flow goes on', spec: ['02 §7', '02 §8'] },
      { id: 'stream-drops-twice', title: "The stream drops again after its one reconnect: 'Connection to AWS was unexpectedly closed.'", spec: ['02 §8'] },
    ],
  },
  {
    title: 'Z-Wave pairing: an error at each stage (02 §4 Errors inside the flow)',
    kinds: [
      { id: 'pairing-error-start', title: 'Pairing start: no line to the hub (Go Back)', spec: ['02 §4', '02 §8'] },
      { id: 'pairing-error-prep', title: 'Prep: the start call fails; plug in the hub, check the service status (Try Again)', spec: ['02 §4', '02 §8'] },
      { id: 'pairing-error-exclusion-start', title: 'Exclusion start: the countdown ran out before the device was in exclusion mode (Try Again, Skip Exclusion when including)', spec: ['02 §4', '02 §8'] },
      { id: 'pairing-error-excluding', title: 'Excluding: the hub reports the exclusion failed after it began (Try Again)', spec: ['02 §4', '02 §8'] },
      { id: 'pairing-error-including', title: 'Inclusion start or including: ran out of time, include twice or exclude first (Try Again, Exclude)', spec: ['02 §4', '02 §8'] },
      { id: 'pairing-error-device-info', title: 'Device info: the new device never shows in the device list (Exclude)', spec: ['02 §4', '02 §8'] },
      { id: 'pairing-error-sensors-failed', title: 'Sensors failed: the device is listed but the hub cannot read its sensors (Exclude)', spec: ['02 §4', '02 §8'] },
      { id: 'hub-offline-at-prep', title: 'The hub goes offline as the inclusion or exclusion starts: the prep error until it is back', spec: ['02 §4', '02 §8'] },
      { id: 'sensors-never-report', title: 'A device joins but never reports a sensor reading', spec: ['02 §8'] },
    ],
  },
  {
    title: 'Yale locks',
    kinds: [
      { id: 'yale-exclusion-not-heard', title: 'The Yale lock does not go into exclusion mode, tries left: older master codes offered, Try Again', spec: ['02 §4', '02 §8'] },
      { id: 'yale-exclusion-tries-used-up', title: 'The Yale exclusion fails a third time: Reset Controller (which removes every added device)', spec: ['02 §4', '02 §8'] },
      { id: 'yale-master-code-fetch-fails', title: 'The master codes cannot be fetched: treated as none, a generated code is used', spec: ['02 §4', '02 §8'] },
    ],
  },
  {
    title: 'Door-code sync statuses',
    kinds: syncStatuses.map((status) => {
      const [title, section] = syncStatusKinds[status];
      return { id: `sync-${status.replaceAll('_', '-')}`, title: `Door-code sync ${status}: ${title}`, spec: [section] };
    }),
  },
  {
    title: 'Nest, Ring and the device screen',
    kinds: [
      { id: 'nest-add-remove-fails', title: "Adding or removing a Nest (legacy) fails: 'Something went wrong - please try again later'", spec: ['02 §8'] },
      { id: 'nest-provisioning-fails', title: "Nest provisioning fails: 'Provisioning failed. Try again.'", spec: ['02 §8'] },
      { id: 'ring-create-fails', title: 'Creating the Ring fails: the flow stops', spec: ['02 §8'] },
      { id: 'ring-remove-fails', title: 'Removing the Ring fails: the dialog can try again', spec: ['02 §8'] },
      { id: 'device-command-fails', title: 'A device command fails: reported, no message shown', spec: ['02 §8'] },
      { id: 'alert-toggle-fails', title: "Toggling a leak sensor's alerts fails: reported, no message shown", spec: ['02 §8'] },
      { id: 'device-never-reports', title: "A device that has never reported: 'Waiting for device...'", spec: ['02 §2'] },
      { id: 'device-poll-fails', title: 'The device poll fails: reported; a failing sensor refresh is ignored', spec: ['02 §8'] },
      { id: 'device-side-data-fails', title: 'Fetching hub update status, code sync data or service configuration fails on the device screen: reported', spec: ['02 §8'] },
      { id: 'device-details-missing', title: "The unit's device details are missing: the error view with the support number", spec: ['01 §2', '02 §8'] },
      { id: 'device-screen-load-fails', title: 'The device screen cannot load: the shared handler and a redirect', spec: ['02 §8'] },
    ],
  },
];

export const failureKinds: readonly FailureKind[] = failureGroups.flatMap((group) => group.kinds);

/** The ids, for the scenario schema's enum (the list is never empty). */
export const failureKindIds = failureKinds.map((kind) => kind.id) as [string, ...string[]];
