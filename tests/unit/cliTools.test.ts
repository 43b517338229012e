/**
 * The commands of scripts/cli/ as people run them: every one refuses an unknown option with the
 * usage on stderr and exit code 2 (no stack trace), answers --help with its usage and exit code 0,
 * and each reaches its own documented errors and exit codes (scripts/lib/cliOptions.mjs reads the
 * options). Only the cases that need no build, no browser and no long server are here.
 *
 * Each command is spawned as a process of its own for its unknown option. Its other command lines
 * run together in one process (scripts/testSupport/commandsInOneProcess.mjs), which pays Node's
 * start and the commands' imports once instead of once a line (decision 0510); the spawned refusal
 * runs there too, and the two must answer alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface CommandLine {
  command: string;
  args: string[];
  env?: Record<string, string> | undefined;
}

/** Each case is refused before the command starts anything, or starts Vite once (a few seconds, more on a busy machine). */
const RUN_MS = 30_000;
/** All the lines of the shared process, one after the other: seconds on a quiet machine, a few times that on a busy one. */
const ONE_PROCESS_MS = 120_000;
/** The server loads the simulator through Vite before its banner. */
const SERVER_MS = 60_000;
const STACK = /\n\s+at /;
const UNKNOWN_OPTION = '--no-such-option';

/** The benches that are commands (the rest of scripts/bench/ is what they share). */
const benches = ['benchBundle', 'benchClassroom', 'benchLighthouse', 'benchLighthouseUnit'];
const scriptOf = (command: string) => `scripts/${benches.includes(command) ? 'bench' : 'cli'}/${command}.mjs`;
/**
 * Commands whose every line is spawned: testTimings runs only when its `import.meta.url` is the
 * file URL of argv[1] exactly, and the shared process imports each line under a URL of its own.
 * It loads no Vite, so its processes cost little.
 */
const spawnedOnly = ['testTimings'];

/** Runs `script` with `args` in a process of its own; `watch` sees the output so far, to stop a command that would run on. */
function spawned(script: string, args: string[], { env = {}, input, watch, timeout = RUN_MS }: { env?: Record<string, string> | undefined; input?: string; watch?: (stdout: string, child: ChildProcess) => void; timeout?: number } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, timeout });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      watch?.(stdout, child);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const commands = readdirSync('scripts/cli')
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => path.basename(file, '.mjs'))
  .concat(benches);

const scratch = mkdtempSync(path.join(tmpdir(), 'cli-tools-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The lines of the shared process, each with where its answer will be. */
const shared: CommandLine[] = [];
let sharedRuns: Run[] = [];
const key = ({ command, args, env }: CommandLine) => JSON.stringify([command, args, env ?? {}]);
/** Adds a line to the shared process when the test file is read; the test reads its answer. */
function inSharedProcess<Line extends CommandLine>(line: Line): Line {
  if (!spawnedOnly.includes(line.command) && !shared.some((entry) => key(entry) === key(line))) shared.push(line);
  return line;
}
/** What `line` answered: in the shared process, or spawned for a command that must be. */
async function ran(line: CommandLine): Promise<Run> {
  if (spawnedOnly.includes(line.command)) return spawned(scriptOf(line.command), line.args, { env: line.env });
  const index = shared.findIndex((entry) => key(entry) === key(line));
  const answer = sharedRuns[index];
  if (!answer) throw new Error(`No answer from the shared process for ${key(line)}`);
  return answer;
}

beforeAll(async () => {
  const result = await spawned('scripts/testSupport/commandsInOneProcess.mjs', [], {
    input: JSON.stringify(shared.map(({ command, args, env }) => ({ script: scriptOf(command), args, env }))),
    timeout: ONE_PROCESS_MS,
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  sharedRuns = JSON.parse(result.stdout) as Run[];
}, ONE_PROCESS_MS);

describe('every command of scripts/cli and the benches', () => {
  it('is a command this test knows', () => {
    expect(commands).toEqual(expect.arrayContaining(['scenarioCheck', 'simulatorServer', 'contractProbe']));
  });

  const refusals = commands.map((command) => inSharedProcess({ command, args: [UNKNOWN_OPTION] }));
  it.each(refusals)('$command refuses an unknown option: the usage on stderr, exit 2, no stack; alike in the shared process', async (line) => {
    const result = await spawned(scriptOf(line.command), line.args);
    expect(result.stderr).toContain(`Unknown option '${UNKNOWN_OPTION}'`);
    expect(result.stderr).toMatch(/\nUsage: (npm run [\w:-]+|node scripts\/(cli|bench)\/\w+\.mjs)/);
    expect(result.stderr).not.toMatch(STACK);
    expect(result.code).toBe(2);
    expect(await ran(line)).toEqual(result);
  }, RUN_MS);

  const helps = commands.map((command) => inSharedProcess({ command, args: ['--help'] }));
  it.each(helps)('$command --help prints its usage and exits 0', async (line) => {
    const result = await ran(line);
    expect(result.stdout).toMatch(/^Usage: /);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});

describe('each command its own errors and exit codes', () => {
  const brokenScenario = path.join(scratch, 'broken.json');
  writeFileSync(brokenScenario, '{\n  "name": "broken",\n  "bogus": 1\n}\n');
  const noResults = mkdtempSync(path.join(scratch, 'timings-'));

  const cases: Array<{ command: string; args: string[]; env?: Record<string, string>; code: number; stdout?: RegExp; stderr?: RegExp }> = [
    { command: 'scenarioCheck', args: [brokenScenario], code: 1, stdout: /broken\.json:3:12 bogus: unknown field/ },
    { command: 'scenarioCheck', args: [path.join(scratch, 'absent.json')], code: 2, stderr: /absent\.json: cannot be read/ },
    { command: 'scenarioFromCapture', args: [path.join(scratch, 'absent.json')], code: 2, stderr: /absent\.json: cannot be read/ },
    { command: 'scenarioFromCapture', args: [], code: 2, stderr: /A capture FILE is needed\nUsage: npm run scenario:from-capture -- FILE/ },
    { command: 'scenarioFromCapture', args: ['a.json', 'b.json'], code: 2, stderr: /One capture file at a time/ },
    { command: 'scenarioFromCapture', args: ['a.json', '--name'], code: 2, stderr: /argument missing/ },
    { command: 'scenarioTest', args: ['one', 'two'], code: 2, stderr: /One scenario at a time, not 2/ },
    { command: 'decisionsIndex', args: [], code: 0, stdout: /\d+ records indexed in docs\/decisions\/README\.md/ },
    { command: 'testTimings', args: [], env: { TEST_TIMINGS_DIR: noResults }, code: 1, stdout: /Vitest: no results yet/ },
    { command: 'testTimings', args: ['many'], env: { TEST_TIMINGS_DIR: noResults }, code: 2, stderr: /TOP is how many files to list/ },
    { command: 'runTogether', args: [], code: 2, stderr: /Name at least one npm script/ },
    { command: 'contractProbe', args: ['--token', 't'], env: { CONTRACT_PROBE_TOKEN: '' }, code: 2, stderr: /--base is needed\nUsage: npm run contract:probe/ },
    { command: 'contractProbe', args: ['--base', 'http://127.0.0.1:9'], env: { CONTRACT_PROBE_TOKEN: '' }, code: 2, stderr: /A token is needed/ },
    ...['0', '-1', 'ten', '1e10', '3601'].map((timeout) => ({
      command: 'contractProbe',
      args: ['--base', 'http://127.0.0.1:9', '--token', 't', `--timeout=${timeout}`],
      code: 2,
      stderr: new RegExp(`--timeout ${timeout}: expected seconds above 0 and at most 3600`),
    })),
    { command: 'simulatorServer', args: ['--port', 'x'], code: 2, stderr: /--port must be a port number, not "x"\nUsage: npm run simulator:server/ },
    { command: 'classroom', args: ['--port', '0'], code: 2, stderr: /--port must be a port number, not "0"\nUsage: npm run classroom/ },
    { command: 'classroom', args: ['--port', '70000'], code: 2, stderr: /--port must be a port number, not "70000"/ },
    { command: 'classroomFarm', args: [], code: 2, stderr: /Name at least one class: --class morning --class evening .*\nUsage: npm run classroom:farm/ },
    { command: 'classroomFarm', args: ['--class', 'Morning Class'], code: 2, stderr: /"Morning Class" is not a class name/ },
    { command: 'classroomFarm', args: ['--class', 'a', '--class', 'a'], code: 2, stderr: /Each class needs a name of its own/ },
    { command: 'classroomFarm', args: ['--class', 'a', '--port', 'x'], code: 2, stderr: /--port must be a port number, not "x"/ },
    { command: 'classroomFarm', args: ['--class', 'a', '--port', '4501', '--first-class-port', '4501'], code: 2, stderr: /leaves no room for 1 classes beside --port 4501/ },
    { command: 'classroomFarm', args: ['--class', 'a'], env: { SIMULATOR_CONTROL_TOKEN: '' }, code: 2, stderr: /--host 0\.0\.0\.0 lets other machines reach the control API/ },
    { command: 'classroomFarm', args: ['--class', 'a', '--host', '127.0.0.1'], env: { NGINX_PATH: '/no/such/nginx' }, code: 1, stderr: /NGINX_PATH=\/no\/such\/nginx is not an executable file/ },
    // A flow issue 38 never asks for: the list of modelled flows grows as they come.
    { command: 'explore', args: ['--flow', 'nest'], code: 2, stderr: /--flow: "nest" is not modelled yet \(modelled: pairing, yale, [^)]*or all\)\nUsage: npm run explore/ },
    { command: 'explore', args: ['--seeds', '0'], code: 2, stderr: /--seeds takes a whole number from 1, got "0"/ },
    { command: 'explore', args: ['--cap', 'nest=2'], code: 2, stderr: /--cap: "nest" is not a modelled flow/ },
    { command: 'explore', args: ['--cap', 'device=0'], code: 2, stderr: /--cap takes a whole number from 1, got "0"/ },
    { command: 'explore', args: ['--shard', '3/2'], code: 2, stderr: /--shard takes i\/n with 1 <= i <= n, got "3\/2"/ },
    { command: 'explore', args: ['--shard', '1/0'], code: 2, stderr: /--shard takes i\/n with 1 <= i <= n, got "1\/0"/ },
    { command: 'explore', args: ['--shard', '2'], code: 2, stderr: /--shard takes i\/n with 1 <= i <= n, got "2"/ },
    { command: 'exploreSelftest', args: ['--seeds', 'x'], code: 2, stderr: /--seeds takes a whole number from 1, got "x"\nUsage: npm run explore:selftest/ },
    { command: 'exploreSelftest', args: ['--chromium'], code: 2, stderr: /--chromium plays one defect's found scenario in Chromium: name it with --only/ },
  ];

  it.each(cases.map((entry) => inSharedProcess(entry)))('$command $args exits $code', async ({ command, args, env, code, stdout, stderr }) => {
    const result = await ran({ command, args, env });
    if (stdout) expect(result.stdout).toMatch(stdout);
    if (stderr) expect(result.stderr).toMatch(stderr);
    expect(result.stderr).not.toMatch(STACK);
    expect(result.code).toBe(code);
  }, RUN_MS);

  it('simulatorServer on port 0 starts, prints its banner, answers, and stops with exit 0 on SIGTERM', async () => {
    let answered: Promise<number> | undefined;
    // An answer comes only once the server's start has run to its end, SIGTERM handler included.
    const stopOnceServing = (stdout: string, child: ChildProcess) => {
      const url = /CORS allows:/.test(stdout) ? stdout.match(/ at (http:\/\/localhost:\d+)/)?.[1] : undefined;
      if (!url || answered) return;
      answered = fetch(`${url}/api/no-such-call`).then((response) => response.status);
      void answered.finally(() => child.kill('SIGTERM'));
    };
    const result = await spawned(scriptOf('simulatorServer'), ['--port', '0', '--host', '127.0.0.1', '--control-token', 'cli-tools-test-token'], { watch: stopOnceServing, timeout: SERVER_MS });
    expect(await answered).toBeGreaterThanOrEqual(400);
    expect(result.stdout).toMatch(/Simulator server \(scenario "default"\) at http:\/\/localhost:\d+, listening on 127\.0\.0\.1/);
    expect(result.stdout).toContain('Control token: the one you set');
    expect(result.code).toBe(0);
  }, SERVER_MS);
});
