import { describe, expect, it } from 'vitest';
import { proxiedAddress } from './joinLimit';

describe('who is joining, behind nginx on the same machine', () => {
  it.each([
    ['a loopback peer is the proxy: the address it forwards', '127.0.0.1', '192.168.1.23', '192.168.1.23'],
    ['the proxy appends the address it saw: earlier ones are the client’s word', '127.0.0.1', '10.9.9.9, 192.168.1.23', '192.168.1.23'],
    ['IPv6 loopback is the proxy too', '::1', '192.168.1.40', '192.168.1.40'],
    ['a peer on the room network is not a proxy: its header is ignored', '192.168.1.50', '10.0.0.1', '192.168.1.50'],
    ['no header: the peer', '127.0.0.1', null, '127.0.0.1'],
    ['an empty header: the peer', '127.0.0.1', ' , ', '127.0.0.1'],
  ])('%s', (_what, peer, forwarded, expected) => {
    const headers = new Headers(forwarded === null ? {} : { 'x-forwarded-for': forwarded });
    expect(proxiedAddress(peer, headers)).toBe(expected);
  });
});
