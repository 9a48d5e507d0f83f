import { createConfirmedMember, demo, DEMO_PASSWORD, expect, test } from '../fixtures.ts';

test('a wrong password is refused with the spec toast; the right one welcomes the member by name', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(demo.mentor);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Error signing in')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').getByText('Invalid email or password.')).toBeVisible();
  // And beside the password, where it stays after the toast (decision 025).
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Invalid email or password.');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // One welcome, by name; not a second one on top of it.
  await expect(page.getByText('Welcome back, Amara')).toBeVisible();
  await expect(page.getByText(/^Welcome back/)).toHaveCount(1);
  // Mentors see Analytics and no Admin.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

for (const [size, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const) {
  test(`on ${size}, toasts sit below the bar: the wrong-password one leaves the logo in view, and one welcome follows`, async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    const member = await createConfirmedMember(request);
    await page.setViewportSize(viewport);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'Error signing in' });
    await expect(refused).toBeVisible();
    const bar = (await page.getByRole('banner').boundingBox())!;
    // Once it has slid in, the toast starts below the bar, and the logo is what a tap on it reaches.
    await expect.poll(async () => (await refused.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    const logo = page.getByRole('link', { name: /Home$/ });
    const box = (await logo.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe('/');

    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const welcome = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back, Efua' });
    await expect(welcome).toBeVisible();
    // The pointer on it holds it past its 4 s (a loaded machine may take that long), once it has slid in.
    await welcome.hover();
    expect((await welcome.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(page.getByText(/^Welcome back/)).toHaveCount(1);
  });
}
