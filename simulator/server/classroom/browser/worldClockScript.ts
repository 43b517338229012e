/**
 * A trainee's page follows its world's clock (decision 0387): the classroom serves this with the
 * page clock (../../../clock/pageClock.ts) as one classic script that runs before the app's. It
 * reads the world's clock every `everyMs` of real time and hands it to the page clock, and while
 * the world is paused it shows the trainee a banner saying so. Serialised into the page: it may
 * use only its argument, never this module's other names.
 */
import type { PageClock, WorldClockSample } from '../../../clock/pageClock';

export interface FollowOptions {
  clockPath: string;
  everyMs: number;
  /** The banner shown while paused: its text and element id. */
  pausedText: string;
  bannerId: string;
}

/** Runs before the page clock is installed: its own timers stay on real time. */
export function followWorldClock({ clockPath, everyMs, pausedText, bannerId }: FollowOptions): void {
  const realSetTimeout = window.setTimeout.bind(window);
  const realNow = Date.now.bind(Date);
  const pageClock = () => (window as unknown as { __pageClock?: PageClock }).__pageClock;

  function showPaused(paused: boolean): void {
    const shown = document.getElementById(bannerId);
    if (!paused) {
      shown?.remove();
      return;
    }
    if (shown || !document.body) return;
    const banner = document.createElement('aside');
    banner.id = bannerId;
    banner.setAttribute('role', 'status');
    banner.textContent = pausedText;
    Object.assign(banner.style, {
      position: 'fixed', left: '8px', right: '8px', top: '8px', zIndex: '2001', padding: '10px 12px', borderRadius: '6px', textAlign: 'center',
      background: '#f0b429', color: '#1d2430', font: '600 15px/1.4 system-ui, sans-serif', boxShadow: '0 2px 10px rgba(0,0,0,.4)',
    });
    document.body.append(banner);
  }

  async function read(): Promise<boolean> {
    const sent = realNow();
    try {
      const response = await fetch(clockPath, { cache: 'no-store' });
      // Not in a world (the class ended): the page keeps the time it has; the trainee script says why.
      if (response.status === 401) return false;
      if (response.ok) {
        const sample = (await response.json()) as WorldClockSample;
        pageClock()?.follow(sample, realNow() - sent);
        showPaused(sample.paused);
      }
    } catch {
      // Offline: the page goes on at the world's last known pace; the next reading corrects it.
    }
    return true;
  }

  async function loop(): Promise<void> {
    if (await read()) realSetTimeout(() => void loop(), everyMs);
  }
  realSetTimeout(() => void loop(), 0);
}
