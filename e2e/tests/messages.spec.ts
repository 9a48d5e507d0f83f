import type { Page } from '@playwright/test';
import {
  createConfirmedMember,
  expect,
  expectAccessible,
  otherMember,
  signIn,
  test,
  twoMembers,
  memberId,
  welcomeGone,
} from '../fixtures.ts';

// Two members in two browsers, each signed up and in, before a word is sent: more than the default time.
test.describe.configure({ timeout: 90_000 });

/** A member opens another's profile, presses Message and lands in their conversation. */
async function openConversationWith(page: Page, otherId: string) {
  await page.goto(`/profile/${otherId}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  return page.getByRole('textbox', { name: 'Write a message' });
}

test('two members message each other live: the badge rises, the list, the conversation, Read, a live arrival', async ({
  page,
  request,
  browser,
}) => {
  const { a, bee, bId } = await twoMembers(request, browser);
  const beeMessages = bee.page.getByRole('link', { name: /^Messages/ });
  await expect(beeMessages).toHaveAccessibleName('Messages');

  // A writes from B's profile; Enter sends.
  await signIn(page, a.email, a.password);
  const composer = await openConversationWith(page, bId);
  await composer.fill('Hello! Could you look at my plan? https://example.com/plan');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const aLog = page.getByRole('list', { name: 'Messages in this conversation' });
  await expect(aLog.getByText('Hello! Could you look at my plan?')).toBeVisible();
  await expect(aLog.getByText('Sent', { exact: true })).toBeVisible();

  // B, still on the dashboard, sees the badge rise without a reload.
  await expect(beeMessages).toHaveAccessibleName('Messages, 1 unread');
  await expect(bee.page.getByTestId('messages-badge')).toHaveText('1');
  await expect(bee.page).toHaveURL(/\/dashboard$/);

  await beeMessages.click();
  await expect(bee.page).toHaveURL(/\/messages$/);
  const row = bee.page.getByRole('link').filter({ hasText: 'Hello! Could you look at my plan?' });
  await expect(row).toContainText('Efua Asante');
  await expect(row).toContainText('1 unread message');
  await expect(bee.page).toHaveTitle('Messages · Prosper Mentor');
  await welcomeGone(bee.page);
  await expectAccessible(bee.page);

  await row.click();
  await expect(bee.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  // A conversation has a title of its own, said on arrival (decision 025).
  await expect(bee.page).toHaveTitle('Messages with Efua Asante · Prosper Mentor');
  await expect(bee.page.locator('#route-announcer')).toHaveText('Messages with Efua Asante · Prosper Mentor');
  const bLog = bee.page.getByRole('list', { name: 'Messages in this conversation' });
  await expect(bLog.getByText('Hello! Could you look at my plan?')).toBeVisible();
  // Links are made clickable, and safe.
  const link = bLog.getByRole('link', { name: 'https://example.com/plan' });
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(bLog.getByText('Today')).toBeVisible();
  // Opening the conversation read it: B's badge is gone, and A sees Read without a reload.
  await expect(beeMessages).toHaveAccessibleName('Messages');
  await expect(aLog.getByText('Read', { exact: true })).toBeVisible();

  // A second message arrives live at B's side, who has the conversation open.
  await composer.fill('Thank you for reading!');
  await composer.press('Enter');
  await expect(bLog.getByText('Thank you for reading!')).toBeVisible();
  await expect(aLog.getByText('Read', { exact: true })).toBeVisible();
  await expect(beeMessages).toHaveAccessibleName('Messages');
  await expectAccessible(bee.page);

  // Shift+Enter starts a new line instead of sending.
  await composer.fill('First line');
  await composer.press('Shift+Enter');
  await expect(composer).toHaveValue('First line\n');
  await bee.close();
});

test('blocking from the conversation menu: the blocked member’s next message shows the server’s refusal', async ({
  page,
  request,
  browser,
  allowConsoleErrors,
}) => {
  // The refused send is a 403 answer, which the browser logs.
  allowConsoleErrors(/403/);
  const a = await createConfirmedMember(request);
  const b = await createConfirmedMember(request);
  const bee = await otherMember(browser, b.email, b.password);
  const bId = await memberId(bee.page);

  await signIn(page, a.email, a.password);
  const composer = await openConversationWith(page, bId);
  await composer.fill('Hi there');
  await composer.press('Enter');
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();

  await bee.page.goto(new URL(page.url()).pathname);
  const bLog = bee.page.getByRole('list', { name: 'Messages in this conversation' });
  await expect(bLog.getByText('Hi there')).toBeVisible();
  await bee.page.getByRole('button', { name: 'Conversation options' }).click();
  await bee.page.getByRole('menuitem', { name: 'Block' }).click();
  await expect(bee.page.getByText('You blocked this member. Unblock them to send messages.')).toBeVisible();

  await composer.fill('Are you there?');
  await composer.press('Enter');
  const failure = page.getByRole('alert').filter({ hasText: 'You cannot message this member.' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page);

  // Unblocked again, Retry gets it through.
  await bee.page.getByRole('button', { name: 'Conversation options' }).click();
  await bee.page.getByRole('menuitem', { name: 'Unblock' }).click();
  await expect(bee.page.getByRole('textbox', { name: 'Write a message' })).toBeVisible();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toBeHidden();
  await expect(bLog.getByText('Are you there?')).toBeVisible();
  await bee.close();
});

test('a long message is refused before sending, with a counter near the limit', async ({ page, request, browser }) => {
  const a = await createConfirmedMember(request);
  const b = await createConfirmedMember(request);
  const bee = await otherMember(browser, b.email, b.password);
  const bId = await memberId(bee.page);
  await bee.close();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, a.email, a.password);
  const composer = await openConversationWith(page, bId);
  await composer.fill('a'.repeat(1900));
  await expect(page.getByText('100 characters left')).toBeVisible();
  await composer.fill('a'.repeat(2001));
  await expect(page.getByRole('alert').filter({ hasText: 'A message can be at most 2000 characters.' })).toBeVisible();
  await expect(composer).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await composer.press('Enter');
  await expect(page.getByText('Sending…')).toHaveCount(0);
  // On a phone the conversation is its own screen, with a way back to the list.
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  // Nothing was sent, so the conversation Message opened does not sit empty in the list.
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: 'Efua Asante' })).toHaveCount(0);
});

test('message actions and settings: B reports a received message, A deletes their own live, read receipts off', async ({
  page,
  request,
  browser,
}) => {
  // Two members, a report, a delete, settings and reloads: more than the default budget.
  test.slow();
  const { a, bee, bId } = await twoMembers(request, browser);

  await signIn(page, a.email, a.password);
  const composer = await openConversationWith(page, bId);
  const aLog = page.getByRole('list', { name: 'Messages in this conversation' });
  for (const text of ['Could you review my CV?', 'Oops, wrong conversation']) {
    await composer.fill(text);
    await composer.press('Enter');
    await expect(aLog.getByText(text)).toBeVisible();
  }
  await expect(aLog.getByText('Sent', { exact: true })).toBeVisible();
  const threadPath = new URL(page.url()).pathname;

  await bee.page.goto(threadPath);
  const bLog = bee.page.getByRole('list', { name: 'Messages in this conversation' });
  await expect(bLog.getByText('Oops, wrong conversation')).toBeVisible();

  // B reports a message they received, from its own actions.
  const received = bLog.getByRole('listitem').filter({ hasText: 'Could you review my CV?' });
  await received.hover();
  await received.getByRole('button', { name: 'Message actions' }).click();
  await expect(bee.page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await bee.page.getByRole('menuitem', { name: 'Report message' }).click();
  const dialog = bee.page.getByRole('dialog', { name: /^Report a message from / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Unsolicited request for free work.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(bee.page.getByText('Thank you. Our team will look at your report.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A deletes their own message, by keyboard: it disappears on both sides without a reload.
  const mine = aLog.getByRole('listitem').filter({ hasText: 'Oops, wrong conversation' });
  await mine.getByRole('button', { name: 'Message actions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Report message' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(aLog.getByText('Oops, wrong conversation')).toHaveCount(0);
  await expect(composer).toBeFocused();
  await expect(bLog.getByText('Oops, wrong conversation')).toHaveCount(0);
  await expect(bLog.getByText('Could you review my CV?')).toBeVisible();
  await page.reload();
  await expect(aLog.getByText('Could you review my CV?')).toBeVisible();
  await expect(aLog.getByText('Oops, wrong conversation')).toHaveCount(0);

  // B turns read receipts off in Message settings; it stays off after a reload.
  await bee.page.goto('/messages');
  const gear = bee.page.getByRole('button', { name: 'Message settings' });
  await gear.click();
  const settings = bee.page.getByRole('dialog', { name: 'Message settings' });
  await expect(settings.getByRole('group', { name: 'Who can start a conversation with me' })).toBeVisible();
  await expect(settings.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  const receipts = settings.getByRole('switch', { name: 'Read receipts' });
  await expect(receipts).toBeChecked();
  await receipts.click();
  await expect(bee.page.getByText('Privacy settings updated successfully')).toBeVisible();
  await expect(receipts).not.toBeChecked();
  await welcomeGone(bee.page);
  await expectAccessible(bee.page);
  await bee.page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(gear).toBeFocused();
  await bee.page.reload();
  await bee.page.getByRole('button', { name: 'Message settings' }).click();
  await expect(bee.page.getByRole('switch', { name: 'Read receipts' })).not.toBeChecked();
  await bee.page.keyboard.press('Escape');

  // A's next message is read by B, but A no longer sees Read.
  await composer.fill('Are receipts off now?');
  await composer.press('Enter');
  await expect(aLog.getByText('Are receipts off now?')).toBeVisible();
  // Stored before B opens the conversation.
  await expect(aLog.getByText('Sending…')).toHaveCount(0);
  await bee.page.goto(threadPath);
  await expect(bLog.getByText('Are receipts off now?')).toBeVisible();
  // B has read it: opened straight from a full page load, the badge is gone.
  // Once every request has settled, so a count read before the conversation was marked read would show.
  await bee.page.waitForLoadState('networkidle');
  await expect(bee.page.getByTestId('messages-badge')).toHaveCount(0);
  await page.reload();
  await expect(aLog.getByText('Are receipts off now?')).toBeVisible();
  await expect(aLog.getByText('Sent', { exact: true })).toBeVisible();
  await expect(aLog.getByText('Read', { exact: true })).toHaveCount(0);
  await bee.close();
});
