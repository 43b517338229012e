import { screen } from '@testing-library/react';
import { texts } from '../../../app/domain/texts';
import type { RenderedApp } from './renderApp';

/** The DEVICES tab's error view (spec 01 §2 / 02 §2, decision 0265), if it shows. */
export const deviceListErrorView = () => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(texts.errorView.deviceDetailsMissing));

export const deviceListCalls = (sim: RenderedApp['sim']) => sim.control.calls().filter((call) => call.name === 'devices.listByHub').length;

let observer: MutationObserver | undefined;

/** From here on, every change of the page is checked: how many times the error view was gone. */
export function watchErrorViewLeaving(): () => number {
  let left = 0;
  observer = new MutationObserver(() => {
    if (!deviceListErrorView()) left += 1;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => left;
}

export function stopWatchingErrorView(): void {
  observer?.disconnect();
  observer = undefined;
}
