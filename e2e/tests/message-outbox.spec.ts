import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, signIn, test, twoMembers, welcomeGone } from '../fixtures.ts';

// Two members in two browsers, each signed up and in, before a word is sent: more than the default time.
test.describe.configure({ timeout: 90_000 });

const SEND = /\/api\/messages\/threads\/[0-9a-f-]{36}\/messages$/;

/** A opens B's conversation from B's profile; B opens it too, to watch what arrives. */
async function openConversation(page: Page, bee: Page, bId: string) {
  await page.goto(`/profile/${bId}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await bee.goto(new URL(page.url()).pathname);
  return {
    composer: page.getByRole('textbox', { name: 'Write a message' }),
    aLog: page.getByRole('list', { name: 'Messages in this conversation' }),
    bLog: bee.getByRole('list', { name: 'Messages in this conversation' }),
  };
}

/** The sends that left A's browser: from the page, or from its service worker answering Background Sync. */
function sendsOf(page: Page): Request[] {
  const sends: Request[] = [];
  page.context().on('request', (r) => {
    if (r.method() === 'POST' && SEND.test(new URL(r.url()).pathname)) sends.push(r);
  });
  return sends;
}

test('a message written offline waits, can be removed, and is sent once when the connection is back', async ({
  page,
  request,
  browser,
  allowConsoleErrors,
}) => {
  // Offline, the page's own reconnecting socket and refetches fail, as they should.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|WebSocket/);
  const { a, bee, bId } = await twoMembers(request, browser);
  await signIn(page, a.email, a.password);
  const { composer, aLog, bLog } = await openConversation(page, bee.page, bId);
  const sends = sendsOf(page);

  await page.context().setOffline(true);
  await composer.fill('Written on the bus, no signal');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const waiting = aLog.getByRole('listitem').filter({ hasText: 'Written on the bus, no signal' });
  await expect(waiting).toContainText('Waiting to send');
  // Said once, politely, for who does not see the screen.
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeAttached();

  // A second one, thought better of: its writer removes it before it is sent.
  await composer.fill('Actually, never mind');
  await composer.press('Enter');
  const second = aLog.getByRole('listitem').filter({ hasText: 'Actually, never mind' });
  await expect(second).toContainText('Waiting to send');
  await welcomeGone(page);
  await expectAccessible(page);
  await second.getByRole('button', { name: 'Remove' }).click();
  await expect(second).toHaveCount(0);
  expect(sends, 'nothing is sent while offline').toHaveLength(0);

  await page.context().setOffline(false);
  // Sent, and at once Read: B has the conversation open.
  await expect(
    aLog
      .getByRole('listitem')
      .filter({ hasText: 'Written on the bus, no signal' })
      .getByText(/^(Sent|Read)$/),
  ).toBeVisible();
  await expect(aLog.getByText('Waiting to send')).toHaveCount(0);
  await expect(aLog.getByText('Written on the bus, no signal')).toHaveCount(1);
  // B, with the conversation open, sees it arrive live, once; and once after a reload (one stored row).
  await expect(bLog.getByText('Written on the bus, no signal')).toHaveCount(1);
  await bee.page.reload();
  await expect(bLog.getByText('Written on the bus, no signal')).toHaveCount(1);
  await expect(bLog.getByText('Actually, never mind')).toHaveCount(0);
  expect(sends, 'one request for the one message').toHaveLength(1);
  await bee.close();
});

test('a message whose send never got through survives a reload and is sent once the server is reached', async ({
  page,
  request,
  browser,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  const { a, bee, bId } = await twoMembers(request, browser);
  await signIn(page, a.email, a.password);
  const { composer, aLog, bLog } = await openConversation(page, bee.page, bId);

  // The browser thinks it is online, but nothing reaches the server (a network that drops everything).
  await page.route(SEND, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await composer.fill('Sent into a dead zone');
  await composer.press('Enter');
  const waiting = aLog.getByRole('listitem').filter({ hasText: 'Sent into a dead zone' });
  await expect(waiting).toContainText('Waiting to send');

  // Kept in the browser: after a reload it is still there, still waiting.
  await page.reload();
  await expect(waiting).toContainText('Waiting to send');

  // With the server reachable, the app sends it on its next start.
  await page.unroute(SEND);
  await page.reload();
  // Sent, and at once Read: B has the conversation open.
  await expect(waiting.getByText(/^(Sent|Read)$/)).toBeVisible();
  await expect(aLog.getByText('Sent into a dead zone')).toHaveCount(1);
  await expect(bLog.getByText('Sent into a dead zone')).toHaveCount(1);
  await bee.page.reload();
  await expect(bLog.getByText('Sent into a dead zone')).toHaveCount(1);
  await bee.close();
});
