import { describe, expect, it, vi } from 'vitest';
import { isBetweenUnits, pathShown } from './appShellUpdate';
import { startAppShellWorker, type ShellWorker } from './appShellWorker';

const UNIT = '/community/cmty-7d2f9a0e-maple-court/unit/1004';
const DEVICE = `${UNIT}/device/zw-12`;
const UNIT_LIST = '/community/cmty-7d2f9a0e-maple-court';

/** workbox-window's Workbox as the app uses it: events fired by the test. */
function fakeWorker() {
  const listeners = new Map<string, Array<() => void>>();
  const worker = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
  } satisfies ShellWorker;
  const fire = (type: 'waiting' | 'controlling') => listeners.get(type)?.forEach((listener) => listener());
  return { worker, fire };
}

describe('a new build replaces the running one at a moment between units (decision 0450)', () => {
  it('waits while the installer is at a unit (a pairing runs there), and takes over on the unit list, then reloads', async () => {
    pathShown(UNIT);
    const { worker, fire } = fakeWorker();
    const reload = vi.fn();
    await startAppShellWorker(worker, reload);
    expect(worker.register).toHaveBeenCalledOnce();

    fire('waiting');
    pathShown(DEVICE);
    pathShown(UNIT);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();

    pathShown(UNIT_LIST);
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();

    pathShown('/');
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it('takes over at once when the new build arrives between units', async () => {
    pathShown('/');
    const { worker, fire } = fakeWorker();
    await startAppShellWorker(worker, vi.fn());
    fire('waiting');
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it.each([
    [UNIT, false],
    ['/community/c-1/unit_v2/1004', false],
    [DEVICE, false],
    ['/community/c-1/unit_v2/1004/device/zw-1', false],
    [UNIT_LIST, true],
    ['/', true],
    ['/login', true],
  ])('%s is between units: %s', (pathname, between) => {
    expect(isBetweenUnits(pathname)).toBe(between);
  });
});
