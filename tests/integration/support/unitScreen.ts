import { fireEvent, screen } from '@testing-library/react';
import { texts } from '../../../app/domain/texts';
import { renderApp, type RenderedApp, type RenderOptions } from './renderApp';

export const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
export const unitPath = (addressId: number) => `/community/${MAPLE_COURT}/unit/${addressId}`;

/**
 * Opens a Maple Court unit signed in, against the Node simulator running `scenario`, and waits for
 * its header (the unit's name, 1004 is unit 104).
 */
export async function openUnitScreen(addressId: number, scenario: string | object = 'default', stored?: Record<string, unknown>, { simulatorTimers }: Pick<RenderOptions, 'simulatorTimers'> = {}): Promise<RenderedApp> {
  // Compiled before the app renders, not while findBy waits: the unit screen is a lazy chunk, and
  // its first compile took more than findBy's 10 s on a busy 2-core machine.
  await import('../../../app/screens/unit/UnitScreen');
  const app = await renderApp(unitPath(addressId), { scenario, stored, simulatorTimers });
  try {
    // Longer than findBy's 10 s: the first render of the unit screen, its calls and MUI in jsdom.
    await screen.findByRole('button', { name: texts.unitDetail.moreActions }, { timeout: 30_000 });
  } catch (error) {
    // The test never gets the app to close: stop its simulator here, or the next test's cannot start.
    app.close();
    throw error;
  }
  return app;
}

/** Picks an item of the unit screen's header menu. */
export async function pickFromUnitMenu(item: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: texts.unitDetail.moreActions }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** A scenario with the hand-written seed only, and these flags and faults. */
export const scenarioWith = (name: string, extra: { flags?: Record<string, boolean>; faults?: object[] }) => ({
  name,
  description: `component test: ${name}`,
  seed: { handwritten: true },
  ...extra,
  flags: extra.flags ?? {},
  faults: extra.faults ?? [],
});
