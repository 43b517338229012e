import { describe, expect, it } from 'vitest';
import { classroomBanner, simulatorServerBanner } from '../../scripts/lib/serverBanners.mjs';

const TOKEN = 'kq3V9xg2TnLw8rPzA5bYc1dE';
const count = (text: string, part: string) => text.split(part).length - 1;
const server = { url: 'http://localhost:4400', apiBaseUrl: 'http://localhost:4400/api', streamUrl: 'ws://localhost:4400/stream', flagServiceUrl: 'http://localhost:4400/flags', reportDsn: 'http://simulator@localhost:4400/sentry/1', controlToken: TOKEN };
const room = { scenario: 'exercise-first-install', host: '0.0.0.0', port: 4500, roomBase: 'http://192.168.1.20:4500', consoleUrl: `http://192.168.1.20:4500/console#token=${TOKEN}`, classCode: 'k7m-2qp', dataDir: 'classroom-data', worldsBack: 2 };

describe('what the servers print at start (issue 35)', () => {
  it.each([
    ['simulator server', (tokenGenerated: boolean) => simulatorServerBanner({ scenario: 'default', host: 'localhost', server, tokenGenerated, origins: ['http://localhost:4173'] })],
    ['classroom', (tokenGenerated: boolean) => classroomBanner({ ...room, tokenGenerated })],
  ])('%s: a generated token once, a chosen one never', (_, banner) => {
    expect(count(banner(true), TOKEN)).toBe(1);
    expect(count(banner(false), TOKEN)).toBe(0);
  });

  it('the classroom always prints its class code, and the console address without a chosen token', () => {
    const printed = classroomBanner({ ...room, tokenGenerated: false });
    expect(printed).toContain('http://192.168.1.20:4500/join   (class code: k7m-2qp)');
    expect(printed).toContain('http://192.168.1.20:4500/console#token=<control token>');
    expect(printed).toContain('kept in classroom-data (2 came back from it)');
  });
});
