import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** WCAG 2.x A and AA rules; pass `runOnly` to choose others. */
const DEFAULT_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

export interface AxeReport {
  violations: Result[];
  /** The ids of the violated rules (a short diff in a failed assertion). */
  ids: string[];
  /** One paragraph per violation (rule, impact, help, first few elements), for an assertion message. */
  summary: string;
}

// Context and options cross into the page as JSON, so the in-page side takes them untyped
// (Playwright's Unboxed<> of axe's DOM-heavy types is too deep for TypeScript).
type AxeWindow = { axe?: { run(context: unknown, options: unknown): Promise<AxeResults> } };

/**
 * Runs axe-core in the page as it is now. axe-core is injected from node_modules
 * (the @axe-core/playwright wrapper needs Node 22).
 *
 *   const { ids, summary } = await checkAccessibility(page);
 *   expect(ids, summary).toEqual([]);
 */
export async function checkAccessibility(
  page: Page,
  { context = 'body', options = {} }: { context?: ElementContext; options?: RunOptions } = {},
): Promise<AxeReport> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  const args: { ctx: unknown; opts: unknown } = { ctx: context, opts: { ...DEFAULT_OPTIONS, ...options } };
  const results = await page.evaluate(({ ctx, opts }) => (window as AxeWindow).axe!.run(ctx, opts), args);
  const { violations } = results;
  return { violations, ids: violations.map((v) => v.id), summary: summarize(violations, page.url()) };
}

function summarize(violations: Result[], url: string): string {
  if (violations.length === 0) return `No accessibility violations on ${url}`;
  const lines = [`${violations.length} accessibility violation(s) on ${url}:`];
  for (const v of violations) {
    lines.push(`- [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.nodes.length} element(s)) ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 3)) {
      lines.push(`    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1).join('; ').trim() ?? ''}`);
    }
    if (v.nodes.length > 3) lines.push(`    ... and ${v.nodes.length - 3} more`);
  }
  return lines.join('\n');
}
