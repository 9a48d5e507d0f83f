import { BASE_URL } from '../playwright.config.ts';
import {
  createAdmin,
  createConfirmedMember,
  expect,
  expectAccessible,
  otherMember,
  realtimeReady,
  signIn,
  test,
  welcomeGone,
} from '../fixtures.ts';

const origin = { origin: BASE_URL };

test('a member asks with tags, another answers, the asker’s bell rises live and the accepted answer shows first', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `How do I move from teaching into product management ${stamp}?`;
  const tag = `journey-${stamp}`;

  // Members of the test's own: the asker, an early answerer through the API, and one answering in a browser.
  const [asker, early, helper] = [
    await createConfirmedMember(request),
    await createConfirmedMember(request),
    await createConfirmedMember(request),
  ];
  await signIn(page, asker.email, asker.password);
  await welcomeGone(page);
  await page.goto('/questions');
  await expect(page.getByRole('heading', { name: 'Questions', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ask a question' }).click();
  await expect(page.getByRole('heading', { name: 'Ask a question', level: 1 })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('I taught maths for **six years**. Where do I start?');
  await page.getByLabel('Tags').fill(`Career, ${tag}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Post question' }).click();

  // The question's page: the Markdown rendered, the tags lower-cased as links to their search.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'six years' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'career', exact: true })).toBeVisible();
  const questionUrl = page.url();
  const questionId = new URL(questionUrl).pathname.split('/').at(-1)!;

  // The tag finds it in the list.
  await page.getByRole('link', { name: tag, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tags=${tag}`));
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // A first answer comes through the API; then the asker's notifications are read and the page loaded
  // afresh, so the bell starts at none.
  expect((await request.post('/api/auth/sign-in/email', { headers: origin, data: early })).ok()).toBe(true);
  const first = await request.post(`/api/questions/${questionId}/answers`, {
    headers: origin,
    data: { body: 'Start with a course on user research.' },
  });
  expect(first.status()).toBe(201);
  await request.post('/api/auth/sign-out', { headers: origin, data: {} });
  expect((await page.request.post('/api/notifications/read-all', { headers: origin, data: {} })).ok()).toBe(true);
  const ready = realtimeReady(page);
  await page.goto(questionUrl);
  await ready;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Another member answers in their browser, and changes their answer.
  const other = await otherMember(browser, helper.email, helper.password);
  await other.page.goto(questionUrl);
  await other.page.getByLabel('Write an answer').fill('Build one small product with your students first.');
  await other.page.getByRole('button', { name: 'Post answer' }).click();
  const theirs = other.page.getByRole('listitem').filter({ hasText: 'Build one small product' });
  await expect(theirs).toBeVisible();
  await theirs.getByRole('button', { name: 'Edit', exact: true }).click();
  await other.page.getByLabel('Your answer').fill('Build one **small product** with your students first, then show it.');
  await other.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.page.getByText('then show it.')).toBeVisible();
  await expect(other.page.locator('strong', { hasText: 'small product' })).toBeVisible();

  // The asker's bell rises without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText(`Efua Asante answered your question: "${title}"`, { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // A second thought, taken back after the confirmation.
  await other.page.getByLabel('Write an answer').fill('Or ask a product manager to lunch.');
  await other.page.getByRole('button', { name: 'Post answer' }).click();
  const second = other.page.getByRole('listitem').filter({ hasText: 'Or ask a product manager to lunch.' });
  await second.getByRole('button', { name: 'Delete', exact: true }).click();
  const sure = other.page.getByRole('alertdialog', { name: 'Delete this answer?' });
  await expect(sure).toContainText('Your answer will be removed for everyone.');
  await sure.getByRole('button', { name: 'Delete' }).click();
  await expect(second).toBeHidden();
  await expect(other.page.getByRole('heading', { name: '2 answers' })).toBeVisible();
  await other.close();

  // Oldest first until one is accepted; the accepted one then leads.
  await page.reload();
  const answers = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: 'Accept this answer' }) })
    .getByRole('listitem');
  await expect(answers).toHaveCount(2);
  await expect(answers.first()).toContainText('Start with a course on user research.');
  await answers.nth(1).getByRole('button', { name: 'Accept this answer' }).click();
  await expect(answers.first()).toContainText('Accepted answer');
  await expect(answers.first()).toContainText('then show it.');
  await expect(answers.nth(1)).not.toContainText('Accepted answer');
  await expect(page.getByRole('button', { name: 'Take back the acceptance' })).toBeVisible();
  await expectAccessible(page);

  // The asker changes the title and tags.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit question', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Tags')).toHaveValue(`career, ${tag}`);
  await expectAccessible(page);
  await page.getByLabel('Title').fill(`${title} (edited)`);
  await page.getByLabel('Tags').fill(`${tag}, product`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: `${title} (edited)`, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'product', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'career', exact: true })).toBeHidden();

  // Deleting asks first; Cancel keeps it, Delete removes it for everyone.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this question?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete this question?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/questions$/);
  expect((await request.get(`/api/questions/${questionId}`)).status()).toBe(404);
});

test('a link to an FAQ answer opens it in view, and the FAQ narrows as one types', async ({ page }) => {
  // A link to one answer (from a mail, a chat) opens it, scrolled into view, its question focused.
  await page.goto('/faq#how-do-i-pay');
  const question = page.locator('summary#how-do-i-pay');
  const entry = page.locator('details', { has: question });
  await expect(entry).toHaveAttribute('open', '');
  await expect(question).toHaveText('How do I pay a mentor?');
  await expect(entry.getByText(/^Mentors who charge list how they accept payment/)).toBeVisible();
  await expect(question).toBeInViewport();
  await expect(question).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Typing narrows the list at once, with no button to press.
  await page.getByLabel('Search the FAQ').pressSequentially('backup codes');
  await expect(page.getByText('Can I protect my account with a second step at sign-in?', { exact: true })).toBeVisible();
  await expect(page.getByText('How do I book a session?', { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sessions and payments' })).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '1 answer matches' })).toBeAttached();
  await page.getByLabel('Search the FAQ').fill('');
  await expect(page.getByText('How do I book a session?', { exact: true })).toBeVisible();

  // An answer's own link puts its anchor in the address, to copy, and keeps it open and focused.
  await page.getByText('How do I book a session?', { exact: true }).click();
  await page.getByRole('link', { name: /^Link to this answer.*How do I book a session\?$/ }).click();
  await expect(page).toHaveURL(/\/faq#how-do-i-book-a-session$/);
  await expect(page.locator('summary#how-do-i-book-a-session')).toBeFocused();
  await expect(page.locator('details', { has: page.locator('summary#how-do-i-book-a-session') })).toHaveAttribute('open', '');
});

test('an admin adds an FAQ entry, orders, edits and deletes it, and members see it on /faq', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  const question = `Can I meet my mentor in person ${Date.now()}?`;
  await signIn(page, admin.email, admin.password);
  await welcomeGone(page);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(page.getByRole('heading', { name: 'FAQ', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit “How do I book a session?”' })).toBeVisible();
  await expectAccessible(page);

  // A new entry: the form says what is missing, the anchor follows the question.
  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('dialog', { name: 'New entry' });
  await form.getByLabel('Topic').selectOption({ label: 'Sessions and payments' });
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(form.getByText('A question is required.')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Answer').fill('Sessions happen online.\n\nIf you both agree, you may also meet in a public place.');
  const anchor = await form.getByLabel('Anchor').inputValue();
  expect(anchor).toMatch(/^can-i-meet-my-mentor-in-person-\d+$/);
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Entry saved')).toBeVisible();

  // It comes last in its topic; moved up, it goes before the entry that was last.
  const topic = page.getByRole('region', { name: 'Sessions and payments' }).getByRole('listitem');
  await expect(topic.last()).toContainText(question);
  const count = await topic.count();
  const before = (await topic
    .nth(count - 2)
    .locator('p')
    .first()
    .textContent())!;
  await page.getByRole('button', { name: `Move “${question}” up` }).click();
  await expect(topic.last()).toContainText(before);
  await expect(topic.nth(count - 2)).toContainText(question);

  // Changed, then seen on /faq by its link.
  await page.getByRole('button', { name: `Edit “${question}”` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit FAQ entry' });
  await expect(edit.getByLabel('Anchor')).toHaveValue(anchor);
  await edit.getByLabel('Answer').fill('Sessions happen online, on the link in the booking.');
  await edit.getByRole('button', { name: 'Save entry' }).click();
  await expect(edit).toBeHidden();

  await page.goto(`/faq#${anchor}`);
  const entry = page.locator('details', { has: page.locator(`summary#${anchor}`) });
  await expect(entry).toHaveAttribute('open', '');
  await expect(entry.getByText('Sessions happen online, on the link in the booking.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit the FAQ' })).toBeVisible();

  // Deleted after a confirmation, it leaves the FAQ.
  await page.getByRole('link', { name: 'Edit the FAQ' }).click();
  await page.getByRole('button', { name: `Delete “${question}”` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
  await expect(confirm).toContainText(question);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(question, { exact: true })).toBeHidden();
  const faq = (await (await request.get('/api/faq')).json()) as { items: { slug: string }[] };
  expect(faq.items.some((e) => e.slug === anchor)).toBe(false);
});
