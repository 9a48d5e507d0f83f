import type { Locator, Page } from '@playwright/test';
import { createConfirmedMember, expect, memberId, otherMember, realtimeReady, signIn, test } from '../fixtures.ts';
import { expectFocusSeen, press, tabTo } from '../keyboard.ts';
import { BASE_URL } from '../playwright.config.ts';
import { listAsMentor, openAllWeek } from '../sessions-helpers.ts';

/*
 * A member's tasks with the keyboard alone (decision 026): find a mentor, book a session, send a
 * message. After every key the focus is seen (keyboard.ts), and the live regions say short texts.
 */

/** Whether the element is inside a live region: a list must not be, or it is read out whole. */
const insideLiveRegion = (list: Locator) =>
  list.evaluate((el) => el.closest('[aria-live], [role="status"], [role="log"], [role="alert"]') !== null);

/** Every text the live region takes from now on, so a test sees the same text said again after a change. */
async function recordSaid(region: Locator) {
  await region.evaluate((el) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
  });
  return () => region.page().evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));
}

/** A new page's h1 has the focus, in view. */
async function expectNewPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expectFocusSeen(page);
}

for (const [size, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`with the keyboard on ${size}`, () => {
    test.use({ viewport });

    test('find a mentor: the list says its count on load and after every search, never its cards; a card opens the mentor', async ({
      page,
      request,
    }) => {
      const member = await createConfirmedMember(request);
      await signIn(page, member.email, member.password);
      await page.goto('/mentors');
      const count = page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /found|match/ });
      await expect(count).toHaveText('20+ mentors found');
      const cards = page
        .getByRole('main')
        .getByRole('list')
        .filter({ has: page.getByRole('article') });
      expect(await insideLiveRegion(cards)).toBe(false);

      await tabTo(page, page.getByRole('searchbox', { name: 'Search mentors' }));
      await page.keyboard.type('wanjiru');
      await expect(count).toHaveText('1 mentor found');
      await page.keyboard.type(' zzzqqq');
      await expect(count).toHaveText('No mentors match your search.');
      for (let i = 0; i < ' zzzqqq'.length; i++) await press(page, 'Backspace');
      await expect(count).toHaveText('1 mentor found');

      // A filter that leaves the same count says it again.
      if (viewport.width < 768) {
        await tabTo(page, page.getByRole('button', { name: 'Filters' }));
        await press(page, 'Enter');
      }
      const said = await recordSaid(count);
      await tabTo(page, page.getByRole('checkbox', { name: 'Free only' }));
      await press(page, 'Space');
      await expect(page.getByRole('checkbox', { name: 'Free only' })).toBeChecked();
      await expect.poll(said).toEqual(['1 mentor found']);
      expect(await insideLiveRegion(cards)).toBe(false);

      await tabTo(page, cards.getByRole('link', { name: 'Wanjiru Kamau' }));
      await press(page, 'Enter');
      await expect(page).toHaveURL(/\/mentor\/[\w-]+$/);
      await expectNewPage(page, 'Wanjiru Kamau');
    });

    test('book a session: a length by the arrow keys keeps the focus, a time clear of the bar, the empty topic said at its field', async ({
      page,
      request,
      browser,
    }) => {
      test.slow();
      const mentor = await createConfirmedMember(request, 'mentor');
      const m = await otherMember(browser, mentor.email, mentor.password);
      await listAsMentor(m.page);
      await openAllWeek(m.page);
      const mentorId = await memberId(m.page);
      await m.close();

      const mentee = await createConfirmedMember(request);
      await signIn(page, mentee.email, mentee.password);
      await page.goto(`/mentor/${mentorId}`);
      await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Book a session' }));
      await press(page, 'Enter');
      await expect(page).toHaveURL(new RegExp(`/sessions/book/${mentorId}$`));
      await expectNewPage(page, 'Book a session with Efua Asante');

      // The length: the arrow keys move the choice, and the focus stays on it while its times load.
      const half = page.getByRole('radio', { name: /30 minutes/ });
      const hour = page.getByRole('radio', { name: /60 minutes/ });
      await tabTo(page, half);
      await press(page, 'ArrowRight');
      await expect(hour).toBeChecked();
      await expect(hour).toBeFocused();
      await press(page, 'ArrowLeft');
      await expect(half).toBeChecked();
      await expect(half).toBeFocused();
      await press(page, 'ArrowRight');
      await expect(hour).toBeChecked();
      await expect(hour).toBeFocused();

      // A day, then a time: tabbing forwards and back, none is under the bar. The hour's times first
      // arrive ('Loading free times...' stands in their place until then), as a member waits for them.
      const days = page.getByRole('group', { name: 'Dates with free times' }).getByRole('button');
      await expect(days.nth(1)).toBeVisible();
      await tabTo(page, days.nth(1));
      await press(page, 'Enter');
      await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
      const times = page.getByRole('group', { name: /^Free times on / }).getByRole('button');
      await expect(times.nth(5)).toBeVisible();
      await tabTo(page, times.nth(5));
      await tabTo(page, times.first(), 'Shift+Tab');
      await tabTo(page, times.nth(3));
      await press(page, 'Enter');
      await expect(times.nth(3)).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await press(page, 'Enter');
      await expect(page.getByRole('heading', { name: 'Your topic' })).toBeFocused();

      // Continue without a topic: the topic takes the focus, marked invalid and described by what is wrong.
      const topic = page.getByRole('textbox', { name: 'Topic' });
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await press(page, 'Enter');
      await expect(topic).toBeFocused();
      await expect(topic).toHaveAttribute('aria-invalid', 'true');
      await expect(topic).toHaveAccessibleDescription(/Please give your session a topic\./);
      await expect(page.getByText('Please give your session a topic.')).toBeVisible();
      await page.keyboard.type('Sizing a solar pump');
      await expect(topic).not.toHaveAttribute('aria-invalid');
      await press(page, 'Enter');
      await expect(page.getByRole('heading', { name: 'Review and book' })).toBeFocused();
      await expect(page.getByText('Sizing a solar pump')).toBeVisible();
      await expect(page.getByText('60 minutes').first()).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Book session' }));
      await press(page, 'Enter');
      await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
      await expectNewPage(page, 'Sizing a solar pump');
    });

    test('send a message: the sent one names "You", one that comes in is said once with its sender', async ({ page, request }) => {
      const a = await createConfirmedMember(request);
      const b = await createConfirmedMember(request);
      const headers = { origin: BASE_URL };
      expect((await request.post('/api/auth/sign-in/email', { headers, data: { email: b.email, password: b.password } })).ok()).toBe(true);
      const bId = ((await (await request.get('/api/me')).json()) as { user: { id: string } }).user.id;

      const ready = realtimeReady(page);
      await signIn(page, a.email, a.password);
      await page.goto(`/profile/${bId}`);
      await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Message', exact: true }));
      await press(page, 'Enter');
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      const threadId = page.url().split('/').pop()!;
      const composer = page.getByRole('textbox', { name: 'Write a message' });
      if (!(await composer.evaluate((el) => el === document.activeElement))) await tabTo(page, composer);
      await page.keyboard.type('Hello from the keyboard');
      await press(page, 'Enter');
      await expect(composer).toHaveValue('');
      const log = page.getByRole('list', { name: 'Messages in this conversation' });
      const mine = log.getByRole('listitem').filter({ hasText: 'Hello from the keyboard' });
      await expect(mine).toContainText('Sent');
      await expect(mine).toContainText('You said:');

      await ready;
      const arrival = page.getByRole('status').filter({ hasText: /^New message from/ });
      const sent = await request.post(`/api/messages/threads/${threadId}/messages`, {
        headers,
        data: { content: 'Happy to help!\nSend me your plan before Friday.' },
      });
      expect(sent.status()).toBe(201);
      await expect(arrival).toHaveText('New message from Efua Asante: Happy to help! Send me your plan before Friday.');
      await expect(log.getByRole('listitem').filter({ hasText: 'Happy to help!' })).toContainText('Efua Asante said:');
      // The member was typing: the focus stays where it was.
      await expect(composer).toBeFocused();
      await expectFocusSeen(page);
    });
  });
}
