/**
 * An error report as the simulator server kept it (control call `reports`, docs/scenarios.md,
 * **From a capture**): the flight recording it carries, and the failure kinds its tags name, which
 * the compiled file claims in `covers` (issue 35). The app tags each reported failure with what
 * failed in its own words (`failure`: 'work-ticket submit') and how (`kind`: 'http', 'malformed';
 * app/data/sentryReporter.ts). Pure.
 */
import type { Capture } from './captureFile';

const FLIGHT_RECORDING = 'flight-recording.json';

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ReportedCapture {
  /** The capture's text, as the report's attachment holds it. */
  text: string;
  event: Json;
}

/** What the app reports a failure as (its `failure` tag) → the failure kind it is (simulator/scenario/failureKinds.ts). */
const KIND_OF_FAILURE: Readonly<Record<string, string>> = {
  'work-ticket submit': 'work-ticket-submit-fails',
  'device command': 'device-command-fails',
  'leak alerts toggle': 'alert-toggle-fails',
  'device poll': 'device-poll-fails',
  'device list poll': 'device-poll-fails',
  'code syncing data': 'device-side-data-fails',
  'service configuration': 'device-side-data-fails',
};
/** The update status fails on the device screen (side data) or on the hub's update screen (its polls). */
const HUB_UPDATE_STATUS = 'hub update status';
const DEVICE_PAGE = /\/device\/[^/]+$/;

/**
 * The report that carries a flight recording in `value`: one report (`{ type, event, attachments }`),
 * a list of them (the newest error with a recording, else the newest feedback), or the control
 * call's answer (`{ result: [...] }`). Null when `value` is none of these.
 */
export function reportedCapture(value: unknown): ReportedCapture | { error: string } | null {
  const list = Array.isArray(value) ? value : isJson(value) && Array.isArray(value.result) ? value.result : isJson(value) && 'attachments' in value ? [value] : null;
  if (list === null) return null;
  const withRecording = list.filter(isJson).flatMap((report) => {
    const attachment = Array.isArray(report.attachments) ? report.attachments.find((item) => isJson(item) && item.filename === FLIGHT_RECORDING) : undefined;
    return isJson(attachment) && typeof attachment.text === 'string' ? [{ report, text: attachment.text }] : [];
  });
  const chosen = withRecording.findLast(({ report }) => report.type === 'event') ?? withRecording.at(-1);
  if (!chosen) return { error: `the error reports hold no ${FLIGHT_RECORDING} (${list.length} report${list.length === 1 ? '' : 's'} read)` };
  return { text: chosen.text, event: isJson(chosen.report.event) ? chosen.report.event : {} };
}

/** An event's tags: an object as the SDK sends it, or Sentry's export, a list of pairs or of `{ key, value }`. */
function tagsOf(event: Json): Record<string, string> {
  const { tags } = event;
  const pairs = Array.isArray(tags)
    ? tags.map((tag): unknown[] => (Array.isArray(tag) ? tag : isJson(tag) ? [tag.key, tag.value] : []))
    : isJson(tags) ? Object.entries(tags) : [];
  return Object.fromEntries(pairs.filter((pair): pair is [string, string] => typeof pair[0] === 'string' && typeof pair[1] === 'string'));
}

/** The failure kinds the report names, for the compiled file's `covers`. */
export function coversOfReport(event: Json, capture: Capture): string[] {
  const tags = tagsOf(event);
  const kinds = new Set<string>();
  const failure = tags.failure ?? '';
  const named = KIND_OF_FAILURE[failure];
  if (named) kinds.add(named);
  if (failure === HUB_UPDATE_STATUS) {
    const lastRoute = capture.entries.findLast((entry) => entry.kind === 'route');
    kinds.add(lastRoute?.kind === 'route' && DEVICE_PAGE.test(lastRoute.path.split(/[?#]/)[0] ?? '') ? 'device-side-data-fails' : 'hub-update-polls-fail');
  }
  if (tags.kind === 'malformed') kinds.add('answer-unreadable');
  return [...kinds];
}
