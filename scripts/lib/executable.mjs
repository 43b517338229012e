// @ts-check
import { accessSync, constants } from 'node:fs';

/**
 * Whether `file` is there and may be run: how the tools find a browser or nginx they did not install.
 * @param {string} file
 */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
