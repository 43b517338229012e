// @vitest-environment jsdom
/**
 * The real SDK, started the way the app starts it (app/data/sentryReporter.ts), sending real
 * envelopes to the Node simulator's envelope endpoint: what arrives is what Sentry would get.
 */
import * as Sentry from '@sentry/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../app/api';
import { ApiError } from '../../app/api/client';
import { env } from '../../app/config/env';
import { CAPTURE_FILENAME, type FlightCapture } from '../../app/data/flightCapture';
import { startFlightRecorder } from '../../app/data/flightRecorder';
import { refusedMessageNote } from '../../app/data/hubStream';
import { useSession } from '../../app/data/sessionStore';
import { startSentry, type Reporter } from '../../app/data/sentryReporter';
import type { ReportRecord } from '../../simulator/control/types';
import { startNodeSimulator, type NodeSimulator } from '../../simulator/node';

const DSN = 'https://integration@sentry.simulator.invalid/1';
const installer = { email: 'installer@demo.test', password: 'install123' };

let sim: NodeSimulator;
let reporter: Reporter;

beforeAll(async () => {
  sim = await startNodeSimulator({ scenario: 'default', baseUrl: env.apiBaseUrl, dsn: DSN });
  reporter = startSentry(DSN);
});
afterAll(async () => {
  await Sentry.close();
  sim.close();
});
beforeEach(() => {
  useSession.getState().end();
  sim.control.clearReports();
});

async function sent(): Promise<ReportRecord[]> {
  expect(await Sentry.flush(5_000)).toBe(true);
  return sim.control.reports();
}

const failed = (status: number, body = {}) => new ApiError('workTickets.submit', 'http', status, body, `HTTP ${status}`);

describe('error reporting through the SDK', () => {
  it('reports a failure with what failed and the signed-in installer as its user', async () => {
    const answer = await api.auth.login(installer.email, installer.password);
    useSession.getState().start(answer);
    reporter.failure(failed(500), { what: 'work-ticket submit' });

    const [report, ...more] = await sent();
    expect(more).toEqual([]);
    expect(report?.type).toBe('event');
    expect(report?.event.user).toEqual({ id: answer.user.uid, email: answer.user.email });
    expect(report?.event.tags).toMatchObject({ failure: 'work-ticket submit', call: 'workTickets.submit', status: '500', kind: 'http' });
    expect(JSON.stringify(report?.event)).not.toContain(answer.token);
  });

  it('has no user after sign-out', async () => {
    useSession.getState().start(await api.auth.login(installer.email, installer.password));
    useSession.getState().end();
    reporter.failure(failed(500), { what: 'work-ticket submit' });
    const [report] = await sent();
    expect(report?.event.user ?? {}).toEqual({});
  });

  it("sends no 424 and nothing saying 'Object Not Found Matching Id', even when asked to", async () => {
    reporter.failure(failed(424), { what: 'work-ticket submit' });
    reporter.failure(failed(404, { detail: 'Object Not Found Matching Id' }), { what: 'work-ticket submit' });
    reporter.crash(new Error('Object Not Found Matching Id'), undefined);
    reporter.failure(failed(502), { what: 'work-ticket submit' });
    const reports = await sent();
    expect(reports.map((report) => (report.event.tags as Record<string, string>).status)).toEqual(['502']);
  });

  it('a refused hub message is a breadcrumb of the next report', async () => {
    reporter.note(refusedMessageNote('nodeId: Too small: expected number to be >=1'));
    reporter.failure(failed(500), { what: 'work-ticket submit' });
    const [report] = await sent();
    expect(report?.event.breadcrumbs).toContainEqual(expect.objectContaining({
      category: 'hub-stream',
      level: 'warning',
      data: { problem: 'nodeId: Too small: expected number to be >=1' },
    }));
  });

  it('scrubs tokens, passwords and Authorization from the event and its breadcrumbs', async () => {
    const answer = await api.auth.login(installer.email, installer.password);
    useSession.getState().start(answer);
    Sentry.addBreadcrumb({ category: 'request', data: { headers: { Authorization: `Token ${answer.token}` }, body: { password: installer.password } } });
    Sentry.addBreadcrumb({ category: 'console', message: `retrying with token ${answer.token}` });
    const eventId = reporter.crash(new Error(`failed: {"password":"${installer.password}"} ?token=${answer.token}`), '\n    at UnitScreen');

    const [report] = await sent();
    expect(report?.eventId).toBe(eventId);
    const text = JSON.stringify(report?.event);
    expect(text).not.toContain(answer.token);
    expect(text).not.toContain(installer.password);
    expect(text).toContain('[Filtered]');
    expect(report?.event.contexts).toMatchObject({ react: { componentStack: '\n    at UnitScreen' } });
  });

  /**
   * The envelopes as the SDK hands them to its transport. Under jsdom an envelope with an
   * attachment (bytes) does not survive Node's fetch, so these tests read it here; the simulator's
   * side is tested with the SDK's own serialization (simulator/handlers/errorReports.test.ts) and
   * the whole path in a browser (tests/e2e/flightRecordingDownload.spec.ts).
   */
  describe('the flight recording goes along as an attachment (issue 26)', () => {
    type Item = [{ type: string; filename?: string; content_type?: string }, unknown];
    let envelopes: Array<[unknown, Item[]]> = [];
    beforeAll(() => {
      Sentry.getClient()?.on('beforeEnvelope', (envelope) => void envelopes.push(envelope as unknown as [unknown, Item[]]));
    });
    beforeEach(() => {
      envelopes = [];
    });

    async function recordSomething() {
      const answer = await api.auth.login(installer.email, installer.password);
      useSession.getState().start(answer);
      startFlightRecorder(answer.user.uid);
      await api.communities.list();
      return answer;
    }

    async function sentItems(): Promise<Item[]> {
      await Sentry.flush(5_000);
      return envelopes.flatMap(([, items]) => items);
    }

    function recordingIn(items: Item[]): FlightCapture | null {
      const item = items.find(([header]) => header.type === 'attachment' && header.filename === CAPTURE_FILENAME);
      if (!item) return null;
      expect(item[0].content_type).toBe('application/json');
      return JSON.parse(typeof item[1] === 'string' ? item[1] : new TextDecoder().decode(item[1] as Uint8Array)) as FlightCapture;
    }

    it('on an error report, redacted', async () => {
      const answer = await recordSomething();
      reporter.failure(failed(500), { what: 'work-ticket submit' });
      const items = await sentItems();
      expect(items.map(([header]) => header.type)).toContain('event');
      const capture = recordingIn(items);
      expect(capture?.format).toBe('hub-installer-flight-recording');
      expect(capture?.entries).toContainEqual(expect.objectContaining({ kind: 'call', call: 'communities.list', status: 200 }));
      expect(JSON.stringify(capture)).not.toContain(answer.token);
      expect(JSON.stringify(capture)).not.toContain(answer.user.email);
    });

    it("on the report form's feedback, as the form sends it", async () => {
      await recordSomething();
      Sentry.captureFeedback({ message: 'The lock never paired' });
      const items = await sentItems();
      expect(items.map(([header]) => header.type)).toContain('feedback');
      expect(recordingIn(items)?.entries).toContainEqual(expect.objectContaining({ call: 'communities.list' }));
    });

    it('not at all after sign-out, when nothing is recorded', async () => {
      await recordSomething();
      useSession.getState().end();
      reporter.failure(failed(500), { what: 'work-ticket submit' });
      const items = await sentItems();
      expect(items.map(([header]) => header.type)).toEqual(['event']);
    });
  });
});
