import { expect } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { signIn } from '../e2e/support/fixtures';
import { variantOf } from '../e2e/support/lists';
import { holdPageClock } from '../../simulator/testing/heldPageClock';
import { test } from './world';

/**
 * Issue 36: a phone whose clock is days off the world's, as a trainee's on real time against an
 * exercise's fixed start, judges the hub by the server's clock, which the production build reads
 * from the Date of the simulator server's answers across origins (decision 0381).
 */

const UNIT_104 = '/community/cmty-7d2f9a0e-maple-court/unit/1004';
const HUB_104 = 'HB2-1000104';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

for (const [phone, off] of [['five days ahead of the world (a trainee on real time)', 5 * DAY], ['five days behind the world', -5 * DAY]] as const) {
  test(`a phone ${phone} sees a hub with a 3-minute-old heartbeat online on the DEVICES and HUB tabs`, async ({ page, world }) => {
    await world.control('startScenario', variantOf('default', { name: 'skewed-phone' }));
    await world.control('clock.pause');
    // The last heartbeat stays where the world stands; the world then moves 3.5 minutes on.
    await world.control('hub.setOnline', HUB_104, false);
    const worldNow = await world.control<number>('clock.jump', 3.5 * MINUTE);
    await holdPageClock(page, worldNow + off);

    await page.goto('/login');
    await signIn(page);
    await page.goto(UNIT_104);
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    await expect(page.getByLabel(texts.hub.lastHeartbeat)).toHaveValue(texts.hub.minutesAgo(3));
    await expect(page.getByText(texts.hub.offline)).toHaveCount(0);

    await page.getByRole('tab', { name: texts.unitDetail.devicesTab }).click();
    await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Front Door').first()).toBeVisible();
    await expect(page.getByText(texts.hub.offline)).toHaveCount(0);
  });
}
