// @ts-check
/**
 * The option reader every command of scripts/cli/ uses, so each one answers its command line the
 * same way: options are read strictly (an unknown option, a missing value or a stray argument is
 * refused), the refusal is the reason and the command's usage on stderr with exit code 2 (never a
 * stack trace), and --help (-h) prints the usage on stdout with exit code 0. The usage names the
 * command as people start it: `npm run NAME --` when package.json has a script for it (decision 0400).
 *
 * The two servers add their shared flags in scripts/lib/serverOptions.mjs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** @typedef {NonNullable<import('node:util').ParseArgsConfig['options']>} OptionsConfig */
/**
 * What strict parsing gives for options O.
 * @template {OptionsConfig} O
 * @typedef {ReturnType<typeof parseArgs<{ options: O, strict: true, allowPositionals: true }>>['values']} Values
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How people start the script at `script` (a path): `npm run NAME --` when a package.json script
 * runs it, `node scripts/…` otherwise.
 * @param {string} script
 */
export function commandName(script) {
  const relative = path.relative(ROOT, path.resolve(script)).split(path.sep).join('/');
  /** @type {Record<string, string>} */
  const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
  const runsIt = new RegExp(`^node (--[\\w-]+ )*${relative.replaceAll('.', '\\.')}$`);
  const named = Object.entries(scripts).find(([, command]) => runsIt.test(command));
  return named ? `npm run ${named[0]} --` : `node ${relative}`;
}

/**
 * The arguments part of a usage line, written from the options: a flag as `[--name]`, a value as
 * `[--name DEFAULT]` or `[--name NAME]`, a repeatable one followed by `...`.
 * @param {OptionsConfig} options
 */
export function usageOf(options) {
  return Object.entries(options)
    .map(([name, option]) => {
      if (option.type === 'boolean') return `[--${name}]`;
      const given = Array.isArray(option.default) ? option.default[0] : option.default;
      const value = given === undefined || given === '' ? name.toUpperCase().replaceAll('-', '_') : given;
      return `[--${name} ${value}]${option.multiple ? '...' : ''}`;
    })
    .join(' ');
}

/**
 * A command-line refusal: the reason and the usage on stderr, exit code 2.
 * @param {string} usage the whole usage text
 * @param {string} message
 * @returns {never}
 */
export function refuse(usage, message) {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/**
 * Reads the command line of the running script.
 * @template {OptionsConfig} O
 * @param {{ options: O, usage?: string, positionals?: boolean, argv?: string[] }} command
 *   usage: the arguments part of the usage (written from the options when absent);
 *   positionals: whether arguments other than options are taken.
 * @returns {{ values: Values<O>, positionals: string[], fail: (message: string) => never }}
 */
export function readOptions({ options, usage, positionals = false, argv = process.argv.slice(2) }) {
  const args = usage ?? usageOf(options);
  const name = commandName(process.argv[1] ?? '');
  const fullUsage = `Usage: ${args ? `${name} ${args}` : name.replace(/ --$/, '')}`;
  /** @type {(message: string) => never} */
  const fail = (message) => refuse(fullUsage, message);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(fullUsage);
    process.exit(0);
  }
  try {
    const { values, positionals: rest } = parseArgs({ args: argv, options, allowPositionals: positionals, strict: true });
    return { values: /** @type {Values<O>} */ (values), positionals: rest, fail };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}
