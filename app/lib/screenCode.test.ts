import { describe, expect, it, vi } from 'vitest';
import { isCodeFetchFailure, screenCode } from './screenCode';

describe('screen code', () => {
  it('a failed load is tried again on the next call, and the module is kept once loaded', async () => {
    const module = { Screen: 'screen' };
    const importer = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js')).mockResolvedValue(module);
    const code = screenCode(importer);
    await expect(code.load()).rejects.toThrow(TypeError);
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe(module);
    expect(code.loaded()).toBe(module);
    await code.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('calls made while one load runs share it', async () => {
    const importer = vi.fn(() => Promise.resolve({}));
    const code = screenCode(importer);
    await Promise.all([code.load(), code.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/assets/UnitScreen-1.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ["Vite's preload helper", new Error('Unable to preload CSS for /assets/a.css'), true],
    ['code that threw while running', new Error('The unit screen code is broken'), false],
    ['a TypeError in the code', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['not an error', 'offline', false],
  ])('%s: fetch failure %s', (_label, error, expected) => {
    expect(isCodeFetchFailure(error)).toBe(expected);
  });
});
