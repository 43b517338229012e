#!/usr/bin/env node
// @ts-check
/**
 * npm run classroom:farm -- --class NAME[:CODE] --class NAME[:CODE]... [--port 8080] [--host 0.0.0.0]
 *                           [--first-class-port 4501] [--app-dir dist-classroom] [--data-dir classroom-data]
 *                           [--scenario NAME] [--fresh] [--control-token TOKEN]
 *
 * Several classes on one laptop, each on a classroom process of its own, behind one address
 * (docs/classroom.md, "Beyond one laptop"; decision 0455): starts `npm run classroom` once per
 * class on loopback, then Debian's nginx in front. Trainees of a class open its link
 * (http://ADDRESS:PORT/c/NAME/), which sends every later request of theirs to their class's
 * process. Each class keeps its worlds in DATA_DIR/NAME; Ctrl-C stops the processes, which write
 * what they still hold.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { readOptions } from '../lib/cliOptions.mjs';
import { CLASS_NAME, nginxConf } from '../lib/nginxConf.mjs';
import { findNginx, INSTALL_HINT } from '../lib/nginx.mjs';
import { TOKEN_ENV } from '../lib/serverOptions.mjs';

const CLASSROOM = fileURLToPath(new URL('./classroom.mjs', import.meta.url));
/** Real time nginx may take to listen once started: it reads one small file. */
const NGINX_START_MS = 10_000;

const { values, fail } = readOptions({
  options: {
    class: { type: 'string', multiple: true, default: [] },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '0.0.0.0' },
    'first-class-port': { type: 'string', default: '4501' },
    'app-dir': { type: 'string', default: 'dist-classroom' },
    'data-dir': { type: 'string', default: 'classroom-data' },
    scenario: { type: 'string', default: 'exercise-first-install' },
    fresh: { type: 'boolean', default: false },
    'control-token': { type: 'string' },
  },
});

/** @param {string} text @param {string} flag */
function portOf(text, flag) {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${flag} must be a port number, not "${text}"`);
  return port;
}

const port = portOf(values.port, '--port');
const firstClassPort = portOf(values['first-class-port'], '--first-class-port');
if (values.class.length === 0) fail('Name at least one class: --class morning --class evening (add :CODE to choose its class code)');
const classes = values.class.map((given, index) => {
  const [name = '', code] = given.split(':');
  if (!CLASS_NAME.test(name)) fail(`"${name}" is not a class name: use lower-case letters, digits and dashes`);
  return { name, code, port: firstClassPort + index };
});
if (new Set(classes.map(({ name }) => name)).size !== classes.length) fail('Each class needs a name of its own');
if (classes.some((entry) => entry.port === port || entry.port > 65535)) fail(`--first-class-port ${firstClassPort} leaves no room for ${classes.length} classes beside --port ${port}`);
const chosenToken = values['control-token'] ?? (process.env[TOKEN_ENV] || undefined);
const loopback = ['127.0.0.1', 'localhost', '::1'].includes(values.host);
if (!loopback && !chosenToken) fail(`--host ${values.host} lets other machines reach the control API: set a control token first (--control-token or ${TOKEN_ENV})`);

/** @type {string | undefined} */
let nginx;
try {
  nginx = findNginx();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (!nginx) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

/** The addresses trainees may type, on nginx's port: the pages' origins each class must accept. */
const roomAddresses = loopback
  ? [values.host]
  : ['localhost', '127.0.0.1', ...Object.values(networkInterfaces()).flatMap((list) => list ?? []).filter((address) => address.family === 'IPv4' && !address.internal).map((address) => address.address)];
const origins = roomAddresses.map((address) => `http://${address}:${port}`);

/** The farm's processes, each with the signal that stops it gracefully (nginx: SIGQUIT, a classroom: SIGTERM). */
/** @type {{ child: import('node:child_process').ChildProcess, stop: NodeJS.Signals }[]} */
const children = [];
let stopping = false;

/** @param {string} label @param {NodeJS.ReadableStream | null} stream @param {(line: string) => void} [onLine] */
function relay(label, stream, onLine) {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      process.stdout.write(`[${label}] ${line}\n`);
      onLine?.(line);
    }
  });
}

/** @param {number} code */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const exits = running.map(({ child }) => new Promise((done) => child.once('exit', done)));
  for (const { child, stop } of running) child.kill(stop);
  await Promise.all(exits);
  process.exit(code);
}

/** @param {import('node:child_process').ChildProcess} child @param {string} label @param {NodeJS.Signals} stop */
function watch(child, label, stop) {
  children.push({ child, stop });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${label} stopped (${signal ?? `exit code ${code}`}): stopping the farm.`);
    void stopAll(1);
  });
}

/**
 * Starts one class's process and resolves once it prints its banner (it has built the app if it
 * had to, and listens).
 * @param {{ name: string, code?: string, port: number }} entry
 * @param {string} token
 */
function startClass({ name, code, port: classPort }, token) {
  const args = [CLASSROOM, '--port', String(classPort), '--host', '127.0.0.1', '--scenario', values.scenario, '--app-dir', values['app-dir'], '--data-dir', path.join(values['data-dir'], name), '--behind-proxy'];
  for (const origin of origins) args.push('--origin', origin);
  if (code) args.push('--class-code', code);
  if (values.fresh) args.push('--fresh');
  const child = spawn(process.execPath, args, { env: { ...process.env, [TOKEN_ENV]: token }, stdio: ['ignore', 'pipe', 'pipe'] });
  watch(child, `Class "${name}"`, 'SIGTERM');
  relay(name, child.stderr);
  return new Promise((resolve) => relay(name, child.stdout, (line) => line.startsWith('Classroom (') && resolve(undefined)));
}

/** Resolves once nginx accepts connections; exits the farm if it does not within NGINX_START_MS. */
async function listening() {
  const host = loopback ? values.host : '127.0.0.1';
  const until = Date.now() + NGINX_START_MS;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect({ host, port }, () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) {
      console.error(`nginx did not listen on ${values.host}:${port} within ${NGINX_START_MS / 1000} s (see ${path.join(values['data-dir'], 'nginx', 'error.log')}).`);
      await stopAll(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

const token = chosenToken ?? randomBytes(24).toString('base64url');
// One after another: the first builds the app if need be, the others find it built.
for (const entry of classes) await startClass(entry, token);

const prefix = path.resolve(values['data-dir'], 'nginx');
mkdirSync(prefix, { recursive: true });
const confFile = path.join(prefix, 'nginx.conf');
writeFileSync(confFile, nginxConf({ prefix, host: values.host, port, classes }));
const proxy = spawn(nginx, ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
watch(proxy, 'nginx', 'SIGQUIT');
relay('nginx', proxy.stdout);
relay('nginx', proxy.stderr);
await listening();

const shown = loopback ? values.host : (origins.at(-1) ?? '').replace(/^http:\/\/|:\d+$/g, '');
console.log(`Classroom farm ready: ${classes.length} classes behind nginx on ${values.host}:${port}`);
for (const { name, port: classPort } of classes) {
  console.log(`  Class "${name}": trainees open http://${shown}:${port}/c/${name}/ ; trainer console http://127.0.0.1:${classPort}/console#token=<control token>`);
}
console.log(chosenToken ? '  Control token: the one you set.' : `  Control token (random; set --control-token or ${TOKEN_ENV} to choose it): ${token}`);
