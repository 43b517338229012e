/**
 * `npm run contract:probe` as an operator runs it (scripts/cli/contractProbe.mjs): what it prints
 * and exits with when a server answers badly (its arguments: tests/unit/cliTools.test.ts). Spawned against a small local server
 * that stalls a body or answers a `results` that is no list: the probe must report, not crash.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function probe(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/cli/contractProbe.mjs', ...args], { env: { ...process.env, CONTRACT_PROBE_TOKEN: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A server answering the paths given (by their start); every other call a 404. */
async function serve(answers: Record<string, (response: ServerResponse) => void>): Promise<{ base: string; server: Server }> {
  const server = createServer((request, response) => {
    const answer = Object.entries(answers).find(([path]) => request.url?.startsWith(path))?.[1];
    if (answer) return answer(response);
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'not here' }));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let open: Server | undefined;
afterEach(async () => {
  open?.closeAllConnections();
  await new Promise((closed) => open?.close(closed) ?? closed(undefined));
  open = undefined;
});

describe('npm run contract:probe against a server that answers badly', () => {
  // Each run starts the script's Vite; the stalled body waits out the 1 s timeout.
  const RUN_MS = 60_000;

  it('reports a body that stalls past the timeout and the calls it could not ask, exit 1', async () => {
    const { base, server } = await serve({
      '/v4/installer/community/': (response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"count": 1, "results": [');
      },
    });
    open = server;
    const run = await probe(['--base', base, '--token', 't', '--timeout', '1']);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toMatch(/FAIL communities\.list +200 +\/v4\/installer\/community\/\?limit=5000\n +the body did not arrive within 1 s/);
    expect(run.stdout).toMatch(/FAIL units\.list .*\n +not asked: no community in the answer/);
    expect(run.code).toBe(1);
  }, RUN_MS);

  it('reports `results` that is no list as not conforming and asks on without it, exit 1', async () => {
    const notAList = (results: unknown) => (response: ServerResponse) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count: 1, results }));
    const { base, server } = await serve({
      '/v4/installer/community/': notAList({ uid: 'cmty-1' }),
      '/v4/installer/address/': notAList({ id: 1005, hub_serial: 'HB2-1001005' }),
    });
    open = server;
    const run = await probe(['--base', base, '--token', 't', '--unit', '1005']);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toMatch(/FAIL communities\.list +200 .*\n +results/);
    expect(run.stdout).toMatch(/FAIL units\.get +200 .*\n +results/);
    expect(run.stdout).toMatch(/FAIL workTickets\.get +404/);
    expect(run.stdout).toMatch(/FAIL hubs\.status .*\n +not asked: the unit has no hub/);
    expect(run.code).toBe(1);
  }, RUN_MS);
});
