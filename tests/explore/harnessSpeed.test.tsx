/**
 * The explorer page's shortcuts (tests/explore/harnessSpeed.ts, decision 0525): `display` read
 * from jsdom over display-only copies of the page's sheets is what jsdom computes in full, on every
 * element of the unit screen and of the pairing panel; React's owner stacks are off.
 */
import { act, fireEvent } from '@testing-library/react';
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { pairingFlow } from './flows/pairing';
import { openPage } from './harness';

/** Each element's display, by the shortcut (`.display`) and by jsdom's full computation (getPropertyValue). */
function displays(): { shortcut: string[]; full: string[] } {
  const elements = [...document.body.querySelectorAll('*')];
  return {
    shortcut: elements.map((element) => `${element.tagName}.${element.className}: ${getComputedStyle(element).display}`),
    full: elements.map((element) => `${element.tagName}.${element.className}: ${getComputedStyle(element).getPropertyValue('display')}`),
  };
}

it('reads each element\'s display as jsdom computes it from the whole of every sheet', async () => {
  const page = await openPage(pairingFlow.path, { ...pairingFlow.scenario, name: 'explore-display' }, pairingFlow.ready);
  try {
    const onUnit = displays();
    expect(onUnit.shortcut.length).toBeGreaterThan(100);
    expect(onUnit.shortcut).toEqual(onUnit.full);
    // The pairing panel's own controls and their styles, added as it opens.
    const include = [...document.body.querySelectorAll('button')].find((button) => button.textContent?.trim() === texts.pairing.include);
    expect(include).toBeDefined();
    act(() => void fireEvent.click(include as HTMLElement));
    await page.settle();
    const onPanel = displays();
    expect(onPanel.shortcut).toEqual(onPanel.full);
    // Not one value for all: blocks, flex boxes and inline boxes told apart as jsdom tells them.
    expect(new Set(onPanel.full.map((line) => line.split(': ')[1])).size).toBeGreaterThan(3);
  } finally {
    page.close();
  }
});

it('creates elements without capturing an owner stack each', () => {
  const [first, second] = [createElement('span'), createElement('span')] as unknown as Array<{ _debugStack: unknown }>;
  expect(first?._debugStack).toBe(second?._debugStack);
});
