// Issue 17's figures measured in Chromium: scripts before /login renders, search per keystroke
// over 5000 communities and 2000 units, and the 2000-unit list from answer to paint. Each figure is
// printed as min/median/max over several runs, without and with a 4× CPU slowdown. Nothing here
// asserts a time.
import { texts } from '../../../app/domain/texts';
import { test as e2eTest, type Sim } from '../../e2e/support/fixtures';
import { createContractListener } from '../../e2e/support/contractListener';
import { benchServers } from './playwright.config';
import { afterPaintSource, eventTimingPerKey, eventTimingSpread, installKeyProbe, ms, scriptsBeforeSignIn, spread, throttleCpu } from '../support/measure';
import type { Page } from '@playwright/test';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOWDOWNS = [1, 4];

// Not held to the contract: its in-page reporter reads and sends every answer to this process
// on the page's main thread, 100-400 ms at 4× inside the 2000-unit list's answer → paint (issue 40).
const test = e2eTest.extend({
  contract: async ({ context: _context }, provide) => {
    await provide(createContractListener());
  },
});

const report = (figure: string, value: string) => console.log(`[bench] ${figure.padEnd(62)} ${value}`);

test('JS loaded before /login renders', async ({ browser }) => {
  for (const [name, server] of Object.entries(benchServers)) {
    const sizes: number[] = [];
    const shown: number[] = [];
    let files: string[] = [];
    for (let run = 0; run < 3; run += 1) {
      // A fresh context each run: no HTTP cache, no service worker.
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const result = await scriptsBeforeSignIn(await context.newPage(), server.url, server.outDir);
      sizes.push(result.gzip);
      shown.push(result.shownAt);
      files = result.files;
      await context.close();
    }
    report(`JS (gzip) before /login renders, ${name}`, `${(Math.max(...sizes) / 1024).toFixed(1)} KB in ${files.length} files (${files.join(', ')})`);
    report(`/login rendered after (local server, no throttling), ${name}`, ms(spread(shown)));
  }
});

/** The large-portfolio community with 2000 units. */
async function bigCommunity(sim: Sim) {
  return sim.db((db) => {
    const counts = new Map<string, number>();
    db.list('units').forEach((unit) => counts.set(String(unit.communityId), (counts.get(String(unit.communityId)) ?? 0) + 1));
    const uid = [...counts].find(([, count]) => count === 2000)?.[0];
    return db.find('communities', { uid })[0] as { uid: string; name: string };
  });
}

/** Types `query` one key at a time, waiting for the list to settle after each; returns the probe's times. */
async function typeAndMeasure(page: Page, searchLabel: string, query: string, listSelector: string, expectedCounts: number[]) {
  const search = page.getByLabel(searchLabel);
  await search.fill('');
  await page.waitForSelector(listSelector);
  await installKeyProbe(page, listSelector);
  await search.focus();
  for (const [index, key] of [...query].entries()) {
    await page.keyboard.press(key);
    const expected = expectedCounts[index];
    await page.waitForFunction(
      ({ selector, count }) => {
        const first = document.querySelector(selector);
        return count === 0 ? first === null : first?.getAttribute('aria-setsize') === String(count);
      },
      { selector: listSelector, count: expected },
    );
    // The list's last paint for this key is recorded one frame after its last change.
    await page.evaluate(`new Promise(${afterPaintSource})`);
  }
  const { keys, events } = await page.evaluate(() => ({ keys: window.__keyProbe?.keys ?? [], events: window.__keyProbe?.events ?? [] }));
  return { keys, eventTiming: eventTimingPerKey(keys, events) };
}

test('search per keystroke, 5000 communities and 2000 units', async ({ page, sim }) => {
  await sim.openSignedIn('/', { scenario: 'large-portfolio' });
  const big = await bigCommunity(sim);
  const communityQuery = big.name.slice(0, 6).toLowerCase();
  const unitQuery = 'i-31';
  const communityCounts = await sim.db(
    (db, query) => [...query].map((_, index) => db.list('communities').filter((c) => String(c.name).toLowerCase().includes(query.slice(0, index + 1).trim())).length),
    communityQuery,
  );
  const unitCounts = await sim.db(
    (db, { query, uid }) =>
      [...query].map((_, index) => db.list('units').filter((u) => u.communityId === uid && String(u.unit).toLowerCase().includes(query.slice(0, index + 1).trim())).length),
    { query: unitQuery, uid: big.uid },
  );
  const communityRows = `ul[aria-label="${texts.communities.title}"] > li`;
  const unitRows = `ul[aria-label="${big.name}"] > li`;

  report('keydown → next paint', "keydown to the end of the next frame's rendering, in the page: the issue's figure, with the");
  report('', 'wait for that frame (up to 16.7 ms even when a key costs nothing)');
  report('keydown → paint (Event Timing)', "the browser's own keydown → that frame on screen, the figure INP reads: 8 ms steps,");
  report('', 'keys under 16 ms not reported (counted as under 16)');
  report('keydown → list painted', 'keydown to the paint after the list last changed for that key (the list caught up)');
  for (const rate of SLOWDOWNS) {
    const cdp = await throttleCpu(page, rate);
    const slowdown = rate === 1 ? 'no slowdown' : `${rate}× CPU slowdown`;
    for (const [what, path, label, query, rows, counts] of [
      ['communities (5000)', '/', texts.communities.search, communityQuery, communityRows, communityCounts],
      ['units (2000)', `/community/${big.uid}`, texts.units.search, unitQuery, unitRows, unitCounts],
    ] as const) {
      await page.goto(path);
      await page.waitForSelector(rows);
      const next: number[] = [];
      const list: number[] = [];
      const eventTiming: (number | undefined)[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const measured = await typeAndMeasure(page, label, query, rows, counts);
        next.push(...measured.keys.flatMap((key) => (key.nextPaint === undefined ? [] : [key.nextPaint])));
        list.push(...measured.keys.flatMap((key) => (key.listPaint === undefined ? [] : [key.listPaint])));
        eventTiming.push(...measured.eventTiming);
      }
      report(`${what} search, keydown → next paint, ${slowdown}`, ms(spread(next)));
      report(`${what} search, keydown → paint (Event Timing), ${slowdown}`, eventTimingSpread(eventTiming));
      report(`${what} search, keydown → list painted, ${slowdown}`, ms(spread(list)));
    }
    await throttleCpu(page, 1);
    await cdp.detach();
  }
});

test('2000-unit list, answer received → painted', async ({ page, sim }) => {
  await sim.openSignedIn('/', { scenario: 'large-portfolio' });
  const big = await bigCommunity(sim);
  for (const rate of SLOWDOWNS) {
    const cdp = await throttleCpu(page, rate);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A reload empties the query cache, so the list is fetched again.
      await page.goto('/');
      await page.getByRole('list', { name: texts.communities.title }).waitFor();
      const painted = page.evaluate(
        ({ name, afterPaint }) =>
          new Promise<number>((resolve) => {
            const whenPainted = (0, eval)(afterPaint) as (done: (time: number) => void) => void;
            new MutationObserver((_, observer) => {
              if (document.querySelector(`ul[aria-label="${CSS.escape(name)}"] > li[aria-setsize="2000"]`)) {
                observer.disconnect();
                whenPainted(resolve);
              }
            }).observe(document.body, { childList: true, subtree: true });
          }),
        { name: big.name, afterPaint: afterPaintSource },
      );
      await page.getByLabel(texts.communities.search).fill(big.name);
      await page.getByRole('button', { name: big.name }).first().click();
      const paintedAt = await painted;
      const answeredAt = await page.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .filter((item): item is PerformanceResourceTiming => item.name.includes('/installer/address/'))
          .at(-1);
        return entry?.responseEnd ?? NaN;
      });
      times.push(paintedAt - answeredAt);
    }
    report(`2000-unit list, answer received → painted, ${rate === 1 ? 'no slowdown' : `${rate}× CPU slowdown`}`, ms(spread(times)));
    await throttleCpu(page, 1);
    await cdp.detach();
  }
});
