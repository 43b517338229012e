/**
 * `npm run scenario:from-capture -- FILE [--name NAME]` without the files: the capture's text (or
 * the error reports the simulator server kept, whose tags give `covers`) in,
 * the scenario file's text out, checked as `scenario:check` would check it, or one message saying
 * why nothing can be written (decision 0311).
 */
import { checkScenarioFiles, formatProblem } from '../scenario/checkFiles';
import { CAPTURE_BOUNDS, parseJson, readCapture } from './captureFile';
import { coversOfReport, reportedCapture, type ReportedCapture } from './fromReport';
import { jsonBoundsProblem } from '../validation/jsonBounds';
import { compileCapture, defaultCaptureName, type CompiledCapture } from './compileCapture';

export interface FromCaptureInput {
  /** The capture file's text, or an error report (or the list of them) that carries one. */
  text: string;
  name?: string;
  /** The app version this repository builds. */
  appVersion: string;
  /** The scenario files there are (name → path and text), for `extends` and for name clashes. */
  scenarios: ReadonlyMap<string, { path: string; text: string }>;
}

export type FromCaptureResult =
  | { ok: true; name: string; path: string; text: string; summary: CompiledCapture['summary']; covers: string[] }
  | { ok: false; error: string };

/** The capture in `text`: the text itself, or the recording an error report carries, with the report's event. */
function unwrapReport(text: string): ReportedCapture | { text: string; event?: undefined } | { error: string } {
  // A text out of bounds or not JSON is no report: reading it as a capture says what is wrong.
  if (jsonBoundsProblem(text, CAPTURE_BOUNDS)) return { text };
  const parsed = parseJson(text);
  return (parsed.ok ? reportedCapture(parsed.value) : null) ?? { text };
}

export function scenarioFromCapture({ text, name, appVersion, scenarios }: FromCaptureInput): FromCaptureResult {
  const input = unwrapReport(text);
  if ('error' in input) return { ok: false, error: `The capture cannot be compiled: ${input.error}. Nothing was written.` };
  const read = readCapture(input.text, appVersion);
  if (!read.ok) return { ok: false, error: `The capture cannot be compiled: ${read.error}. Nothing was written.` };
  const chosen = name ?? defaultCaptureName(read.capture);
  const path = `scenarios/${chosen}.json`;
  if (scenarios.has(chosen)) return { ok: false, error: `${path} exists already: give another name with --name. Nothing was written.` };
  const covers = input.event ? coversOfReport(input.event, read.capture) : [];
  const { scenario, summary } = compileCapture(read.capture, chosen, covers);
  const fileText = `${JSON.stringify(scenario, null, 2)}\n`;
  const problems = checkScenarioFiles(new Map([...scenarios, [chosen, { path, text: fileText }]]), [chosen]);
  if (problems.length) return { ok: false, error: `The compiled scenario does not pass scenario:check. Nothing was written.\n${problems.map(formatProblem).join('\n')}` };
  return { ok: true, name: chosen, path, text: fileText, summary, covers };
}
