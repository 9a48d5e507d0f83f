import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createConfirmedMember, demo, expect, expectAccessible, memberId, signIn, test, welcomeGone } from '../fixtures.ts';
import { BASE_URL } from '../playwright.config.ts';

/**
 * Every page within two taps from anywhere (issue 14): on a phone the Menu sheet, on a laptop the
 * profile menu, hold the pages a member uses daily, and the page reached is marked as current.
 */

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

/** The daily pages, by the name of their link, their path and the heading they open on. */
const daily = [
  { link: 'Sessions', path: '/sessions' },
  { link: 'Messages', path: '/messages' },
  { link: 'Saved posts', path: '/saved-posts' },
  { link: 'Connect', path: '/connect' },
  { link: 'Members', path: '/users' },
];

/** Where the journey starts from: the path is found once signed in. */
const starts: { name: string; path: (page: Page) => Promise<string> }[] = [
  { name: 'the dashboard', path: async () => '/dashboard' },
  { name: 'a post', path: async (page) => `/view-post/${await firstId(page, '/api/articles')}` },
  { name: 'a mentor page', path: async (page) => `/mentor/${await firstId(page, '/api/mentors')}` },
  { name: 'the settings', path: async () => '/settings' },
];

async function firstId(page: Page, list: string) {
  const res = await page.request.get(list);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { id: string }[] };
  return items[0]!.id;
}

/** The first tap: the Menu sheet on a phone, the profile menu on a laptop; returns where the links are. */
async function openMenu(page: Page, size: typeof phone): Promise<Locator> {
  if (size === phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    return sheet;
  }
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** A link in the open menu: a plain link in the sheet, a menu item in the profile menu. */
const linkIn = (menu: Locator, size: typeof phone, name: string | RegExp) =>
  menu.getByRole(size === phone ? 'link' : 'menuitem', { name, exact: typeof name === 'string' ? true : undefined });

async function closeMenu(page: Page, menu: Locator) {
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

for (const [sizeName, size] of [
  ['phone', phone],
  ['laptop', laptop],
] as const) {
  test.describe(`on a ${sizeName} (${size.width}×${size.height})`, () => {
    test.use({ viewport: size });

    for (const start of starts) {
      test(`from ${start.name} a member reaches each daily page in two taps, marked as current`, async ({ page, request }) => {
        // Ten page loads and twenty taps: more than one journey's usual time.
        test.slow();
        const member = await createConfirmedMember(request);
        await signIn(page, member.email, member.password);
        const from = await start.path(page);
        for (const target of daily) {
          await page.goto(from);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          const menu = await openMenu(page, size);
          await linkIn(menu, size, target.link).click();
          await expect(page).toHaveURL(target.path);
          await expect(page.getByRole('heading', { name: target.link, level: 1 })).toBeVisible();
          await expect(page).toHaveTitle(`${target.link} · Prosper Mentor`);
          await expect(menu).toBeHidden();
          // On arrival the menu marks the page, and only that one.
          const again = await openMenu(page, size);
          await expect(linkIn(again, size, target.link)).toHaveAttribute('aria-current', 'page');
          await expect(again.locator('[aria-current="page"]')).toHaveCount(1);
          await closeMenu(page, again);
        }
      });
    }

    test('a page under a daily page marks it; the unread count shows beside Messages; the menu passes the accessibility check', async ({
      page,
      request,
    }) => {
      const member = await createConfirmedMember(request);
      await signIn(page, member.email, member.password);
      await sendMessageTo(request, await memberId(page));
      // A demo mentor with hours: the newest listed mentor may be another journey's, with none yet (a 409).
      await page.goto(`/sessions/book/${await firstId(page, '/api/mentors?q=Amara%20Okafor')}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

      const menu = await openMenu(page, size);
      await expect(linkIn(menu, size, 'Sessions')).toHaveAttribute('aria-current', 'page');
      const messages = linkIn(menu, size, 'Messages, 1 unread');
      await expect(messages).toBeVisible();
      await expect(messages).toContainText('1');
      for (const group of ['Your activity', 'People', 'Account']) await expect(menu.getByText(group, { exact: true })).toBeVisible();
      for (const link of ['Profile', 'Settings']) await expect(linkIn(menu, size, link)).toBeVisible();
      await expect(menu.getByRole(size === phone ? 'button' : 'menuitem', { name: size === phone ? 'Sign out' : 'Log out' })).toBeVisible();
      await welcomeGone(page);
      await expectAccessible(page);
      await page.screenshot({ path: `e2e/.artifacts/navigation-${sizeName}-menu.png` });
    });

    test('the menu works from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page, request }) => {
      const member = await createConfirmedMember(request);
      await signIn(page, member.email, member.password);
      if (size === phone) {
        const button = page.getByRole('button', { name: 'Open menu' });
        await button.focus();
        await page.keyboard.press('Enter');
        const sheet = page.getByRole('dialog', { name: 'Menu' });
        await expect(sheet).toBeVisible();
        await expect(sheet.getByRole('link', { name: 'Members' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
        await expect(button).toBeFocused();
        await page.keyboard.press('Space');
        await expect(sheet).toBeVisible();
        await sheet.getByRole('link', { name: 'Connect' }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/connect');
      } else {
        const trigger = page.getByRole('button', { name: 'Profile menu' });
        await trigger.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Sessions' })).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('menuitem', { name: 'Messages' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(trigger).toBeFocused();
        await page.keyboard.press('Space');
        await expect(menu).toBeVisible();
        // Each key once the focus has moved: keys sent before the menu takes the focus are lost.
        const items = ['Sessions', 'Messages', 'Saved posts', 'Connect'];
        await expect(menu.getByRole('menuitem', { name: items[0] })).toBeFocused();
        for (const name of items.slice(1)) {
          await page.keyboard.press('ArrowDown');
          await expect(menu.getByRole('menuitem', { name })).toBeFocused();
        }
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/connect');
      }
      await expect(page.getByRole('heading', { name: 'Connect', level: 1 })).toBeVisible();
    });

    test('a mentor finds Analytics and an admin finds Admin; the landing tab names the product once', async ({ page, request }) => {
      const mentor = await createConfirmedMember(request, 'mentor');
      await signIn(page, mentor.email, mentor.password);
      await expect(barLinks(page, size)).resolves.toContain('Analytics');
      await signOut(page, size);
      await expect(page).toHaveTitle('Prosper Mentor');

      await signIn(page, demo.admin);
      const links = await barLinks(page, size);
      expect(links).toContain('Admin');
      expect(links).not.toContain('Analytics');
    });
  });
}

/** The names of the navigation bar's links: the bar on a laptop, the top of the Menu sheet on a phone. */
async function barLinks(page: Page, size: typeof phone) {
  if (size === laptop) return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
  const sheet = await openMenu(page, size);
  const names = await sheet.getByRole('navigation', { name: 'Menu' }).getByRole('link').allTextContents();
  await closeMenu(page, sheet);
  return names;
}

async function signOut(page: Page, size: typeof phone) {
  const menu = await openMenu(page, size);
  await menu.getByRole(size === phone ? 'button' : 'menuitem', { name: size === phone ? 'Sign out' : 'Log out' }).click();
  await expect(page).toHaveURL('/');
}

/** Another new member writes to `recipientId` through the API, as the composer would. */
async function sendMessageTo(request: APIRequestContext, recipientId: string) {
  const sender = await createConfirmedMember(request);
  const headers = { origin: BASE_URL };
  expect((await request.post('/api/auth/sign-in/email', { headers, data: { email: sender.email, password: sender.password } })).ok()).toBe(
    true,
  );
  const thread = (await (await request.post('/api/messages/threads', { headers, data: { recipientId } })).json()) as { id: string };
  const sent = await request.post(`/api/messages/threads/${thread.id}/messages`, { headers, data: { content: 'Hello from the journey' } });
  expect(sent.status()).toBe(201);
}
