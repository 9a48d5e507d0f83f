import { BASE_URL } from '../playwright.config.ts';
import {
  createConfirmedMember,
  demo,
  expect,
  expectAccessible,
  memberId,
  otherMember,
  realtimeReady,
  signIn,
  test,
  welcomeGone,
} from '../fixtures.ts';

test('Chidi asks Amara to connect: her Networks badge rises without a reload, she accepts and Chidi is told', async ({ page, browser }) => {
  // Two members sign in, each in a browser of their own.
  test.setTimeout(120_000);
  let ready: Promise<void> | undefined;
  const amara = await otherMember(browser, demo.mentor, undefined, (p) => {
    ready = realtimeReady(p);
  });
  await ready;
  const amaraId = await memberId(amara.page);
  // Her demo requests read first, so the badge counts this one alone.
  await amara.page.request.post('/api/networks/requests/read', { headers: { origin: BASE_URL } });
  const networks = amara.page.getByRole('link', { name: /^Networks/ });
  await expect(networks).toHaveAccessibleName('Networks');

  await signIn(page, demo.mentee);
  await page.goto(`/profile/${amaraId}`);
  await page.getByRole('button', { name: 'Connect with Amara Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Amara Okafor' });
  await dialog.getByRole('textbox', { name: 'Add a note (optional)' }).fill('Loved your talk on product in Lagos.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request was sent to Amara Okafor.')).toBeVisible();
  await expect(page.getByText('Request pending')).toBeVisible();

  // Amara, still on her dashboard, sees the badge rise.
  await expect(networks).toHaveAccessibleName('Networks, 1 new connection requests');
  await expect(amara.page.getByTestId('networks-badge')).toHaveText('1');
  await expect(amara.page).toHaveURL(/\/dashboard$/);

  await networks.click();
  await amara.page.getByRole('tab', { name: 'Requests' }).click();
  // Opening Requests reads them: the badge goes.
  await expect(networks).toHaveAccessibleName('Networks');
  const received = amara.page.getByRole('region', { name: 'Received' });
  await expect(received.getByText('Loved your talk on product in Lagos.')).toBeVisible();
  await received.getByRole('button', { name: 'Accept: Chidi Eze' }).click();
  await expect(amara.page.getByText('You are now connected with Chidi Eze.')).toBeVisible();
  await amara.page.getByRole('tab', { name: 'My connections' }).click();
  await expect(amara.page.getByRole('link', { name: /Chidi Eze/ })).toBeVisible();
  await amara.close();

  // Chidi is told, in the words of SPEC §9.
  await page.goto('/notifications');
  await expect(page.getByText('Amara Okafor accepted your connection request').first()).toBeVisible();
  await page.goto(`/profile/${amaraId}`);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
});

test('a member joins a community and sees its feed and themselves among its members', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await welcomeGone(page);
  await page.goto('/networks?tab=communities');
  await page.getByRole('button', { name: 'Join Fintech Nigeria' }).click();
  await expect(page.getByText('You joined Fintech Nigeria.')).toBeVisible();
  await page.getByRole('link', { name: 'Fintech Nigeria' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fintech Nigeria' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave Fintech Nigeria' })).toBeVisible();
  const feed = page.getByRole('region', { name: 'Articles' });
  await expect(feed.getByRole('listitem').first()).toBeVisible();
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByRole('link', { name: /Efua Asante/ })).toBeVisible();
  await expectAccessible(page);
});

test('/networks at a phone’s size: every tab passes axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await welcomeGone(page);
  for (const tab of ['connections', 'requests', 'communities']) {
    await page.goto(`/networks?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectAccessible(page);
  }
});
