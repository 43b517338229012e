import { describe, expect, it } from 'vitest';
import { createReportLog, REPORT_LOG_LIMITS } from './reportLog';
import type { Envelope } from './envelope';

/** An error event with an attachment of `size` characters (ASCII: as many bytes). */
function report(id: number, size = 0): Envelope {
  const eventId = String(id).padStart(32, '0');
  return {
    header: { event_id: eventId },
    items: [
      { header: { type: 'event' }, payload: { event_id: eventId } },
      ...(size ? [{ header: { type: 'attachment', filename: 'flight.json' }, payload: 'x'.repeat(size) }] : []),
    ],
  };
}

const idsOf = (log: ReturnType<typeof createReportLog>) => log.all().map((record) => Number(record.eventId));

describe('the report log keeps the newest reports within its bounds', () => {
  it('in bytes: large reports push the oldest out long before the count does (issue 35)', () => {
    const log = createReportLog({ maxReports: 200, maxBytes: 10_000 });
    for (let id = 1; id <= 10; id++) log.add(report(id, 3_000), id);
    expect(idsOf(log)).toEqual([8, 9, 10]);
    expect(log.envelopes()).toBe(10);
  });

  it('in reports: small ones up to the count', () => {
    const log = createReportLog({ maxReports: 3, maxBytes: 1e9 });
    for (let id = 1; id <= 5; id++) log.add(report(id), id);
    expect(idsOf(log)).toEqual([3, 4, 5]);
  });

  it('the newest report stays even when it alone weighs more than the bound', () => {
    const log = createReportLog({ maxReports: 200, maxBytes: 1_000 });
    log.add(report(1), 1);
    log.add(report(2, 5_000), 2);
    expect(idsOf(log)).toEqual([2]);
    log.add(report(3), 3);
    expect(idsOf(log)).toEqual([3]);
  });

  it('by default a world keeps at most a few MiB, whatever is posted to its public DSN', () => {
    const log = createReportLog();
    for (let id = 1; id <= 60; id++) log.add(report(id, 1024 * 1024), id);
    const kept = log.all().reduce((sum, record) => sum + record.attachments.reduce((bytes, attachment) => bytes + attachment.text.length, 0), 0);
    expect(kept).toBeLessThanOrEqual(REPORT_LOG_LIMITS.maxBytes);
    expect(idsOf(log).at(-1)).toBe(60);
  });
});
