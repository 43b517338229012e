/**
 * Playwright's trace setting for both end-to-end configs: off unless E2E_TRACE asks for one.
 * Recording a trace for every test (even one kept only on failure) snapshots the page at each
 * action; it cost about 40% of the whole end-to-end run on this 2-core machine. A failure still
 * leaves its screenshot and error context; to see its trace, run the failing test again with
 * E2E_TRACE=retain-on-failure.
 */
const MODES = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure', 'on-first-retry', 'on-all-retries'] as const;

export type TraceMode = (typeof MODES)[number];

const isMode = (value: string): value is TraceMode => (MODES as readonly string[]).includes(value);

export function traceMode(asked: string | undefined = process.env.E2E_TRACE): TraceMode {
  if (asked === undefined || asked === '') return 'off';
  if (!isMode(asked)) throw new Error(`E2E_TRACE=${asked} is not a Playwright trace mode (one of ${MODES.join(', ')})`);
  return asked;
}
