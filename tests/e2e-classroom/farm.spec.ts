import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { classroom } from '../../playwright.classroom.config';
import { joinTexts } from '../../simulator/server/classroom/joinTexts';
import { ensureNginx } from '../../scripts/lib/nginx.mjs';
import { signIn } from '../e2e/support/fixtures';

/**
 * Issue 39, "Beyond one laptop": the README's farm recipe (scripts/cli/classroomFarm.mjs) puts two
 * classes, each on a classroom process of its own, behind Debian's nginx on one port. A trainee of
 * each class joins by the class's link and stays on their class's process through a reload and a
 * hub-stream reconnect: their page keeps its world, and each process holds its own trainee only.
 */

const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
const UNIT_101 = 1001;
const FREE_HUB = 'HB2-1000901';
const FARM_PORT = classroom.port + 10;
const farmURL = `http://127.0.0.1:${FARM_PORT}`;
const classes = [
  { name: 'alpha', code: 'alpha-code', port: FARM_PORT + 1 },
  { name: 'beta', code: 'beta-code', port: FARM_PORT + 2 },
] as const;

let farm: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ensureNginx();
  dataDir = mkdtempSync(path.join(tmpdir(), 'classroom-farm-'));
  const args = ['scripts/cli/classroomFarm.mjs', '--host', '127.0.0.1', '--port', String(FARM_PORT), '--first-class-port', String(classes[0].port), '--app-dir', classroom.appDir, '--data-dir', dataDir];
  for (const { name, code } of classes) args.push('--class', `${name}:${code}`);
  const started = spawn(process.execPath, args, { env: { ...process.env, SIMULATOR_CONTROL_TOKEN: classroom.controlToken }, stdio: ['ignore', 'pipe', 'pipe'] });
  farm = started;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    started.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('Classroom farm ready')) resolve();
    });
    started.stderr.setEncoding('utf8').on('data', (chunk: string) => void (output += chunk));
    started.once('exit', (code) => reject(new Error(`the farm stopped (exit code ${code}):\n${output}`)));
  });
});

test.afterAll(async () => {
  if (farm && farm.exitCode === null) {
    const exited = new Promise((resolve) => farm!.once('exit', resolve));
    farm.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Hub-stream sockets a page opened, and how many of them are open. */
function socketsOf(page: Page) {
  let opened = 0;
  let closed = 0;
  page.on('websocket', (socket) => {
    opened++;
    socket.on('close', () => void closed++);
  });
  return { opened: () => opened, open: () => opened - closed };
}

async function joinByLink(browser: Browser, { name, code }: (typeof classes)[number]) {
  const context = await browser.newContext({ baseURL: farmURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const sockets = socketsOf(page);
  await page.goto(`/c/${name}/`);
  await expect(page).toHaveURL(/\/join$/);
  await page.getByLabel(joinTexts.name).fill(`Trainee of ${name}`);
  await page.getByLabel(joinTexts.code).fill(code);
  await page.getByRole('button', { name: joinTexts.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await page.goto(`/community/${MAPLE_COURT}/unit/${UNIT_101}`);
  await page.getByLabel(texts.hub.serial).fill(FREE_HUB);
  await page.getByRole('button', { name: texts.assignHub.continue }).click();
  await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
  return { page, sockets };
}

/** A class's process, asked directly on its own loopback port (the trainer's side of nginx); `world` is a world's id. */
async function control<R>(classPort: number, call: string, args: unknown[] = [], world?: string): Promise<R> {
  const response = await fetch(`http://127.0.0.1:${classPort}/__simulator/control`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${classroom.controlToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ call, args, world }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { result: R }).result;
}

test('two classes behind nginx: each trainee stays on their class’s process through a reload and a stream reconnect', async ({ browser }) => {
  const trainees = [await joinByLink(browser, classes[0]), await joinByLink(browser, classes[1])];

  for (const [index, { page, sockets }] of trainees.entries()) {
    const own = classes[index]!;
    // A reload goes to the same process: same world, still signed in, the hub still assigned.
    await page.reload();
    await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
    await expect(page.getByLabel(texts.hub.serial)).toHaveCount(0);

    // The class's process drops the hub stream; the app reconnects through nginx to the same world.
    await page.getByRole('region', { name: texts.pairing.panelTitle }).getByRole('button', { name: texts.pairing.include, exact: true }).click();
    await page.getByRole('group', { name: texts.yale.question }).getByRole('button', { name: texts.yale.no, exact: true }).click();
    await expect(page.getByRole('button', { name: texts.pairing.start })).toBeEnabled();
    // The class's process holds exactly this trainee's world, and the page's stream is open in it.
    const worlds = await control<Array<{ id: string; name: string }>>(own.port, 'worlds.list');
    expect(worlds.map((world) => world.name)).toEqual([`Trainee of ${own.name}`]);
    const world = worlds[0]!.id;
    const connections = () => control<unknown[]>(own.port, 'stream.connections', [FREE_HUB], world).then((list) => list.length);
    await expect.poll(connections).toBe(1);
    const before = sockets.opened();
    await control(own.port, 'stream.drop', [FREE_HUB], world);
    await expect.poll(() => sockets.opened()).toBeGreaterThan(before);
    await expect.poll(connections).toBe(1);
    await expect(page.getByRole('button', { name: texts.pairing.start })).toBeEnabled();
  }

  // After both, each process still holds its own class's trainee only.
  for (const own of classes) {
    const worlds = await control<Array<{ name: string }>>(own.port, 'worlds.list');
    expect(worlds.map((world) => world.name)).toEqual([`Trainee of ${own.name}`]);
  }

  // Without a class's link nginx does not guess: it says where to go.
  const stray = await fetch(`${farmURL}/join`);
  expect(stray.status).toBe(404);
  expect(await stray.text()).toContain('/c/alpha/');
});
