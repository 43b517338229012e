// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { renderApp, type RenderedApp } from './support/renderApp';

const unitRoute = (addressId: number) => `/community/cmty-7d2f9a0e-maple-court/unit/${addressId}`;

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

const toInstall = () => screen.findByRole('list', { name: texts.unitDetail.devicesToInstall });

// The default scenario has the yale-lock-master-codes flag on, which puts START INCLUSION on the rows.
describe('START INCLUSION on the devices to install (spec 02 §2), against the Node simulator', { timeout: 60_000 }, () => {
  it('is on a row still to pair', async () => {
    app = await renderApp(unitRoute(1008));
    expect(within(await toInstall()).getAllByRole('button', { name: texts.yale.startInclusionOf('Yale Assure Lock SL') })).toHaveLength(1);
  });

  it('is not on a lock already paired nor on the Ring doorbell, which joins over Wi-Fi', async () => {
    app = await renderApp(unitRoute(1003));
    const list = await toInstall();
    expect(within(list).getByText(texts.unitDetail.quantityOfModel(1, 'Ring Video Doorbell Pro 2'))).toBeInTheDocument();
    expect(within(list).queryAllByRole('button', { name: new RegExp(`^${texts.yale.startInclusion}`) })).toEqual([]);
  });
});
