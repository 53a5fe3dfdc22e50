import { expect, test } from '@playwright/test';
import { mainMenu } from './support/landmarks';
import { messages } from './support/forms';

test('a menu link to a filtered page shows that filter, also after a prefetch', async ({ page }) => {
  await page.goto('/en/teams');
  await mainMenu(page).getByRole('button', { name: 'Teams' }).hover();
  await mainMenu(page).getByRole('link', { name: 'Promises' }).click();
  await expect(page).toHaveURL(/\/en\/teams\?team=promises$/);
  await expect(
    page
      .getByRole('navigation', { name: messages.en.Teams.players, exact: true })
      .locator('[aria-current="page"]'),
  ).toHaveText('Promises');
  await expect(page.locator('section[aria-labelledby^="squad-"] h2').first()).toHaveText('Promises');
});
