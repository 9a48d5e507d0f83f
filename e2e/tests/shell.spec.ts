import { createConfirmedMember, expect, signIn, test } from '../fixtures.ts';

test('a page whose code cannot be fetched says so, and Try Again loads it', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource|Failed to fetch dynamically imported module/);
  await page.route('**/assets/about-page-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/about');
  await expect(page.getByText('Failed to load page')).toBeVisible();
  await page.unroute('**/assets/about-page-*.js');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
});

test('Programs stays highlighted on every /programs path; the footer links open in a new tab', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  // An address that cannot name a program says so at once, without asking the server.
  await page.goto('/programs/42');
  await expect(page.getByRole('heading', { name: 'Program not found' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Mentors' })).not.toHaveAttribute('aria-current');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Prosper Mentor`);
  for (const network of ['Facebook', 'LinkedIn', 'YouTube', 'Instagram', 'Twitter']) {
    await expect(footer.getByRole('link', { name: network })).toHaveAttribute('target', '_blank');
  }
});
