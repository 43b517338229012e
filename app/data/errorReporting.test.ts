import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError as ApiErrorClass } from '../api/client';
import type { Reporter } from './sentryReporter';

const fake = vi.hoisted(() => ({
  note: vi.fn<Reporter['note']>(),
  failure: vi.fn<Reporter['failure']>(),
  crash: vi.fn<Reporter['crash']>(() => 'event-1'),
  openReportForm: vi.fn<Reporter['openReportForm']>(async () => undefined),
}));
const startSentry = vi.hoisted(() => vi.fn((_dsn: string): Reporter => fake));
vi.mock('./sentryReporter', () => ({ startSentry }));

const DSN = 'https://key@sentry.test/1';

/**
 * A fresh module each time (which reporter it loaded is module state), with the error classes of
 * the same module graph, so `instanceof` inside it holds.
 */
async function load(dsn: string) {
  vi.resetModules();
  vi.stubEnv('VITE_SENTRY_DSN', dsn);
  const { ApiError } = await import('../api/client');
  const { CancelledError } = await import('@tanstack/react-query');
  return { ...(await import('./errorReporting')), ApiError, CancelledError };
}

type Classes = { ApiError: typeof ApiErrorClass; CancelledError: new () => Error };

const http = (ApiError: typeof ApiErrorClass, status: number) => new ApiError('workTickets.submit', 'http', status, null, `HTTP ${status}`);

beforeEach(() => {
  Object.values(fake).forEach((mock) => mock.mockClear());
  startSentry.mockClear();
});

describe('reportFailure', () => {
  it.each<[string, boolean, (classes: Classes) => unknown]>([
    ['a 500', true, ({ ApiError }) => http(ApiError, 500)],
    ['a 424', false, ({ ApiError }) => http(ApiError, 424)],
    ['a TanStack cancellation', false, ({ CancelledError }) => new CancelledError()],
    ['a cancelled request', false, ({ ApiError }) => new ApiError('hubs.status', 'cancelled', null, null, 'cancelled')],
  ])('%s: reported %s', async (_case, reported, make) => {
    const { reportFailure, ...classes } = await load(DSN);
    const error = make(classes);
    // A reportable failure sent after it goes through the same loading of the reporter: once that
    // one has arrived, the case's own report has too, if it was sent (however slow the import is).
    const marker = http(classes.ApiError, 503);
    reportFailure(error, { what: 'work-ticket submit' });
    reportFailure(marker, { what: 'marker' });
    await vi.waitFor(() => expect(fake.failure).toHaveBeenCalledWith(marker, { what: 'marker' }));
    expect(fake.failure.mock.calls).toEqual([...(reported ? [[error, { what: 'work-ticket submit' }]] : []), [marker, { what: 'marker' }]]);
  });

  it('without a DSN loads no SDK and reports nothing', async () => {
    const { reportFailure, reportCrash, errorReportingOn, ApiError } = await load('');
    reportFailure(http(ApiError, 500), { what: 'work-ticket submit' });
    expect(await reportCrash(new Error('crash'))).toBeNull();
    expect(errorReportingOn).toBe(false);
    expect(startSentry).not.toHaveBeenCalled();
  });
});

describe('reportCrash and the report form', () => {
  it('reports a crash once however often its page mounts, and opens the form for that event', async () => {
    const { reportCrash, openCrashReportForm } = await load(DSN);
    const crash = new Error('render failed');
    const first = reportCrash(crash, '\n    at UnitScreen');
    expect(await reportCrash(crash)).toBe('event-1');
    expect(await first).toBe('event-1');
    await openCrashReportForm(crash);
    expect(fake.crash.mock.calls).toEqual([[crash, '\n    at UnitScreen']]);
    expect(fake.openReportForm.mock.calls).toEqual([['event-1']]);
    expect(startSentry.mock.calls).toEqual([[DSN]]);
  });

  it('opens the form with no event when the crash is one the spec keeps out', async () => {
    const { openCrashReportForm } = await load(DSN);
    await openCrashReportForm(new Error('Object Not Found Matching Id'));
    expect(fake.crash).not.toHaveBeenCalled();
    expect(fake.openReportForm.mock.calls).toEqual([[null]]);
  });
});

describe('holdUncaughtErrors (decision 0520: the SDK starts late on a signed-in start)', () => {
  const thrown = (type: 'error' | 'unhandledrejection', value: unknown) =>
    Object.assign(new Event(type), type === 'error' ? { error: value, message: String(value) } : { reason: value });

  it('reports what was thrown before the SDK started once it has, and then leaves the page to the SDK', async () => {
    const { holdUncaughtErrors, startErrorReporting, reportFailure, ApiError } = await load(DSN);
    const page = new EventTarget();
    holdUncaughtErrors(page);
    const early = new Error('early');
    const rejected = new Error('rejected');
    page.dispatchEvent(thrown('error', early));
    page.dispatchEvent(thrown('unhandledrejection', rejected));
    expect(startSentry).not.toHaveBeenCalled();
    startErrorReporting();
    const marker = http(ApiError, 503);
    reportFailure(marker, { what: 'marker' });
    await vi.waitFor(() => expect(fake.failure).toHaveBeenCalledWith(marker, { what: 'marker' }));
    page.dispatchEvent(thrown('error', new Error('late')));
    expect(fake.failure.mock.calls).toEqual([[early, { what: 'uncaught' }], [rejected, { what: 'uncaught' }], [marker, { what: 'marker' }]]);
  });

  it('keeps at most 20, and holds nothing in a build without a DSN', async () => {
    const withDsn = await load(DSN);
    const page = new EventTarget();
    withDsn.holdUncaughtErrors(page);
    for (let count = 0; count < 30; count += 1) page.dispatchEvent(thrown('error', new Error(`loop ${count}`)));
    withDsn.startErrorReporting();
    await vi.waitFor(() => expect(fake.failure).toHaveBeenCalledTimes(20));
    const withoutDsn = await load('');
    const other = new EventTarget();
    const listen = vi.spyOn(other, 'addEventListener');
    withoutDsn.holdUncaughtErrors(other);
    expect(listen).not.toHaveBeenCalled();
  });
});
