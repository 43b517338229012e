import { describe, expect, it } from 'vitest';
import { CLASS_COOKIE, nginxConf } from '../../scripts/lib/nginxConf.mjs';

const layout = { prefix: '/tmp/farm/nginx', host: '0.0.0.0', port: 8080, classes: [{ name: 'morning', port: 4501 }, { name: 'evening', port: 4502 }] };

describe('the classroom farm’s nginx configuration', () => {
  const conf = nginxConf(layout);

  it.each([
    ['listens where the farm was told', 'listen 0.0.0.0:8080;'],
    ['routes by the class cookie', `map $cookie_${CLASS_COOKIE} $classroom_backend {`],
    ['sends the morning class to its process', 'morning 127.0.0.1:4501;'],
    ['sends the evening class to its process', 'evening 127.0.0.1:4502;'],
    ['gives each class a link that sets the cookie', `add_header Set-Cookie "${CLASS_COOKIE}=evening; Path=/; HttpOnly; SameSite=Lax" always;`],
    ['sends the link on to the join page', 'location = /c/morning/ {'],
    ['passes the hub stream’s upgrade on', 'proxy_set_header Upgrade $http_upgrade;'],
    ['keeps the connection header of an upgrade', 'proxy_set_header Connection $connection_upgrade;'],
    ['speaks HTTP/1.1 to the processes (WebSocket needs it)', 'proxy_http_version 1.1;'],
    ['names the joining address for the join limit', 'proxy_set_header X-Forwarded-For $remote_addr;'],
    ['keeps the page’s host, so origins match', 'proxy_set_header Host $http_host;'],
    ['keeps its files in its own folder', 'pid /tmp/farm/nginx/nginx.pid;'],
    ['says where to go without a link', "Open your class's link first: /c/morning/ or /c/evening/"],
  ])('%s', (_what, line) => {
    expect(conf).toContain(line);
  });

  it('has nothing that sends a browser without a class to some process', () => {
    expect(conf).toMatch(/default "";/);
    expect(conf).not.toMatch(/upstream /);
  });

  it.each([
    ['no class', { ...layout, classes: [] }, 'a farm needs at least one class'],
    ['a name nginx would have to quote', { ...layout, classes: [{ name: 'Morning Class', port: 4501 }] }, '"Morning Class" is not a class name'],
    ['a name twice', { ...layout, classes: [{ name: 'a', port: 4501 }, { name: 'a', port: 4502 }] }, 'class "a" is named twice'],
    ['no port', { ...layout, classes: [{ name: 'a', port: 0 }] }, 'class "a" has no port'],
  ])('refuses %s', (_what, bad, message) => {
    expect(() => nginxConf(bad)).toThrow(message);
  });
});
