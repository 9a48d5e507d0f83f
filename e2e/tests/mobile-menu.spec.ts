import { demo, expect, signIn, test } from '../fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the menu is a sheet with the links, the member, Settings and Sign out', async ({ page }) => {
  await signIn(page, demo.mentor);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  for (const link of ['Mentors', 'Programs', 'Networks', 'Analytics', 'Settings']) {
    await expect(sheet.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(sheet.getByText('Amara Okafor')).toBeVisible();
  await expect(sheet.getByText(demo.mentor)).toBeVisible();

  await sheet.getByRole('link', { name: 'Programs' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/programs$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
});
