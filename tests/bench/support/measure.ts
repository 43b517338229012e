/** In-page probes and the statistics the browser bench prints. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';

declare global {
  interface Window {
    /** Per key press: keydown to the next paint, and keydown to the paint after the list last changed. */
    __keyProbe?: { keys: KeyTimes[]; events: { start: number; duration: number }[] };
    /** When the sign-in button first appeared (performance.now()). */
    __signInShown?: number;
  }
}

/** One key press as the probe saw it (ms from its keydown). */
export interface KeyTimes {
  down: number;
  nextPaint?: number;
  listPaint?: number;
}

export interface Spread {
  runs: number;
  min: number;
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { runs: sorted.length, min: sorted[0] ?? NaN, median: median ?? NaN, max: sorted.at(-1) ?? NaN };
}

export const ms = ({ runs, min, median, max }: Spread) => `min ${min.toFixed(1)} ms, median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms (${runs} runs)`;

/** Event Timing reports only events of 16 ms or more: a key without an entry took less. */
export const EVENT_TIMING_FLOOR = 16;

/**
 * Per key, the longest Event Timing duration of its events (keydown, keypress, input, keyup: the
 * interaction INP scores), from the key's keydown to the next; undefined when none reached 16 ms.
 */
export function eventTimingPerKey(keys: readonly KeyTimes[], events: readonly { start: number; duration: number }[]): (number | undefined)[] {
  return keys.map((key, index) => {
    const end = keys[index + 1]?.down ?? Infinity;
    const durations = events.filter((event) => event.start >= key.down && event.start < end).map((event) => event.duration);
    return durations.length ? Math.max(...durations) : undefined;
  });
}

/** min/median/max where keys the browser did not report count as under 16 ms. */
export function eventTimingSpread(values: readonly (number | undefined)[]): string {
  const sorted = values.map((value) => value ?? 0).sort((a, b) => a - b);
  const at = (value: number | undefined) => (value === undefined ? 'n/a' : value < EVENT_TIMING_FLOOR ? `< ${EVENT_TIMING_FLOOR} ms` : `${value.toFixed(0)} ms`);
  const reported = values.filter((value) => value !== undefined).length;
  return `median ${at(sorted[Math.floor((sorted.length - 1) / 2)])}, max ${at(sorted.at(-1))}; ${reported} of ${values.length} keys at ${EVENT_TIMING_FLOOR} ms or more`;
}

/** Chromium's CPU throttling through the DevTools protocol (1: none). */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Resolves after the frame that follows now has been painted (a task queued from rAF runs after paint). */
export const afterPaintSource = `(done) => requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = () => done(performance.now()); channel.port2.postMessage(null); })`;

/**
 * Records, per key press, keydown → next paint (what the installer feels while typing) and
 * keydown → the paint after the last change of `listSelector`'s subtree (the list caught up).
 */
export async function installKeyProbe(page: Page, listSelector: string): Promise<void> {
  await page.evaluate(
    ({ selector, afterPaint }) => {
      if (window.__keyProbe) {
        window.__keyProbe.keys = [];
        window.__keyProbe.events = [];
        return;
      }
      const whenPainted = (0, eval)(afterPaint) as (done: (time: number) => void) => void;
      const probe: NonNullable<Window['__keyProbe']> = { keys: [], events: [] };
      window.__keyProbe = probe;
      // The browser's own keydown → presentation figure (what INP reads), in 8 ms steps.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.events.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      window.addEventListener(
        'keydown',
        (event) => {
          const key = { down: event.timeStamp };
          probe.keys.push(key);
          whenPainted((time) => Object.assign(key, { nextPaint: time - key.down }));
        },
        true,
      );
      const list = document.querySelector(selector)?.parentElement;
      if (!list) throw new Error(`No list at ${selector}`);
      new MutationObserver(() => {
        const key = probe.keys.at(-1);
        if (key) whenPainted((time) => Object.assign(key, { listPaint: time - key.down }));
      }).observe(list, { childList: true, subtree: true, attributes: true });
    },
    { selector: listSelector, afterPaint: afterPaintSource },
  );
}

/** Gzip bytes of the scripts fetched before `shownBy` first matched, served from `outDir`. */
export async function scriptsBeforeSignIn(page: Page, origin: string, outDir: string) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('form button[type="submit"]')) {
        window.__signInShown = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${origin}/login`);
  await page.waitForFunction(() => window.__signInShown !== undefined);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < (window.__signInShown ?? 0) && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname),
  );
  const files = scripts.filter((file) => file.startsWith('/assets/'));
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
  const shownAt = await page.evaluate(() => window.__signInShown ?? NaN);
  return { files, gzip, shownAt };
}
