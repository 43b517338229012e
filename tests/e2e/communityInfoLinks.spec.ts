import { expect, test } from './support/fixtures';
import { MAPLE_COURT, MAPLE_COURT_PATH } from './support/lists';
import { texts } from '../../app/domain/texts';

test.use({ viewport: { width: 360, height: 800 } });

test('Community Info shows a javascript: or data: address as text, not as a link', async ({ page, sim }) => {
  await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'community-info-unsafe-links' });
  await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
  await page.getByRole('button', { name: texts.units.communityInfo }).click();
  const dialog = page.getByRole('dialog', { name: texts.units.communityInfo });
  await expect(dialog.getByText('javascript:alert(document.cookie)')).toBeVisible();
  await expect(dialog.getByText('data:text/html,<script>alert(1)</script>')).toBeVisible();
  // The phone number is the only link left.
  await expect(dialog.getByRole('link')).toHaveCount(1);
  await expect(dialog.getByRole('link', { name: '(512) 555-0187' })).toHaveAttribute('href', 'tel:5125550187');
});
