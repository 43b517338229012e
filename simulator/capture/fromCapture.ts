/**
 * `npm run scenario:from-capture -- FILE [--name NAME]` without the files: the capture's text in,
 * the scenario file's text out, checked as `scenario:check` would check it, or one message saying
 * why nothing can be written (decision 0311).
 */
import { checkScenarioFiles, formatProblem } from '../scenario/checkFiles';
import { readCapture } from './captureFile';
import { compileCapture, defaultCaptureName, type CompiledCapture } from './compileCapture';

export interface FromCaptureInput {
  /** The capture file's text. */
  text: string;
  name?: string;
  /** The app version this repository builds. */
  appVersion: string;
  /** The scenario files there are (name → path and text), for `extends` and for name clashes. */
  scenarios: ReadonlyMap<string, { path: string; text: string }>;
}

export type FromCaptureResult =
  | { ok: true; name: string; path: string; text: string; summary: CompiledCapture['summary'] }
  | { ok: false; error: string };

export function scenarioFromCapture({ text, name, appVersion, scenarios }: FromCaptureInput): FromCaptureResult {
  const read = readCapture(text, appVersion);
  if (!read.ok) return { ok: false, error: `The capture cannot be compiled: ${read.error}. Nothing was written.` };
  const chosen = name ?? defaultCaptureName(read.capture);
  const path = `scenarios/${chosen}.json`;
  if (scenarios.has(chosen)) return { ok: false, error: `${path} exists already: give another name with --name. Nothing was written.` };
  const { scenario, summary } = compileCapture(read.capture, chosen);
  const fileText = `${JSON.stringify(scenario, null, 2)}\n`;
  const problems = checkScenarioFiles(new Map([...scenarios, [chosen, { path, text: fileText }]]), [chosen]);
  if (problems.length) return { ok: false, error: `The compiled scenario does not pass scenario:check. Nothing was written.\n${problems.map(formatProblem).join('\n')}` };
  return { ok: true, name: chosen, path, text: fileText, summary };
}
