import { describe, expect, it } from 'vitest';
import { webAddress } from './webAddress';

describe('webAddress', () => {
  it.each([
    ['an https address', 'https://docs.example.com/maple-court/install-guide', 'https://docs.example.com/maple-court/install-guide'],
    ['an http address', 'http://docs.example.com/a.pdf', 'http://docs.example.com/a.pdf'],
    ['surrounding spaces', '  https://docs.example.com/a.pdf ', 'https://docs.example.com/a.pdf'],
    ['an upper-case scheme', 'HTTPS://docs.example.com/a.pdf', 'https://docs.example.com/a.pdf'],
    ['a script address', 'javascript:alert(document.cookie)', null],
    ['a script address in mixed case with spaces', ' JavaScript:alert(1)', null],
    ['a script address hidden by a tab', 'java\tscript:alert(1)', null],
    ['a data address', 'data:text/html,<script>alert(1)</script>', null],
    ['a file address', 'file:///etc/passwd', null],
    ['a mail address', 'mailto:pm@example.com', null],
    ['a protocol-relative address', '//evil.example/a.pdf', null],
    ['a path of this app', '/community/x', null],
    ['an address without a scheme', 'docs.example.com/a.pdf', null],
    ['empty', '', null],
    ['blank', '   ', null],
    ['missing', null, null],
    ['undefined', undefined, null],
  ])('%s', (_case, value, expected) => {
    expect(webAddress(value)).toBe(expected);
  });
});
