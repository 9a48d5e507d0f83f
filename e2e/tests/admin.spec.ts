import type { Browser, Page } from '@playwright/test';
import {
  createAdmin,
  createConfirmedMember,
  demo,
  expect,
  expectAccessible,
  realtimeReady,
  signIn,
  test,
  welcomeGone,
} from '../fixtures.ts';
import { press, tabTo } from '../keyboard.ts';

const REASON = 'Repeated unsolicited messages to mentors.';

const WEEK_MS = 7 * 86_400_000;

/** A day a week from now, as a date field holds it. */
const inAWeek = () => {
  const d = new Date(Date.now() + WEEK_MS);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The same day as its digits are typed into a date field in the browser's language (runs in the page). */
const inAWeekTyped = () =>
  new Date(Date.now() + 7 * 86_400_000)
    .toLocaleDateString(navigator.language, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .replace(/\D/g, '');

/** Another browser where the member is signed in, with its own console: being signed out there may log refused requests. */
async function memberElsewhere(browser: Browser, member: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[13]/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const ready = realtimeReady(page);
  await signIn(page, member.email, member.password);
  await ready;
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'console errors of the member').toEqual([]);
    },
  };
}

/** The sign-in form filled and sent, without expecting to get in. */
async function trySignIn(page: Page, member: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

test('an admin suspends a member signed in elsewhere: that browser is pushed out, and signing in says why', async ({
  page,
  browser,
  request,
  allowConsoleErrors,
}) => {
  // Two new members (one made an admin), two browsers and two sign-ins each.
  test.setTimeout(120_000);
  allowConsoleErrors(/status of 403/);
  const member = await createConfirmedMember(request);
  const elsewhere = await memberElsewhere(browser, member);
  await elsewhere.page.goto('/sessions');
  await expect(elsewhere.page.getByRole('heading', { level: 1 })).toBeVisible();

  const admin = await createAdmin(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, admin.email, admin.password);
  await welcomeGone(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Admin', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Search by name or email').fill(member.email);
  // The list once the search applies: the member alone (the test's admin has the same name).
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(member.email);
  await rows.nth(1).getByRole('link', { name: 'Efua Asante' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Efua Asante' })).toBeVisible();

  // With the keyboard: to Suspend, the reason, the day it ends, and the confirmation.
  await tabTo(page, page.getByRole('button', { name: 'Suspend', exact: true }));
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Suspend Efua Asante?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Without a reason nothing happens, and the reason field says so.
  await dialog.getByRole('button', { name: 'Suspend member' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type(REASON);
  await press(page, 'Tab');
  await expect(dialog.getByLabel('Suspended until (optional)')).toBeFocused();
  // The day typed into the date field's parts, in the order the browser's language puts them.
  await page.keyboard.type(await page.evaluate(inAWeekTyped));
  await expect(dialog.getByLabel('Suspended until (optional)')).toHaveValue(inAWeek());
  // Within the date field the focus sits on its parts, which :focus-visible (and so the ring check)
  // cannot see from outside: back to the reason, and round the dialog backwards to the button.
  await dialog.getByLabel('Reason').focus();
  await tabTo(page, dialog.getByRole('button', { name: 'Suspend member' }), 'Shift+Tab');
  await press(page, 'Enter');
  await expect(page.getByText('Efua Asante is suspended')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Suspended until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lift suspension' })).toBeVisible();

  // The other browser is pushed out live: its socket closes, and the page goes to sign-in.
  await expect(elsewhere.page).toHaveURL(/\/auth$/, { timeout: 10_000 });
  expect(await (await elsewhere.page.request.get('/api/me')).json()).toBeNull();

  await trySignIn(elsewhere.page, member);
  await expect(elsewhere.page.getByRole('heading', { name: 'This account is suspended' })).toBeVisible();
  await expect(elsewhere.page.getByText(`Reason: ${REASON}`)).toBeVisible();
  await expect(elsewhere.page.getByText(/^Your account is suspended until \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\./)).toBeVisible();
  await expectAccessible(elsewhere.page);
  await elsewhere.close();

  // The audit log has it, with the reason (other journeys' admins write to the same log meanwhile).
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: REASON }).first();
  await expect(entry).toContainText('Suspended');
  await expect(entry).toContainText('Efua Asante');
});

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test(`every admin page passes axe on a ${size}, the section menu leading to each`, async ({ page, request }) => {
    const admin = await createAdmin(request);
    await page.setViewportSize(viewport);
    await signIn(page, admin.email, admin.password);
    await welcomeGone(page);
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sign-ups by week' })).toBeVisible();
    await expectAccessible(page);

    await menu.getByRole('link', { name: /Members/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible();
    // On a phone the page shows alone, with the way back to the menu.
    if (size === 'phone') {
      await expect(menu).toBeHidden();
      await expect(page.getByRole('link', { name: 'Back to admin' })).toBeVisible();
    }
    await page.getByLabel('Status').selectOption('suspended');
    await expect(page).toHaveURL(/status=suspended/);
    await page.getByRole('link', { name: 'Baraka Otieno' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Baraka Otieno' })).toBeVisible();
    // In the suspension's box, and in the admin action on him below it.
    await expect(page.getByText('Reason: Repeated unsolicited promotional messages to mentors.')).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Lift the suspension of Baraka Otieno?' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('a member who is not an admin sees Access Denied on every admin page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 403/);
  await signIn(page, demo.mentee);
  for (const path of ['/admin', '/admin/members', '/admin/audit-log']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  }
});
