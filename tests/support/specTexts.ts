/**
 * Every text the two specification documents quote (spec/01-accounts-units-work-tickets.md and
 * spec/02-device-pairing-and-checks.md), written exactly as quoted there, with where the text
 * catalogue (app/domain/texts) holds it and where the app shows it.
 *
 * tests/unit/specTexts.test.ts checks each entry against the catalogue, and the screen states
 * check it against what the app renders, looking the spec's own words up on screen: in Chromium
 * (tests/e2e/specTexts.spec.ts) where a real browser matters, in jsdom on the simulator's clock
 * (tests/journeys/specTexts.test.tsx) elsewhere, as tests/journeys/support/specTextStates.ts says: a typo in the catalogue then fails both instead of passing everywhere. Texts of screens
 * not built yet are listed as such; the issue that builds the screen moves them to a screen state,
 * or names the journey (a spec file of tests/e2e) or the component test beside a feature that already reaches that screen and checks the
 * text there in the spec's own words, through `specWords` (tests/unit/specTexts.test.ts holds
 * each named journey to that).
 */

/** The screen states the two specTexts tests reach; each checks the texts listed for it. */
export const screenStates = [
  'sign-in and lists',
  'error page',
  'unit screen',
  'device list fails',
  'Nest',
  'Nest provisioning fails',
  'hub offline',
  'hub update',
  'update status failing',
  'support wizard',
  'hub action fails',
  'hub assignment fails',
  'submit fails',
  'pairing',
  'device naming',
  'thermostat naming',
  'device screen',
] as const;

export type ScreenState = (typeof screenStates)[number];

export interface SpecText {
  /** Exactly as the spec quotes it, placeholders included ('{unit}', or capitals such as 'N'). */
  text: string;
  /** Where the spec quotes it: document and section. */
  spec: string[];
  /** Path in `texts`; several paths are joined in order. */
  catalogue?: string | string[];
  /** The placeholders, in the order the catalogue function takes them. */
  placeholders?: string[];
  /** The screen state that shows it, the journey or component test that checks it on screen, or 'not built yet'. */
  shown: ScreenState | { journey: Journey } | { componentTest: ComponentTest } | 'not built yet';
}

/** Journeys of tests/e2e that check spec texts on screen with `specWords`, by file name without '.spec.ts'. */
export type Journey = 'doorCodeSync' | 'lockTasks' | 'ring' | 'yale';

/** Component tests beside the features that check spec texts on screen with `specWords`, by path (decision 0283). */
export type ComponentTest = 'app/features/door-codes/DoorCodeSyncDialog.test.tsx';
const syncDialogTest = { componentTest: 'app/features/door-codes/DoorCodeSyncDialog.test.tsx' } as const;

export const specTexts: SpecText[] = [
  // Spec 01: sign-in, lists, drawer, error page, work ticket, hub assignment and removal.
  { text: 'No communities match', spec: ['01 §2'], catalogue: 'communities.noMatch', shown: 'sign-in and lists' },
  { text: 'No units', spec: ['01 §2'], catalogue: 'units.none', shown: 'sign-in and lists' },
  { text: 'No units match', spec: ['01 §2'], catalogue: 'units.noMatch', shown: 'sign-in and lists' },
  { text: 'Vacant', spec: ['01 §2'], catalogue: 'units.vacant', shown: 'sign-in and lists' },
  { text: 'PTE Notes', spec: ['01 §2'], catalogue: 'units.pteNotes', shown: 'sign-in and lists' },
  { text: 'Notes to Technician', spec: ['01 §2'], catalogue: 'units.notesToTechnician', shown: 'sign-in and lists' },
  { text: 'Switch community', spec: ['01 §2'], catalogue: 'nav.switchCommunity', shown: 'sign-in and lists' },
  { text: 'Sign out', spec: ['01 §2'], catalogue: 'nav.signOut', shown: 'sign-in and lists' },
  { text: "We're sorry — something's gone wrong.", spec: ['01 §2'], catalogue: 'errorPage.title', shown: 'error page' },
  {
    text: 'Our team has been notified, but click here fill out a report.',
    spec: ['01 §2'],
    catalogue: ['errorPage.reportBefore', 'errorPage.reportLink', 'errorPage.reportAfter'],
    shown: 'error page',
  },
  { text: 'Something went wrong', spec: ['01 §2', '02 §2', '02 §8'], catalogue: 'errorView.title', shown: 'device list fails' },
  { text: 'Device details are missing for this unit', spec: ['01 §2', '02 §2'], catalogue: 'errorView.deviceDetailsMissing', shown: 'device list fails' },
  {
    text: 'Please mark unit {unit} at {community} as complete or incomplete before proceeding to the next unit.',
    spec: ['01 §4'],
    catalogue: 'pendingTicket.message',
    placeholders: ['{unit}', '{community}'],
    shown: 'sign-in and lists',
  },
  { text: 'Invalid Username or Password', spec: ['01 §5', '01 §8'], catalogue: 'signIn.failed', shown: 'sign-in and lists' },
  { text: 'This is the wrong unit.', spec: ['01 §5'], catalogue: 'removeHub.wrongUnit', shown: 'support wizard' },
  { text: 'Invalid entry', spec: ['01 §5'], catalogue: 'removeHub.invalidEntry', shown: 'support wizard' },
  { text: 'Please select Complete or Incomplete', spec: ['01 §5', '02 §5'], catalogue: 'finish.alerts.status', shown: 'unit screen' },
  { text: 'Please select an Incomplete reason', spec: ['01 §5', '02 §5'], catalogue: 'finish.alerts.reason', shown: 'unit screen' },
  { text: 'Please enter the quantity of add-on switches installed', spec: ['01 §5', '02 §5'], catalogue: 'finish.alerts.addOnQtyMissing', shown: 'unit screen' },
  { text: 'The add-on switches quantity must be a whole number', spec: ['01 §5', '02 §5'], catalogue: 'finish.alerts.addOnQtyWhole', shown: 'unit screen' },
  { text: 'The add-on switches quantity must be greater than 0', spec: ['01 §5', '02 §5'], catalogue: 'finish.alerts.addOnQtyPositive', shown: 'unit screen' },
  { text: 'Please fill in the Closing Notes', spec: ['01 §5', '02 §5'], catalogue: 'finish.alerts.closingNotes', shown: 'unit screen' },
  { text: 'Something went wrong. Please contact support.', spec: ['01 §8', '02 §8'], catalogue: 'errors.generic', shown: 'hub action fails' },
  { text: 'An error occurred ({error}). Please try again.', spec: ['01 §8'], catalogue: 'errors.assignHub', placeholders: ['{error}'], shown: 'hub assignment fails' },
  { text: 'An unknown error occurred. Please try again.', spec: ['01 §8'], catalogue: 'errors.removeHub', shown: 'hub assignment fails' },
  { text: 'An error occurred. Please try again.', spec: ['01 §8', '02 §8'], catalogue: 'errors.workTicketSubmit', shown: 'submit fails' },

  // Spec 02: unit tabs, Nest, progress screens, device screen, pairing, door codes, lock throw, Ring.
  { text: 'No Z-Wave Devices Included', spec: ['02 §2'], catalogue: 'unitDetail.noZWaveDevices', shown: 'unit screen' },
  { text: 'Finish', spec: ['02 §2'], catalogue: 'unitDetail.finish', shown: 'unit screen' },
  { text: 'No Nest Devices', spec: ['02 §2'], catalogue: 'nest.none', shown: 'Nest' },
  { text: 'Nest thermostat', spec: ['02 §2', '02 §9'], catalogue: 'nest.thermostat', shown: 'Nest' },
  { text: 'Not Available', spec: ['02 §2'], catalogue: 'hub.notAvailable', shown: 'unit screen' },
  { text: 'N minutes ago', spec: ['02 §2'], catalogue: 'hub.minutesAgo', placeholders: ['N'], shown: 'unit screen' },
  { text: 'H hours N minutes ago', spec: ['02 §2'], catalogue: 'hub.hoursMinutesAgo', placeholders: ['H', 'N'], shown: 'hub offline' },
  { text: 'Remove Nest serial number?', spec: ['02 §2'], catalogue: 'nest.removeTitle', shown: 'Nest' },
  { text: 'This action will remove the Nest device', spec: ['02 §2'], catalogue: 'nest.removeText', shown: 'Nest' },
  { text: 'Provisioning thermostat...', spec: ['02 §2', '02 §4'], catalogue: 'nest.provisioning', shown: 'Nest' },
  { text: 'Success! Nest is provisioned.', spec: ['02 §2'], catalogue: 'nest.provisioned', shown: 'Nest' },
  { text: 'Provisioning failed. Try again.', spec: ['02 §2', '02 §8'], catalogue: 'errors.nestProvisioning', shown: 'Nest provisioning fails' },
  { text: 'Nest thermostat is offline', spec: ['02 §2'], catalogue: 'nest.offlineBanner', shown: 'Nest' },
  { text: 'Reset Controller?', spec: ['02 §2'], catalogue: 'hubMenu.resetTitle', shown: 'unit screen' },
  { text: 'This will remove every device that has been included.', spec: ['02 §2'], catalogue: 'hubMenu.resetText', shown: 'unit screen' },
  { text: 'DO NOT UNPLUG THE HUB!', spec: ['02 §2'], catalogue: 'hubPower.doNotUnplug', shown: 'hub update' },
  { text: 'X of N processes updated (P%)', spec: ['02 §4'], catalogue: 'hubPower.processesUpdated', placeholders: ['X', 'N', 'P'], shown: 'hub update' },
  { text: 'X of N processes running', spec: ['02 §4'], catalogue: 'hubPower.processesRunning', placeholders: ['X', 'N'], shown: 'hub update' },
  { text: 'Fetching data', spec: ['02 §4'], catalogue: 'hubPower.fetching', shown: 'update status failing' },
  { text: 'Node ID {localId}', spec: ['02 §2'], catalogue: 'deviceMenu.nodeId', placeholders: ['{localId}'], shown: 'unit screen' },

  { text: 'Something went wrong - please try again later', spec: ['02 §8'], catalogue: 'errors.nestLegacy', shown: 'not built yet' },
  // Built, but no screen reaches it: the unit screen opens the setup page only for a unit with a gateway and a hub
  // serial. tests/integration/hubStream.test.ts shows it for a non-IoT hub without either.
  { text: 'Unable to set up stream, hub_serial or gatewayId are invalid.', spec: ['02 §8'], catalogue: 'errors.streamSetup', shown: 'not built yet' },
  { text: 'Connection to AWS was unexpectedly closed.', spec: ['02 §8'], catalogue: 'errors.streamClosed', shown: 'pairing' },

  // Z-Wave pairing (inclusion, exclusion, post-inclusion).
  { text: 'Add or Remove Z-Wave Device', spec: ['02 §2', '02 §6'], catalogue: 'pairing.panelTitle', shown: 'pairing' },
  { text: 'Exclude Z-wave device', spec: ['02 §2'], catalogue: 'pairing.excludeTitle', shown: 'pairing' },
  { text: 'We are unable to establish a line of direct communication with the hub.', spec: ['02 §8'], catalogue: 'pairing.errors.start', shown: 'pairing' },
  { text: 'What is this sensor for?', spec: ['02 §2'], catalogue: 'pairing.naming.sensorFor', shown: 'device naming' },
  { text: 'Where is it located?', spec: ['02 §2'], catalogue: 'pairing.naming.located', shown: 'device naming' },
  { text: 'Unnamed', spec: ['02 §5'], catalogue: 'pairing.naming.unnamed', shown: 'thermostat naming' },
  { text: 'Device Name', spec: ['02 §5'], catalogue: 'pairing.naming.deviceName', shown: 'thermostat naming' },
  { text: 'Device Location', spec: ['02 §5'], catalogue: 'pairing.naming.deviceLocation', shown: 'device naming' },
  { text: 'More...', spec: ['02 §5'], catalogue: 'pairing.naming.more', shown: 'device naming' },
  // Yale master-code flow.
  { text: 'Program the master code', spec: ['02 §2'], catalogue: 'yale.steps.masterCode', shown: { journey: 'yale' } },
  { text: 'Put the lock in exclusion mode', spec: ['02 §2'], catalogue: 'yale.steps.exclusion', shown: { journey: 'yale' } },
  { text: 'Put the lock in inclusion mode', spec: ['02 §2'], catalogue: 'yale.steps.inclusion', shown: { journey: 'yale' } },
  { text: "Set the lock's location", spec: ['02 §2'], catalogue: 'yale.steps.location', shown: { journey: 'yale' } },
  // Device screen read-outs.
  { text: '{placement} Sensor', spec: ['02 §2'], catalogue: 'deviceDetail.placementSensor', placeholders: ['{placement}'], shown: 'device screen' },
  { text: 'Sensor', spec: ['02 §2'], catalogue: 'deviceDetail.sensor', shown: 'device screen' },
  { text: 'Unknown', spec: ['02 §2'], catalogue: 'deviceDetail.unknownModel', shown: 'device screen' },
  // The device screen's lock in the seed is also called Front Door; tests/e2e/deviceScreen.spec.ts renames it to prove the dialog's own name.
  { text: 'Front Door', spec: ['02 §2'], catalogue: 'doorCodes.deviceScreenLockName', shown: 'device screen' },
  { text: 'Please be sure to test things out by operating the device and observing changes in state.', spec: ['02 §2'], catalogue: 'deviceDetail.banner', shown: 'device screen' },
  { text: 'Monitoring mode. Alerts on.', spec: ['02 §2'], catalogue: 'deviceDetail.leak.monitoring', shown: 'device screen' },
  { text: 'Test mode. Alerts off.', spec: ['02 §2'], catalogue: 'deviceDetail.leak.testMode', shown: 'device screen' },
  { text: '{synced} of {expected} synced', spec: ['02 §2'], catalogue: 'deviceDetail.values.codesSynced', placeholders: ['{synced}', '{expected}'], shown: 'device screen' },
  { text: 'Master code was reset', spec: ['02 §2'], catalogue: 'deviceDetail.values.masterCodeReset', shown: 'device screen' },
  { text: 'Off', spec: ['02 §2'], catalogue: 'deviceDetail.values.off', shown: 'device screen' },
  { text: '{value}, {percent}%', spec: ['02 §2'], catalogue: 'deviceDetail.values.dimmed', placeholders: ['{value}', '{percent}'], shown: 'device screen' },
  { text: 'Not yet reported', spec: ['02 §2'], catalogue: 'deviceDetail.values.notYetReported', shown: 'device screen' },
  { text: 'Waiting for device...', spec: ['02 §2'], catalogue: 'deviceDetail.values.waiting', shown: 'device screen' },
  { text: 'N hour(s) N minute(s) ago', spec: ['02 §2'], catalogue: 'deviceDetail.values.hoursMinutesAgo', placeholders: ['N', 'N'], shown: 'device screen' },
  { text: 'More than 12 hours ago', spec: ['02 §2'], catalogue: 'deviceDetail.values.moreThan12Hours', shown: 'device screen' },
  // Door-code sync.
  { text: 'Sending: N% complete', spec: ['02 §4'], catalogue: 'doorCodes.sendingPercent', placeholders: ['N'], shown: { journey: 'doorCodeSync' } },
  { text: 'Sending complete', spec: ['02 §4'], catalogue: 'doorCodes.sendingComplete', shown: { journey: 'doorCodeSync' } },
  { text: 'Verifying: N% complete', spec: ['02 §4'], catalogue: 'doorCodes.verifyingPercent', placeholders: ['N'], shown: { journey: 'doorCodeSync' } },
  { text: 'Verification complete', spec: ['02 §4'], catalogue: 'doorCodes.verificationComplete', shown: { journey: 'doorCodeSync' } },
  { text: 'A cloud error is preventing syncing.', spec: ['02 §8'], catalogue: 'doorCodes.banners.cloudError', shown: syncDialogTest },
  { text: 'Too many codes are failing.', spec: ['02 §8'], catalogue: 'doorCodes.banners.codesFailing', shown: syncDialogTest },
  { text: 'The hub is offline.', spec: ['02 §8'], catalogue: 'doorCodes.banners.hubOffline', shown: syncDialogTest },
  { text: 'The {lock name} lock is offline.', spec: ['02 §8'], catalogue: 'doorCodes.banners.lockOffline', placeholders: ['{lock name}'], shown: syncDialogTest },
  { text: 'The {lock name} lock batteries are too low.', spec: ['02 §8'], catalogue: 'doorCodes.banners.lowBattery', placeholders: ['{lock name}'], shown: syncDialogTest },
  { text: "I can't change batteries now.", spec: ['02 §8'], catalogue: 'doorCodes.cantChangeBatteries', shown: syncDialogTest },
  { text: 'pairing issue. This lock needs to be excluded and re-included.', spec: ['02 §8'], catalogue: 'doorCodes.banners.pairingIssue', shown: syncDialogTest },
  { text: 'Syncing slow due to poor cellular signal.', spec: ['02 §8'], catalogue: 'doorCodes.banners.poorCellSignal', shown: syncDialogTest },
  { text: "I'm out of time.", spec: ['02 §8'], catalogue: 'doorCodes.outOfTime', shown: syncDialogTest },
  { text: 'Do not disturb the hub or lock while codes sync. This will take several minutes.', spec: ['02 §8'], catalogue: 'doorCodes.inProgress', shown: { journey: 'doorCodeSync' } },
  { text: 'Syncing complete!', spec: ['02 §8'], catalogue: 'doorCodes.complete', shown: { journey: 'doorCodeSync' } },
  // Lock throw and Ring troubleshooting.
  { text: 'I Fixed It', spec: ['02 §4', '02 §5'], catalogue: 'lockThrow.fixed', shown: { journey: 'lockTasks' } },
  { text: 'Report It', spec: ['02 §4', '02 §5'], catalogue: 'lockThrow.report', shown: { journey: 'lockTasks' } },
  { text: 'Required*', spec: ['02 §5'], catalogue: 'lockThrow.required', shown: { journey: 'lockTasks' } },
  // Ring doorbell (spec 02 §5, §9: not quoted there, but shown as written).
  { text: 'Confirm and Install', spec: ['02 §5'], catalogue: 'ring.confirmAndInstall', shown: { journey: 'ring' } },
  { text: '16V-24V', spec: ['02 §5', '02 §9'], catalogue: 'ring.voltage.pro', shown: { journey: 'ring' } },
  { text: '10V-24V', spec: ['02 §5', '02 §9'], catalogue: 'ring.voltage.wired', shown: { journey: 'ring' } },
];

/** Quoted in the spec but never shown as a text: values sent, received, typed or read from data. */
export const quotedValues: Array<{ text: string; spec: string[]; why: string }> = [
  { text: 'service', spec: ['01 §2'], why: 'a work type in the unit data' },
  { text: 'No', spec: ['01 §3', '02 §3'], why: 'the value of two work ticket fields' },
  { text: 'True', spec: ['01 §3', '02 §3'], why: 'the DoorLocked sensor value' },
  { text: 'vacant', spec: ['01 §4', '01 §5'], why: 'what the installer types for a unit without residents' },
  { text: 'concierge', spec: ['01 §6', '01 §7', '02 §3', '02 §7'], why: 'the application id and client sent to the API' },
  { text: 'Installer', spec: ['01 §6', '02 §6'], why: 'a user role' },
  { text: 'anonymous', spec: ['01 §6', '02 §6'], why: 'the feature-flag key without a user' },
  { text: 'Object Not Found Matching Id', spec: ['01 §8', '02 §8'], why: 'a server error kept out of error reporting' },
  { text: 'client', spec: ['02 §7'], why: 'a payload key' },
  { text: 'intentionally_closed_by_client', spec: ['02 §7'], why: 'the WebSocket close reason' },
  { text: 'doorbell', spec: ['02 §7'], why: 'a device type sent to the API' },
  { text: 'ring', spec: ['02 §7'], why: 'a model sent to the API' },
];

/** The spec text as a journey looks it up on screen: `filledIn` of its entry, which must name a journey. */
export function specWords(text: string, values: Record<string, string | RegExp> = {}): string | RegExp {
  const entry = specText(text);
  if (typeof entry.shown !== 'object') throw new Error(`'${text}' is not listed for a journey in tests/support/specTexts.ts`);
  return filledIn(entry, values);
}

/** The entry for a spec text; throws for a text the table does not list. */
export function specText(text: string): SpecText {
  const entry = specTexts.find((candidate) => candidate.text === text);
  if (!entry) throw new Error(`'${text}' is not in tests/support/specTexts.ts`);
  return entry;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The spec text with its placeholders filled in: a string, or a RegExp (anchored) when a value is
 * a pattern. Placeholders in braces are replaced where they stand, bare capitals as whole words.
 */
export function filledIn(entry: SpecText, values: Record<string, string | RegExp> = {}): string | RegExp {
  const names = entry.placeholders ?? [];
  const missing = names.filter((name) => !(name in values));
  if (missing.length > 0) throw new Error(`'${entry.text}' needs values for ${missing.join(', ')}`);
  const pattern = names.length > 0 ? new RegExp(names.map((name) => (name.startsWith('{') ? escapeRegExp(name) : `\\b${name}\\b`)).join('|'), 'g') : null;
  const parts = pattern ? entry.text.split(pattern) : [entry.text];
  const found = pattern ? (entry.text.match(pattern) ?? []) : [];
  if (Object.values(values).every((value) => typeof value === 'string')) {
    return parts.map((part, i) => part + (i < found.length ? String(values[found[i] ?? '']) : '')).join('');
  }
  const source = parts
    .map((part, i) => {
      const value = i < found.length ? values[found[i] ?? ''] : undefined;
      const filled = value === undefined ? '' : typeof value === 'string' ? escapeRegExp(value) : value.source;
      return escapeRegExp(part) + filled;
    })
    .join('');
  return new RegExp(`^${source}$`);
}
