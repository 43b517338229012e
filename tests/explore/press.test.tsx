/**
 * The explorer's double tap: two input tasks, so the second press meets the page the first left
 * (a button the first press disabled ignores the second), as two taps reach Chromium.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { press } from './driver';

afterEach(cleanup);

function OnceButton({ onPress }: { onPress: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <button type="button" disabled={sent} onClick={() => { setSent(true); onPress(); }}>
      Send
    </button>
  );
}

it('lets the first press of a double tap disable the button before the second comes', () => {
  let presses = 0;
  render(<OnceButton onPress={() => (presses += 1)} />);
  press(screen.getByRole('button', { name: 'Send' }), true);
  expect(presses).toBe(1);
});

it('presses twice where the first press leaves the button as it was', () => {
  let presses = 0;
  render(<button type="button" onClick={() => (presses += 1)}>Send</button>);
  press(screen.getByRole('button', { name: 'Send' }), true);
  expect(presses).toBe(2);
});
