/**
 * The flight recorder (issue 26): loaded after sign-in, it listens at the app's tap
 * (lib/flightTap.ts) and keeps the recent past in a bounded log. The log is written to storage
 * when the page is hidden or left (the hub flows' reloads), so it survives them, and is read back
 * when the recorder starts again. It survives a 401 for the same user, goes at sign-out, and
 * never makes the phone's storage full (an expendable record, decision 0292).
 */
import { watchScreenForFlight } from '../lib/flightScreenWatch';
import { attachFlightSink, recordFlight, type FlightEvent } from '../lib/flightTap';
import { onStoredCleared, storageIsFull, storedKey, subscribeStored } from '../lib/storage';
import { handCheck, isRecord } from '../lib/valueCheck';
import { isAppText } from './flightAppTexts';
import { createFlightLog, type FlightLog, type StoredFlightEntry } from './flightLog';

interface StoredRecording {
  uid: string;
  entries: StoredFlightEntry[];
}

const storedRecordingCheck = handCheck<StoredRecording>(
  (value) =>
    isRecord(value) && typeof value.uid === 'string' && Array.isArray(value.entries) && value.entries.every((entry) => isRecord(entry) && typeof entry.kind === 'string' && typeof entry.at === 'number')
      ? { uid: value.uid, entries: value.entries as StoredFlightEntry[] }
      : undefined,
  'a flight recording',
);

const storedRecording = storedKey('flightRecording', storedRecordingCheck, { keptAfterExpiry: true, expendable: true });

const log = createFlightLog();
let recording: { uid: string; stop: () => void } | null = null;
/**
 * What was heard while a simulator build's start-up still ran, unstamped: the page's clock then is
 * not the one the rest is stamped on, and can be hours before it (scenarios start today at nine),
 * so the age bound would drop entries stamped on it (decision 0352).
 */
let heldForClock: FlightEvent[] | null = null;

/** The recorder's log, for the capture (empty while nobody is signed in). */
export function flightLog(): FlightLog {
  return log;
}

/**
 * The page's clock was replaced under the recorder (a simulator build's start-up ended after the
 * recorder started, decisions 0335, 0352): what was heard meanwhile counts as happening now, in its order.
 */
export function flightClockReplaced(): void {
  const held = heldForClock ?? [];
  heldForClock = null;
  const now = Date.now();
  held.forEach((event) => log.add({ ...event, at: now }));
}

function save(): void {
  if (recording) storedRecording.write({ uid: recording.uid, entries: log.serialize(Date.now()) });
}

function saveWhenHidden(): void {
  if (document.visibilityState === 'hidden') save();
}

/** Online, viewport and storage-full, recorded when one of them changes. */
function watchDevice(): () => void {
  let last = '';
  const check = () => {
    const state = { online: navigator.onLine, viewport: `${window.innerWidth}x${window.innerHeight}`, storageFull: storageIsFull() };
    const text = JSON.stringify(state);
    if (text === last) return;
    last = text;
    recordFlight(() => ({ kind: 'device', ...state }));
  };
  check();
  window.addEventListener('online', check);
  window.addEventListener('offline', check);
  window.addEventListener('resize', check);
  const unsubscribe = subscribeStored(check);
  return () => {
    window.removeEventListener('online', check);
    window.removeEventListener('offline', check);
    window.removeEventListener('resize', check);
    unsubscribe();
  };
}

function stop(): void {
  recording?.stop();
  recording = null;
  heldForClock = null;
  log.clear();
}

/**
 * Starts recording for the signed-in user `uid`, taking back what was recorded before a reload.
 * `clockPending`: the page's clock is still to be replaced; entries wait for `flightClockReplaced`.
 */
export function startFlightRecorder(uid: string, clockPending = false): void {
  if (recording?.uid === uid) return;
  stop();
  const saved = storedRecording.read();
  if (saved?.uid === uid) log.restore(saved.entries);
  heldForClock = clockPending ? [] : null;
  const detach = attachFlightSink({ add: (event) => (heldForClock ? heldForClock.push(event) : log.add({ ...event, at: Date.now() })) });
  recordFlight(() => ({ kind: 'route', path: window.location.pathname + window.location.search }));
  const unwatchDevice = watchDevice();
  const unwatchScreen = watchScreenForFlight(isAppText);
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', saveWhenHidden);
  const unclear = onStoredCleared((reason) => {
    if (reason === 'signOut') stop();
  });
  recording = {
    uid,
    stop() {
      detach();
      unwatchDevice();
      unwatchScreen();
      unclear();
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', saveWhenHidden);
    },
  };
}
