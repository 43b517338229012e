import { describe, expect, it } from 'vitest';
import { looksOffline, showsPoorSignalBanner } from './hubBanners';

const cellular = { ethernet_ip_address: null, wifi_ip_address: null, cellular_ip_address: '10.0.0.9' };

describe('poor cellular signal banner (spec 02 §5)', () => {
  it.each([
    ['cellular alone, 18', { ...cellular, cellular_signal: 18 }, true],
    ['cellular alone, exactly 100', { ...cellular, cellular_signal: 100 }, true],
    ['cellular alone, 101', { ...cellular, cellular_signal: 101 }, false],
    ['cellular alone, a numeric text', { ...cellular, cellular_signal: '42' }, true],
    ['cellular alone, a fraction', { ...cellular, cellular_signal: 42.5 }, false],
    ['cellular alone, no reading', { ...cellular, cellular_signal: null }, false],
    ['cellular alone, text', { ...cellular, cellular_signal: 'weak' }, false],
    ['with ethernet', { ...cellular, ethernet_ip_address: '192.168.1.2', cellular_signal: 18 }, false],
    ['with wifi', { ...cellular, wifi_ip_address: '192.168.1.3', cellular_signal: 18 }, false],
    ['no cellular address either', { ...cellular, cellular_ip_address: '', cellular_signal: 18 }, false],
  ])('%s -> %s', (_case, status, expected) => {
    expect(showsPoorSignalBanner(status)).toBe(expected);
  });
});

describe('hub looks offline (no heartbeat for 10 minutes)', () => {
  const now = Date.parse('2026-11-23T15:00:00Z');
  it.each([
    ['30 s ago', '2026-11-23T14:59:30Z', false],
    ['exactly 10 minutes', '2026-11-23T14:50:00Z', false],
    ['11 minutes', '2026-11-23T14:49:00Z', true],
    ['never', null, true],
  ])('%s -> %s', (_case, lastSeen, expected) => {
    expect(looksOffline(lastSeen, now)).toBe(expected);
  });
});
