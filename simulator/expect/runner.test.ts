/**
 * The expect runner's logic on a fake page (./page.ts): what it reports, how far it moves the
 * simulator clock and how it reads on across a page load, with no browser.
 */
import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../engine/trace';
import type { ExpectEntry } from '../scenario/expectSchema';
import type { ExpectPage, Target } from './page';
import { createRunner } from './runner';

interface Control {
  enabled: boolean;
  /** What a press does to the page (`double`: a double tap's two presses at once). */
  onPress?: (double?: boolean) => void;
}

/** A page whose screen and trace change at set simulator times, and whose looks a page load can cut short. */
function fakePage() {
  let now = 0;
  const moves: number[] = [];
  const texts = new Set<string>();
  const controls = new Map<string, Control>();
  const trace: TraceEntry[] = [];
  const later: Array<{ at: number; run: () => void }> = [];
  let path = '/';
  let cutsLeft = 0;
  let loads = 0;
  let paused = false;
  const look = async <T>(value: () => T): Promise<T> => {
    if (cutsLeft > 0) {
      cutsLeft -= 1;
      throw new Error('page.evaluate: Execution context was destroyed, most likely because of a navigation');
    }
    return value();
  };
  const name = (target: Target) => ('control' in target ? target.control : 'field' in target ? target.field : String(target.placed));
  const page: ExpectPage = {
    sim: {
      startedAt: async () => 0,
      trace: () => look(() => [...trace]),
      now: () => look(() => now),
      idle: () => look(() => now),
      pause: async () => {
        paused = true;
      },
      pauseIfRunning: async () => {
        paused = true;
      },
      flightRecording: async () => null,
      runStep: async () => ({ ok: true }),
      advance: async (ms) => {
        moves.push(ms);
        now += ms;
        const due = later.filter((event) => event.at <= now);
        due.forEach((event) => {
          later.splice(later.indexOf(event), 1);
          event.run();
        });
        return now;
      },
      openSignedIn: async (to) => {
        path = to;
      },
    },
    loaded: async () => {
      loads += 1;
    },
    codeLoaded: async () => false,
    nextFrame: async () => {},
    path: () => path,
    screenText: async () => [...texts].join('\n'),
    textShown: (text) => look(() => [...texts].some((shown) => shown.includes(text))),
    textCount: (text) => look(() => [...texts].filter((shown) => shown.includes(text)).length),
    isVisible: (target) => look(() => controls.has(name(target))),
    usable: (target) => look(() => ({ enabled: controls.get(name(target))?.enabled ?? false })),
    roleOf: async () => 'button',
    press: async (target, double) => controls.get(name(target))?.onPress?.(double),
    fill: async () => {},
    scopeShown: async () => false,
    ariaSnapshot: async () => '',
    lookAtPlace: async () => false,
    scrollY: async () => 0,
  };
  return {
    page,
    moves,
    texts,
    controls,
    trace,
    at: (ms: number, run: () => void) => later.push({ at: ms, run }),
    cutNextLooks: (count: number) => {
      cutsLeft = count;
    },
    loads: () => loads,
    paused: () => paused,
    call: (name: string, status = 200) => trace.push({ type: 'call', at: now, name, status } as unknown as TraceEntry),
  };
}

const outcomes = (reports: ReadonlyArray<{ outcome: string }>) => reports.map((report) => report.outcome);

describe('the expect runner on a fake page', () => {
  it.each([
    ['shown at once', 0, [], 'seen at 0 s'],
    ['shown 12 s later: seen at the third step', 12_000, [5_000, 5_000, 5_000], 'seen at 15 s'],
    ['shown at the last moment of its within', 90_000, Array(18).fill(5_000), 'seen at 90 s'],
  ])('meets a text %s, moving the clock in 5-second steps', async (_what, after, moved, detail) => {
    const fake = fakePage();
    if (after === 0) fake.texts.add('Hub online');
    else fake.at(after, () => fake.texts.add('Hub online'));
    const [report] = await createRunner(fake.page).run([{ text: 'Hub online', within: 90_000 }]);
    expect(report).toMatchObject({ outcome: 'met', detail });
    expect(fake.moves).toEqual(moved);
  });

  it('hands a double tap to the page as one press of two, and a single tap as one', async () => {
    const fake = fakePage();
    const presses: Array<boolean | undefined> = [];
    fake.controls.set('Start', { enabled: true, onPress: (double) => presses.push(double) });
    const reports = await createRunner(fake.page).run([{ click: 'Start', double: true }, { click: 'Start' }]);
    expect(outcomes(reports)).toEqual(['done', 'done']);
    expect(presses).toEqual([true, undefined]);
  });

  it('fails a text not shown within its bound, says what the screen shows, and reaches no entry after it', async () => {
    const fake = fakePage();
    fake.texts.add('Waiting for the hub');
    const reports = await createRunner(fake.page).run([{ text: 'Hub online', within: 12_000 }, { text: 'Paired' }]);
    expect(outcomes(reports)).toEqual(['failed', 'not reached']);
    expect(reports[0]?.detail).toBe('not shown within 12 s of simulator time; the screen shows: "Waiting for the hub"');
    expect(fake.moves).toEqual([5_000, 5_000, 2_000]);
  });

  it('fails a press on a disabled control at once, moving no time', async () => {
    const fake = fakePage();
    fake.controls.set('Confirm and Install', { enabled: false });
    const [report] = await createRunner(fake.page).run([{ click: 'Confirm and Install' }]);
    expect(report).toMatchObject({ outcome: 'failed', detail: 'the button "Confirm and Install" is on screen but disabled: it cannot be pressed; the screen shows: ""' });
    expect(fake.moves).toEqual([]);
  });

  it('counts a call from the last action: one before the press does not meet it, one after does', async () => {
    const fake = fakePage();
    fake.call('hubs.exclusion');
    fake.controls.set('Exclude', { enabled: true, onPress: () => fake.at(10_000, () => fake.call('hubs.exclusion')) });
    const entries: ExpectEntry[] = [{ click: 'Exclude' }, { call: 'hubs.exclusion', status: 200 }, { call: 'hubs.exclusion', within: 30_000 }];
    const reports = await createRunner(fake.page).run(entries);
    expect(outcomes(reports)).toEqual(['done', 'met', 'failed']);
    expect(reports[1]?.detail).toBe('seen at 10 s');
    expect(reports[2]?.detail).toMatch(/^0 of 1 within 30 s of simulator time since entry 2 \(calls and trace entries count from the last action or call\/trace entry met\); seen: no hubs.exclusion call$/);
  });

  it.each([
    ['a press that sent once meets exactly one', 1, 'met', '1 sent within 5 s'],
    ['a double send, which "times": 1 alone would meet, fails it', 2, 'failed', '2 sent within 5 s of simulator time, expected 1; seen: '],
    ['no send fails it', 0, 'failed', '0 sent within 5 s of simulator time, expected 1; seen: no hubs.inclusion call'],
  ])('a call with atMost lets its whole within pass, then counts: %s', async (_what, sends, outcome, detail) => {
    const fake = fakePage();
    fake.controls.set('Start', { enabled: true, onPress: () => Array.from({ length: sends }, (_, index) => fake.at(index * 1_000, () => fake.call('hubs.inclusion'))) });
    const reports = await createRunner(fake.page).run([{ click: 'Start' }, { call: 'hubs.inclusion', times: 1, atMost: 1, within: 5_000 }]);
    expect(reports[1]).toMatchObject({ outcome });
    expect(reports[1]?.detail.startsWith(detail)).toBe(true);
    expect(fake.moves).toEqual([5_000]);
  });

  it('a call with atMost alone is a ceiling: none sent meets it', async () => {
    const fake = fakePage();
    const [report] = await createRunner(fake.page).run([{ call: 'hubs.inclusion', atMost: 0, within: 10_000 }]);
    expect(report).toMatchObject({ outcome: 'met', detail: '0 sent within 10 s' });
    expect(fake.moves).toEqual([5_000, 5_000]);
  });

  it('moves the clock by a wait\'s duration, the last step shortened', async () => {
    const fake = fakePage();
    const [report] = await createRunner(fake.page).run([{ wait: 12_000 }]);
    expect(report).toMatchObject({ outcome: 'done', detail: '12 s of simulator time passed, at 12 s' });
    expect(fake.moves).toEqual([5_000, 5_000, 2_000]);
  });

  it('reads on across a page load that cut looks short: it waits for the new page and pauses the clock again', async () => {
    const fake = fakePage();
    fake.texts.add('Hub online');
    const runner = createRunner(fake.page);
    fake.cutNextLooks(2);
    const [report] = await runner.run([{ text: 'Hub online' }]);
    expect(report?.outcome).toBe('met');
    expect(fake.loads()).toBe(2);
    expect(fake.paused()).toBe(true);
  });

  it('stops on a look that failed for another reason than a page load, the entry failed with the reason', async () => {
    const fake = fakePage();
    const broken: ExpectPage = { ...fake.page, textShown: async () => Promise.reject(new Error('locator.isVisible: Target page, context or browser has been closed')) };
    const reports = await createRunner(broken).run([{ text: 'Hub online' }, { text: 'Paired' }]);
    expect(reports[0]).toMatchObject({ outcome: 'failed', detail: 'the runner stopped: locator.isVisible: Target page, context or browser has been closed' });
    expect(fake.loads()).toBe(0);
  });

  it('reports the entry under way failed when the real-time deadline passes', async () => {
    const fake = fakePage();
    const stuck: ExpectPage = { ...fake.page, sim: { ...fake.page.sim, idle: () => new Promise<never>(() => {}) } };
    const reports = await createRunner(stuck, { deadline: Date.now() }).run([{ text: 'Hub online' }, { text: 'Paired' }]);
    expect(reports).toEqual([
      { entry: { text: 'Hub online' }, outcome: 'failed', detail: 'still under way when the test\'s real time ran out' },
      { entry: { text: 'Paired' }, outcome: 'not reached', detail: '' },
    ]);
  });

  it.each([
    ['/community/cmty-1/unit/1204', 'met'],
    ['/community/cmty-1', 'failed'],
  ])('opens a page signed in and checks the route against %s', async (path, outcome) => {
    const fake = fakePage();
    const reports = await createRunner(fake.page).run([{ open: path }, { route: '/community/:community/unit/1204', within: 5_000 }]);
    expect(outcomes(reports)).toEqual(['done', outcome]);
  });
});
