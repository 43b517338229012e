#!/usr/bin/env node
// @ts-check
// Makes sure a Chromium for Playwright exists (installing one if needed) and prints its path.
import process from 'node:process';
import { readOptions } from '../lib/cliOptions.mjs';
import { ensureChromium } from '../testSupport/browser.mjs';

readOptions({ options: {} });

try {
  process.stdout.write(`${ensureChromium()}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.stderr.write('Set CHROMIUM_PATH to a Chromium or Chrome executable to skip the install.\n');
  process.exit(1);
}
