// @ts-check
/**
 * The flags both simulator servers take, read once (scripts/cli/simulatorServer.mjs and
 * scripts/cli/classroom.mjs): --port, --host, --scenario, --origin (repeatable) and --control-token
 * (or SIMULATOR_CONTROL_TOKEN in the environment), each server with its own defaults and flags of
 * its own. A port that is not a port ends the command with exit code 2; the usage is written
 * from the flags (scripts/lib/cliOptions.mjs).
 */
import { readOptions } from './cliOptions.mjs';

export const TOKEN_ENV = 'SIMULATOR_CONTROL_TOKEN';

/**
 * @template {import('./cliOptions.mjs').OptionsConfig} O
 * @param {{ port: string, host: string, scenario: string, origin: string[] }} defaults
 * @param {{ lowestPort?: number, options?: O }} [own]
 *   lowestPort: 0 lets the system pick a free port; options: the server's own flags.
 */
export function readServerOptions(defaults, { lowestPort = 0, options } = {}) {
  const shared = /** @type {const} @satisfies {import('./cliOptions.mjs').OptionsConfig} */ ({
      port: { type: 'string', default: defaults.port },
      host: { type: 'string', default: defaults.host },
      scenario: { type: 'string', default: defaults.scenario },
      origin: { type: 'string', multiple: true, default: defaults.origin },
      'control-token': { type: 'string' },
  });
  const read = readOptions({ options: { ...shared, ...options } });
  const values = /** @type {import('./cliOptions.mjs').Values<typeof shared> & import('./cliOptions.mjs').Values<O>} */ (read.values);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < lowestPort || port > 65535) {
    read.fail(`--port must be a port number, not "${values.port}"`);
  }
  return { values, port, controlToken: values['control-token'] ?? (process.env[TOKEN_ENV] || undefined) };
}

/**
 * On Ctrl-C or a stop signal: closes the server (which writes what a kept class has pending), then
 * its Vite, then exits 0.
 * @param {{ close(): Promise<unknown> }} server
 * @param {{ close(): Promise<unknown> }} vite
 */
export function closeOnSignals(server, vite) {
  const stop = async () => {
    await server.close();
    await vite.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
