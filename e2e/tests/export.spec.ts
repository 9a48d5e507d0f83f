import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { createConfirmedMember, expect, expectAccessible, memberId, signIn, test, welcomeGone } from '../fixtures.ts';
import { press, tabTo } from '../keyboard.ts';
import { BASE_URL } from '../playwright.config.ts';

const headers = { origin: BASE_URL };

/** Signs `member` in on the request context, runs `act`, and signs out again. */
async function asMember<T>(request: APIRequestContext, member: { email: string; password: string }, act: () => Promise<T>) {
  expect((await request.post('/api/auth/sign-in/email', { headers, data: member })).ok()).toBe(true);
  try {
    return await act();
  } finally {
    await request.post('/api/auth/sign-out', { headers, data: {} });
  }
}

test('a member downloads their data from Settings: the named file parses, holds their email and a message they sent, and no secret', async ({
  page,
  request,
}) => {
  const writer = await createConfirmedMember(request);
  const reader = await createConfirmedMember(request);
  const readerId = await asMember(
    request,
    reader,
    async () => ((await (await request.get('/api/me')).json()) as { user: { id: string } }).user.id,
  );
  const sent = 'Thank you for the CV advice, see you on Friday.';
  await asMember(request, writer, async () => {
    const thread = (await (await request.post('/api/messages/threads', { headers, data: { recipientId: readerId } })).json()) as {
      id: string;
    };
    expect((await request.post(`/api/messages/threads/${thread.id}/messages`, { headers, data: { content: sent } })).ok()).toBe(true);
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, writer.email, writer.password);
  const id = await memberId(page);
  await page.goto('/settings/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
  await welcomeGone(page);
  await expectAccessible(page);

  const button = page.getByRole('button', { name: 'Export my data' });
  await tabTo(page, button);
  const download = page.waitForEvent('download');
  await press(page, 'Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^prosper_mentor_data_${id}_\\d{4}-\\d{2}-\\d{2}\\.json$`));
  await expect(page.getByText('Data export completed')).toBeVisible();

  const text = readFileSync((await file.path())!, 'utf8');
  const data = JSON.parse(text) as { profile: { email: string }; messages_sent: { content: string }[]; export_date: string };
  expect(data.profile.email).toBe(writer.email);
  expect(data.messages_sent.map((m) => m.content)).toContain(sent);
  expect(text).not.toContain(writer.password);
  expect(text).not.toMatch(/password|token/i);
});
