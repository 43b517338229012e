// @ts-check
/**
 * Runs many command lines of scripts/cli and scripts/bench in this one Node process, one after the
 * other, and prints what each printed and the exit code it asked for, as JSON:
 *
 *   echo '[{"script":"scripts/cli/explore.mjs","args":["--seeds","0"]}]' | node scripts/testSupport/commandsInOneProcess.mjs
 *
 * A command spawned on its own pays Node's start and its imports (Vite for most) every time: the
 * command-line tests spent most of their 24 s there. Here each command is imported anew (a query
 * on its URL makes it a module of its own) while what it imports stays loaded, `process.exit`
 * ends only the command, and `process.argv`, the environment and the output are the command's
 * for its turn. For what a command decides from its command line, not for what a process does:
 * tests/unit/cliTools.test.ts still spawns each command once (decision 0510).
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';

/** @typedef {{ script: string, args: string[], env?: Record<string, string> }} CommandLine */
/** @typedef {{ code: number | null, stdout: string, stderr: string }} Ran */
/** @typedef {{ stdout: string, stderr: string, exit: number | undefined }} Running */

/** Longer than any command line here takes to be refused; a command that runs on is a failure. */
const COMMAND_MS = 30_000;

class Exit extends Error {
  /** @param {number} code */
  constructor(code) {
    super(`process.exit(${code})`);
    this.code = code;
  }
}

/** @returns {Promise<CommandLine[]>} */
async function readCommandLines() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text);
}

const realExit = process.exit.bind(process);
const realWrite = { stdout: process.stdout.write.bind(process.stdout), stderr: process.stderr.write.bind(process.stderr) };

/** The command running now: what it printed, and how it ended once it has. @type {Running} */
let current = { stdout: '', stderr: '', exit: undefined };

/** @param {'stdout' | 'stderr'} stream */
const capture = (stream) =>
  /** @type {typeof process.stdout.write} */ (
    (chunk, ...rest) => {
      if (current.exit === undefined) current[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      const done = rest.find((arg) => typeof arg === 'function');
      if (done) done();
      return true;
    }
  );

/** The first exit counts, as in a process: a catch in the command that swallows the throw changes nothing. */
const exitNow = (/** @type {number} */ code) => {
  current.exit ??= code;
  throw new Exit(current.exit);
};

/** What Node prints for an error nobody caught, and its exit code. */
function crashed(/** @type {unknown} */ error) {
  if (error instanceof Exit) return;
  current.stderr += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
  current.exit ??= 1;
}

/**
 * @param {CommandLine} line
 * @param {number} turn
 * @returns {Promise<Ran>}
 */
async function run(line, turn) {
  const script = path.resolve(line.script);
  const env = { ...process.env };
  Object.assign(process.env, line.env ?? {});
  process.argv = [process.execPath, script, ...line.args];
  process.exitCode = undefined;
  current = { stdout: '', stderr: '', exit: undefined };
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const ranOn = new Promise((resolve) => {
    timer = setTimeout(resolve, COMMAND_MS, 'ran on');
  });
  try {
    const ended = await Promise.race([import(`${pathToFileURL(script).href}?line=${turn}`).then(() => 'ended'), ranOn]);
    if (ended === 'ran on') current.stderr += `Still running after ${COMMAND_MS} ms\n`;
    else current.exit ??= Number(process.exitCode ?? 0);
  } catch (error) {
    crashed(error);
  } finally {
    clearTimeout(timer);
    for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
    Object.assign(process.env, env);
  }
  return { code: current.exit ?? null, stdout: current.stdout, stderr: current.stderr };
}

const lines = await readCommandLines();
process.on('uncaughtException', crashed);
process.on('unhandledRejection', crashed);
process.exit = /** @type {typeof process.exit} */ ((code) => exitNow(Number(code ?? process.exitCode ?? 0)));
process.stdout.write = capture('stdout');
process.stderr.write = capture('stderr');
/** @type {Ran[]} */
const results = [];
for (const [turn, line] of lines.entries()) results.push(await run(line, turn));
process.stdout.write = realWrite.stdout;
process.stderr.write = realWrite.stderr;
process.exitCode = 0;
// Whatever a command left open (a Vite it started, a timer) ends with this process.
realWrite.stdout(JSON.stringify(results), () => realExit(0));
