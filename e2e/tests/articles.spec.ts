import path from 'node:path';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import {
  createConfirmedMember,
  expect,
  expectAccessible,
  otherMember,
  publishViaApi,
  realtimeReady,
  signIn,
  test,
  welcomeGone,
} from '../fixtures.ts';

const IMAGE = path.resolve(import.meta.dirname, '../files/avatar.png');

/** Resolves once the page's realtime socket has asked for the public feed topic, after 'ready'. */
function feedSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/realtime')) return;
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('"subscribe"') && String(frame.payload).includes('articles_feed')) resolve();
      });
    });
  });
}

test('a member writes with a preview, keeps the draft across a reload and publishes; another member sees it arrive, likes and comments, and the author hears of it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const author = await createConfirmedMember(request);
  const reader = await createConfirmedMember(request);
  const title = `Lessons from a farm in Nakuru ${Date.now()}`;

  // The reader waits on the create-article screen, subscribed to the live feed.
  let subscribed: Promise<void> = Promise.resolve();
  const other = await otherMember(browser, reader.email, reader.password, (p) => {
    subscribed = feedSubscribed(p);
  });
  await other.page.goto('/create-article');
  await expect(other.page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();

  const authorReady = realtimeReady(page);
  await signIn(page, author.email, author.password);
  await authorReady;
  await page.goto('/create-article');
  await expect(page.getByRole('heading', { name: 'Create Article', level: 1 })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
  await expect(breadcrumb.getByText('Create Article')).toHaveAttribute('aria-current', 'page');

  // Publishing an empty form is blocked, and the errors clear as the member types.
  await page.getByRole('button', { name: 'Publish Article' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Content is required.')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.getByLabel('Title').fill(title);
  await expect(page.getByText('Title is required.')).toBeHidden();
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.fill('# Start small\n\nWe began with **one acre** and a borrowed tractor.\n\n- Soil first\n- Water second');
  await expect(page.getByText('Content is required.')).toBeHidden();
  await expect(page.getByText('15 words · 94 characters')).toBeVisible();

  // The preview renders the Markdown.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Start small', level: 2 })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('one acre');
  await expect(preview.getByRole('listitem')).toHaveText(['Soil first', 'Water second']);
  await welcomeGone(page);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Edit' }).click();

  // Tags: Enter or Add; removing one says so.
  const tagInput = page.getByRole('textbox', { name: 'Add a tag' });
  await tagInput.fill('agriculture');
  await tagInput.press('Enter');
  await tagInput.fill('Kenya');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // The save that holds the tags as they end up: "Draft Saved!" may still show from an earlier save.
  const tagsSaved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/article-draft') &&
      r.request().method() === 'PUT' &&
      r.request().postDataJSON()?.tags?.join() === 'agriculture',
  );
  await page.getByRole('button', { name: 'Remove Kenya' }).click();
  await expect(page.getByText('Tag removed')).toBeVisible();

  // The draft saves itself once typing pauses, and survives a reload.
  await expect(page.getByRole('status').filter({ hasText: 'Draft Saved!' })).toBeVisible();
  await tagsSaved;
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(/^# Start small/);
  await expect(page.getByRole('button', { name: 'Remove agriculture' })).toBeVisible();

  // A cover image, previewed before publishing.
  await page.getByLabel('Drop an image here, or click to choose one').setInputFiles(IMAGE);
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();

  await subscribed;
  const readerHeadings = other.page.locator('#latest-articles').getByRole('heading', { level: 3 });
  const before = await readerHeadings.allTextContents();
  await page.getByRole('button', { name: 'Publish Article' }).click();
  await expect(page.getByText('Article created!')).toBeVisible();
  // The author lands on the published post, not on an emptied form.
  await expect(page).toHaveURL(/\/view-post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start small', level: 2 })).toBeVisible();

  // It arrives in the reader's feed without a reload, above every article that was there (other
  // journeys may publish meanwhile): image, tag, reading time.
  const card = other.page.locator('#latest-articles li').filter({ has: other.page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  const after = await readerHeadings.allTextContents();
  for (const old of before) expect(after.indexOf(title)).toBeLessThan(after.indexOf(old));
  await expect(card.getByRole('img', { name: 'Article' })).toHaveAttribute('loading', 'lazy');
  await expect(card.getByRole('list', { name: 'Tags' })).toHaveText('agriculture');
  await expect(card.getByText('1 min read')).toBeVisible();
  await expect(card.getByText('Efua Asante')).toBeVisible();

  // The reader opens it, likes it and comments.
  await card.getByRole('link', { name: title }).click();
  await expect(other.page).toHaveURL(/\/view-post\/[0-9a-f-]{36}$/);
  await expect(other.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(other.page.getByRole('heading', { name: 'Start small', level: 2 })).toBeVisible();
  const like = other.page.getByRole('button', { name: /^Like, / });
  await expect(like).toHaveAccessibleName('Like, 0 likes');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await other.page.getByLabel('Add a comment').fill('This is exactly what I needed to read.');
  await other.page.getByRole('button', { name: 'Post comment' }).click();
  const comments = other.page.locator('#comments');
  await expect(comments.getByText('This is exactly what I needed to read.')).toBeVisible();
  await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(other.page.getByLabel('Add a comment')).toHaveValue('');

  // The author's bell counts the like and the comment, live.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // The author replies on the post page; the reply sits under the comment.
  await page.goto(other.page.url().replace(BASE_URL, ''));
  const authorComments = page.locator('#comments');
  await authorComments.getByRole('button', { name: 'Reply' }).click();
  await page.getByLabel('Reply to Efua Asante').fill('Thank you, glad it helps!');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(authorComments.locator('ol ol').getByText('Thank you, glad it helps!')).toBeVisible();
  await expect(authorComments.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  await expectAccessible(page);
  await other.close();
});

test('a post shared by copying its link, saved, and found in /saved-posts, newest saved first; the bookmark there unsaves it', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(60_000);
  // No share sheet on this browser: the link goes to the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
  });
  const older = `Saving money on a small salary ${Date.now()}`;
  const newer = `Finding a mentor in Accra ${Date.now()}`;
  const posts = [
    { title: older, content: 'Pay yourself first.' },
    { title: newer, content: 'Ask, then listen.' },
  ] as const;
  const ids = await publishViaApi(request, ...posts);
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);

  // The dashboard: a way to write, the articles of people followed (none yet) and everyone's.
  await expect(page.getByRole('link', { name: /^Write an article/ }).first()).toBeVisible();
  await expect(page.getByText('Articles by the people you follow will show up here.')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent articles' });
  await expect(recent.getByRole('heading', { name: newer })).toBeVisible();
  await welcomeGone(page);
  await expectAccessible(page);

  await page.goto('/saved-posts');
  await expect(page.getByRole('heading', { name: 'Saved posts', level: 1 })).toBeVisible();
  await expect(page.getByText('No saved articles yet')).toBeVisible();
  await page.getByRole('link', { name: 'Browse the latest articles' }).click();
  await expect(page).toHaveURL(/\/create-article$/);

  await page.goto(`/view-post/${ids[0]}`);
  // Clicked once the text is in, which moves the buttons below it down as it arrives.
  await expect(page.getByText(posts[0].content)).toBeVisible();
  const share = page.getByRole('button', { name: /^Share, / });
  await expect(share).toHaveAccessibleName('Share, 0 shares');
  await share.click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  await expect(share).toHaveAccessibleName('Share, 1 share');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/post/${ids[0]}`);

  for (const [i, post] of posts.entries()) {
    await page.goto(`/view-post/${ids[i]}`);
    await expect(page.getByText(post.content)).toBeVisible();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  }

  await page.goto('/saved-posts');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('heading')).toHaveText(newer);
  const bookmark = cards.first().getByRole('button', { name: `Save “${newer}”` });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText(older);
});

test('a visitor reads a post at /post/{id}; Markdown with a script, a javascript: link and an onerror image stays inert', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  test.setTimeout(60_000);
  const title = `Safe words ${Date.now()}`;
  const [id] = await publishViaApi(request, {
    title,
    content: [
      'Hello **readers**.',
      '',
      '<script>window.pwned = true; alert(1)</script>',
      '',
      '[click me](javascript:alert(1))',
      '',
      '<img src=x onerror="window.pwned = true; alert(1)">',
      '',
      '[a real link](https://example.org/guide)',
    ].join('\n'),
    tags: ['safety'],
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`/post/${id}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Efua Asante · Prosper Mentor`);
  await expect(article.locator('strong')).toHaveText('readers');
  await expect(article.getByText('click me')).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('img[src="x"]')).toHaveCount(0);
  await expect(article.locator('[onerror]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'click me' })).toHaveCount(0);
  const external = article.getByRole('link', { name: /a real link/ });
  await expect(external).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(external).toHaveAttribute('target', '_blank');
  expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // No actions for a visitor: an invitation to sign in that comes back here.
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveCount(0);
  await expect(page.getByText('No comments yet. Start the conversation!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in to like and comment' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // A post that is not there says so, at once.
  await page.goto('/post/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await expect(page.getByText('This article does not exist or was deleted.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form checks the image and shows the server refusal; the author edits and deletes a post and a comment; one column', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    test.setTimeout(60_000);
    allowConsoleErrors(/status of 429/);
    const author = await createConfirmedMember(request);
    await signIn(page, author.email, author.password);
    await page.goto('/create-article');
    const title = `Mobile money basics ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Content' }).fill('Keep a float.');

    // Not an image, then too large: said at once, nothing is sent.
    const chooser = page.getByLabel('Drop an image here, or click to choose one');
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please select a valid image file')).toBeVisible();
    await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(page.getByText('The image is larger than 2MB. Please choose a smaller one.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0);

    // The server's refusal is shown in red, and the form keeps what was written.
    const tooFast = 'You are posting too fast. Please wait 30 seconds before publishing again.';
    await page.route('**/api/articles', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, json: { error: { code: 'too_many_requests', message: tooFast } } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect(page.getByRole('alert').filter({ hasText: tooFast })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.unroute('**/api/articles');

    // One column of cards on a phone.
    await expect(page.locator('#latest-articles > div > ul')).toHaveCSS('grid-template-columns', /^\S+$/);
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect(page.getByText('Article created!')).toBeVisible();
    await expect(page).toHaveURL(/\/view-post\//);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Article', level: 1 })).toBeVisible();
    await page.getByLabel('Title').fill('Mobile money, the basics');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Article updated!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mobile money, the basics', level: 1 })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    // Own comments: edited in place, deleted after asking.
    await page.getByLabel('Add a comment').fill('First!');
    await page.getByRole('button', { name: 'Post comment' }).click();
    const comments = page.locator('#comments');
    await expect(comments.getByText('First!')).toBeVisible();
    await comments.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Edit', { exact: true }).fill('First, and edited.');
    await comments.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(comments.getByText('First, and edited.')).toBeVisible();
    await comments.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Comment deleted')).toBeVisible();
    await expect(comments.getByText('No comments yet. Start the conversation!')).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Article deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/create-article$/);
    await expect(page.locator('#latest-articles').getByText('Mobile money, the basics')).toHaveCount(0);
  });
});
