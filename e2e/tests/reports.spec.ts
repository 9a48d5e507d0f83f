import type { APIRequestContext, Page } from '@playwright/test';
import { createAdmin, createConfirmedMember, expect, expectAccessible, signIn, test, welcomeGone } from '../fixtures.ts';
import { press, tabTo } from '../keyboard.ts';
import { BASE_URL } from '../playwright.config.ts';

const headers = { origin: BASE_URL };
const NOTE = 'Selling followers is not allowed here.';

/** A new member who publishes one article through the API; their credentials and the article's id. */
async function authorWithArticle(request: APIRequestContext, title: string) {
  const author = await createConfirmedMember(request);
  expect((await request.post('/api/auth/sign-in/email', { headers, data: { email: author.email, password: author.password } })).ok()).toBe(
    true,
  );
  const res = await request.post('/api/articles', {
    headers,
    data: { title, content: 'Ten thousand followers for $5. Message me today!', tags: [], imageUrl: null },
  });
  expect(res.status()).toBe(201);
  await request.post('/api/auth/sign-out', { headers, data: {} });
  return { ...author, articleId: ((await res.json()) as { id: string }).id };
}

/** The queue item of a reported thing, asking for more of the queue until it shows. */
async function queueItem(page: Page, text: string) {
  const item = page.getByRole('main').getByRole('article').filter({ hasText: text });
  const more = page.getByRole('button', { name: 'Show more reports' });
  while (!(await item.isVisible()) && (await more.isVisible())) await more.click();
  await expect(item).toBeVisible();
  return item;
}

test('a member reports an article, an admin removes it from /admin/reports, and its author is told why', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The removed post's page asks for it and is told it is not there.
  allowConsoleErrors(/status of 404/);
  // Three members, two dialogs and two page sizes: more than the default budget.
  test.setTimeout(180_000);
  const title = `Followers for sale ${Date.now()}`;
  const author = await authorWithArticle(request, title);
  const reporter = await createConfirmedMember(request);
  const admin = await createAdmin(request);

  // The reporter, with the keyboard: Report on the post, a reason, a few words, Send.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, reporter.email, reporter.password);
  await welcomeGone(page);
  await page.goto(`/view-post/${author.articleId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Report article' }));
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: `Report the article “${title}”` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Without a reason nothing is sent, and the reasons say so.
  await tabTo(page, dialog.getByRole('button', { name: 'Send report' }));
  await press(page, 'Enter');
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Spam or advertising' })).toBeFocused();
  await press(page, 'Space');
  await expect(dialog.getByRole('radio', { name: 'Spam or advertising' })).toBeChecked();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Details (optional)' }));
  await page.keyboard.type('Sells followers in every post.');
  await tabTo(page, dialog.getByRole('button', { name: 'Send report' }));
  await press(page, 'Enter');
  await expect(page.getByText('Thank you. Our team will look at your report.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Report article' })).toBeFocused();

  // The admin finds it in the queue, from the admin menu, in place with what the reporter said.
  await page.context().clearCookies();
  await signIn(page, admin.email, admin.password);
  await welcomeGone(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: /Reports/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  const item = await queueItem(page, title);
  await expect(item.getByRole('heading', { level: 3 })).toHaveText('Article · 1 report');
  await expect(item).toContainText('Ten thousand followers for $5.');
  await expect(item).toContainText('Spam or advertising (1)');
  await expect(item).toContainText('Sells followers in every post.');
  await expect(item.getByRole('link', { name: 'By Efua Asante' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Remove the content, with the keyboard: the most given reason is chosen already; a note is added.
  await tabTo(page, item.getByRole('button', { name: 'Remove content' }));
  await press(page, 'Enter');
  const remove = page.getByRole('dialog', { name: 'Remove this article' });
  await expect(remove).toBeVisible();
  await expect(remove.getByLabel('Reason told to the author')).toHaveValue('spam');
  await expectAccessible(page);
  await tabTo(page, remove.getByLabel('Note to the author (optional)'));
  await page.keyboard.type(NOTE);
  await tabTo(page, remove.getByRole('button', { name: 'Remove content' }));
  await press(page, 'Enter');
  await expect(page.getByText('Content removed. Its author was told why.')).toBeVisible();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeFocused();

  // The audit log has it.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: NOTE }).first()).toContainText('Removed content');

  // The author: the post is gone, and their notifications say which post and why.
  await page.context().clearCookies();
  await signIn(page, author.email, author.password);
  await welcomeGone(page);
  await page.goto('/notifications');
  await expect(
    page.getByText(`Your article “${title}” was removed by our team. Reason: Spam or advertising. Note from our team: ${NOTE}`),
  ).toBeVisible();
  await page.goto(`/view-post/${author.articleId}`);
  await expect(page.getByRole('alert')).toBeVisible();
});
