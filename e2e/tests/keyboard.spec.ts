import type { Page } from '@playwright/test';
import { createConfirmedMember, expect, signIn, test } from '../fixtures.ts';
import { expectFocusSeen, press, tabTo } from '../keyboard.ts';

/*
 * The keyboard alone (decision 025): after every key the focus is on something, in view, not under
 * the sticky bar, and wearing a ring; a new page takes the focus to its h1 and says its title.
 */

/** The new page's h1 has the focus and the announcer says the page's title, once. */
async function expectNewPage(page: Page, heading: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
  await expectFocusSeen(page);
  const title = await page.title();
  expect(title).toMatch(/ · Prosper Mentor$/);
  await expect(page.locator('#route-announcer')).toHaveText(title);
}

for (const [size, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`with the keyboard on ${size}`, () => {
    test.use({ viewport });

    test('sign in: an empty form and a wrong password are said beside their fields, then the dashboard takes the focus', async ({
      page,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 401/);
      const member = await createConfirmedMember(request);
      await page.goto('/auth');
      const email = page.getByRole('textbox', { name: 'Email' });
      const password = page.getByLabel('Password', { exact: true });
      const submit = page.locator('form[aria-label="Sign In"] button[type="submit"]');

      await tabTo(page, submit);
      await press(page, 'Enter');
      // The first field to mend has the focus; each message stays beside its field and is tied to it.
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Email is required.');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription('Password is required.');
      await expect(page.getByText('Error signing in')).toBeVisible();

      await page.keyboard.type(member.email);
      await expect(email).not.toHaveAttribute('aria-invalid');
      await press(page, 'Tab');
      await expect(password).toBeFocused();
      await page.keyboard.type('not-my-password');
      await press(page, 'Enter');
      await expect(password).toHaveAccessibleDescription('Invalid email or password.');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toBeFocused();
      await expectFocusSeen(page);
      // Still there once the toast has gone.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByText('Invalid email or password.')).toBeVisible();

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(member.password);
      await press(page, 'Enter');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectNewPage(page, /Welcome/);
    });

    test('moving between pages takes the focus to the new h1; Tab and Shift+Tab never go under the bar', async ({ page, request }) => {
      const member = await createConfirmedMember(request);
      await signIn(page, member.email, member.password);
      await page.getByRole('heading', { level: 1 }).focus();

      if (viewport.width < 768) {
        const menuButton = page.getByRole('button', { name: 'Open menu' });
        await tabTo(page, menuButton, 'Shift+Tab');
        await press(page, 'Enter');
        const sheet = page.getByRole('dialog', { name: 'Menu' });
        await tabTo(page, sheet.getByRole('link', { name: 'Mentors' }));
        await press(page, 'Enter');
      } else {
        await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mentors' }), 'Shift+Tab');
        await press(page, 'Enter');
      }
      await expect(page).toHaveURL(/\/mentors$/);
      await expectNewPage(page, 'Mentors');

      // Down the cards and back up: the bar covers none of them.
      const cards = page.getByRole('main').getByRole('link');
      await expect(cards.nth(12)).toBeVisible();
      await tabTo(page, cards.nth(12));
      await tabTo(page, cards.nth(3), 'Shift+Tab');

      if (viewport.width >= 768) {
        // The profile menu: its items wear the same ring, and a chosen page takes the focus to its h1.
        const trigger = page.getByRole('button', { name: /^Profile menu/ });
        await tabTo(page, trigger, 'Shift+Tab');
        await press(page, 'Enter');
        await expect(page.getByRole('menu')).toBeVisible();
        await press(page, 'Escape');
        await expect(trigger).toBeFocused();
        await press(page, 'Enter');
        const sessions = page.getByRole('menuitem', { name: 'Sessions' });
        for (let i = 0; i < 10 && !(await sessions.evaluate((el) => el === document.activeElement)); i++) await press(page, 'ArrowDown');
        await press(page, 'Enter');
        await expect(page).toHaveURL(/\/sessions$/);
        await expectNewPage(page, 'Sessions');
      }
    });
  });
}

test.describe('the phone Menu sheet', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Escape and Close give the focus back to the Menu button; Sign out takes it to the landing's heading", async ({ page, request }) => {
    const member = await createConfirmedMember(request);
    await signIn(page, member.email, member.password);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await tabTo(page, menuButton, 'Shift+Tab');

    await press(page, 'Enter');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(':focus')).toHaveCount(1);
    await press(page, 'Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    await press(page, 'Space');
    await expect(sheet).toBeVisible();
    const close = sheet.getByRole('button', { name: 'Close' });
    if (!(await close.evaluate((el) => el === document.activeElement))) await tabTo(page, close);
    await press(page, 'Enter');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expectFocusSeen(page);

    // Signing out is a move too: the landing's heading takes the focus and its title is said.
    await press(page, 'Enter');
    await tabTo(page, sheet.getByRole('button', { name: 'Sign out' }));
    await press(page, 'Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectFocusSeen(page);
    await expect(page.locator('#route-announcer')).toHaveText(await page.title());
  });
});

test("signing out on the landing page, where the path stays /, takes the focus to the landing's heading too", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // Known: on / the bar's unread count asks once more after the sign-out cleared the cache, and is refused.
  allowConsoleErrors(/status of 401/);
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: /^Profile menu/ }));
  await press(page, 'Enter');
  await press(page, 'End');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await press(page, 'Enter');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectFocusSeen(page);
  await expect(page.locator('#route-announcer')).toHaveText('Prosper Mentor');
});

test("the landing's green hero: its links show a ring of 3:1 or more", async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('main').locator('section').first();
  for (const name of ['Find a mentor', 'Become a mentor', 'Sign in']) {
    await tabTo(page, hero.getByRole('link', { name, exact: true }));
  }
});

test('the avatar button is named with the initials it shows', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  const trigger = page.getByRole('button', { name: /^Profile menu/ });
  const shown = ((await trigger.textContent()) ?? '').trim();
  expect(shown).toMatch(/^[A-Z]{1,2}$/);
  const name = await trigger.getAttribute('aria-label');
  expect(name).toContain(shown);
  expect(name).toContain('Efua');
});
