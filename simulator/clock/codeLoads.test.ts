import { describe, expect, it, vi } from 'vitest';
import { codeLoadMarks } from '../../app/lib/codeLoadMarks';
import { screenCode } from '../../app/lib/screenCode';
import { codeLoadsOnTheirWay } from './codeLoads';

/** A page's performance: the marks the app sets, read back by name. */
function markedPage() {
  const marks: string[] = [];
  const performance = {
    mark: (name: string) => void marks.push(name),
    getEntriesByName: (name: string, type?: string) => (type === 'mark' ? marks.filter((mark) => mark === name).map((mark) => ({ name: mark })) : []),
  };
  return { performance };
}

describe('code loads on their way, read from the app\'s marks', () => {
  it('counts a load from its start to its end, whether it arrives or fails', async () => {
    const page = markedPage();
    // Stubbed, not redefined: the node project shares its globals between files, and vitest puts the original back.
    vi.stubGlobal('performance', page.performance);
    const loading = codeLoadsOnTheirWay(page);
    let arrive: (module: object) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const arriving = screenCode(() => new Promise<object>((resolve) => (arrive = resolve)));
    const failing = screenCode(() => new Promise<object>((_, reject) => (fail = reject)));
    expect(loading()).toBe(0);

    const first = arriving.load();
    const second = failing.load().catch(() => 'failed');
    expect(loading()).toBe(2);
    // Loaded once, a second opening fetches nothing.
    void arriving.load();
    expect(loading()).toBe(2);

    arrive({});
    await first;
    expect(loading()).toBe(1);
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await second;
    expect(loading()).toBe(0);
    void arriving.load();
    expect(loading()).toBe(0);
  });

  it('is never on its way in a page without User Timing', () => {
    expect(codeLoadsOnTheirWay({})()).toBe(0);
    expect(codeLoadMarks.started).not.toBe(codeLoadMarks.ended);
  });
});
