import type { Locator, Page } from '@playwright/test';
import { createConfirmedMember, expect, signIn, test } from '../fixtures.ts';

/*
 * The keyboard alone (decision 025): after every key the focus is on something, in view, not under
 * the sticky bar, and wearing a ring; a new page takes the focus to its h1 and says its title.
 */

type Seen = { body: boolean; what: string; inView: boolean; underBar: boolean; ring: string | null; ringContrast: number };

/** Where the focus is and how it shows, as the member sees it. */
const focusState = (page: Page) =>
  page.evaluate((): Seen => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { body: true, what: 'body', inView: false, underBar: false, ring: null, ringContrast: 0 };
    const box = el.getBoundingClientRect();
    const bar = document.querySelector('header')!;
    // What is drawn along the element's top edge: the bar there means the bar hides it.
    const top = Math.max(box.top + 1, 0);
    const xs = [box.left + 2, box.left + box.width / 2, box.right - 2].map((x) => Math.min(Math.max(x, 0), window.innerWidth - 1));
    const underBar = !bar.contains(el) && xs.some((x) => bar.contains(document.elementFromPoint(x, top)));
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none';
    // The ring's best contrast with the background around the element (WCAG 1.4.11: at least 3:1).
    const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v! / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    let ground = [255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(node).backgroundColor);
      if (a === 0) continue;
      // A see-through ground (the bar's white/95) is taken over white.
      ground = [r, g, b].map((v) => v * a + 255 * (1 - a));
      break;
    }
    const ringColors = [outline ? style.outlineColor : null, shadow ? style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] : null].filter(
      (c): c is string => Boolean(c),
    );
    const contrast = (color: string) => {
      const [l1, l2] = [luminance(rgba(color)), luminance(ground)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    const ringContrast = Math.max(0, ...ringColors.map(contrast));
    return {
      body: false,
      what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      inView: box.top >= 0 && box.left >= 0 && box.right <= window.innerWidth && box.top < window.innerHeight && box.height > 0,
      underBar,
      ring: el.matches(':focus-visible') && (outline || shadow) ? `${style.outline} | ${style.boxShadow}` : null,
      ringContrast,
    };
  });

/** The focus, once it has settled (a closing menu hands it back a moment later), is somewhere a member sees it. */
async function expectFocusSeen(page: Page, step = '') {
  await expect
    .poll(
      async () => {
        const seen = await focusState(page);
        return { ...seen, ringOf3To1: seen.ringContrast >= 3 };
      },
      { message: `after ${step}: focus on something in view, clear of the bar, with a ring` },
    )
    .toMatchObject({ body: false, inView: true, underBar: false, ring: expect.any(String), ringOf3To1: true });
}

/** Presses a key, then checks where the focus went. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusSeen(page, key);
}

/** Tabs (or Shift+Tabs) until `target` has the focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let stop = 0; stop < 80; stop++) {
    await press(page, key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

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

  test('Escape and Close give the focus back to the Menu button', async ({ page, request }) => {
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
  });
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
