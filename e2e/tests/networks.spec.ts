import { BASE_URL } from '../playwright.config.ts';
import {
  createAdmin,
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

test('on /users the Connect buttons of a page come from one request, and asking from there moves the button on', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await welcomeGone(page);
  const perMember: string[] = [];
  const perPage: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/networks/connections/')) perMember.push(pathname);
    if (pathname === '/api/networks/states') perPage.push(pathname);
  });
  await page.goto('/users');
  const connect = page.getByRole('button', { name: /^Connect with / });
  await expect(connect.first()).toBeVisible();
  expect(await connect.count()).toBeGreaterThan(1);
  expect(perPage).toHaveLength(1);
  expect(perMember).toEqual([]);

  const name = (await connect.first().getAttribute('aria-label'))!.replace('Connect with ', '');
  await connect.first().click();
  await page
    .getByRole('dialog', { name: `Connect with ${name}` })
    .getByRole('button', { name: 'Send request' })
    .click();
  await expect(page.getByText(`Your request was sent to ${name}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Withdraw: ${name}` })).toBeVisible();
  expect(perMember).toEqual([]);
});

test('an admin creates a community from the web, a member finds and joins it, and the admin edits and then archives it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  await signIn(page, admin.email, admin.password);
  await page.goto('/networks?tab=communities');
  const name = `Blue Economy ${Date.now()}`;
  await page.getByRole('button', { name: 'New community' }).click();
  const form = page.getByRole('dialog', { name: 'New community' });
  // The form checks what it can before sending.
  await form.getByRole('button', { name: 'Create community' }).click();
  await expect(form.getByText('Enter a name of at least 2 characters.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  // The address follows the name.
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(/^blue-economy-\d+$/);
  await form.getByRole('textbox', { name: 'Description' }).fill('Fisheries, ports and ocean science along the coasts.');
  await form.getByRole('button', { name: 'Create community' }).click();
  await expect(page.getByText(`${name} was created.`)).toBeVisible();
  await expect(form).toBeHidden();

  // A member, in a browser of their own, finds it and joins.
  const member = await createConfirmedMember(request);
  const other = await otherMember(browser, member.email, member.password);
  await other.page.goto('/networks?tab=communities');
  await other.page.getByRole('button', { name: `Join ${name}` }).click();
  await expect(other.page.getByText(`You joined ${name}.`)).toBeVisible();
  await other.page.getByRole('link', { name }).click();
  await expect(other.page.getByText('Fisheries, ports and ocean science along the coasts.')).toBeVisible();

  // The admin edits its description, and the member reads the new one.
  await expect(page.getByText(`${name} was created.`)).toBeHidden();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit community' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expectAccessible(page);
  await edit.getByRole('textbox', { name: 'Description' }).fill('Fisheries, ports, shipping and ocean science.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  await other.page.reload();
  await expect(other.page.getByText('Fisheries, ports, shipping and ocean science.')).toBeVisible();

  // Archiving asks first; archived, it takes nobody new.
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Archive ${name}?` });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(`${name} was archived.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Restore ${name}` })).toBeVisible();
  await other.page.reload();
  await expect(other.page.getByText('Archived', { exact: false }).first()).toBeVisible();
  await expect(other.page.getByRole('button', { name: `Leave ${name}` })).toBeVisible();
  await other.close();
});

test('an author tags an article with their community and it appears in the community’s feed', async ({ page, request }) => {
  test.setTimeout(60_000);
  const author = await createConfirmedMember(request);
  await signIn(page, author.email, author.password);
  await welcomeGone(page);
  await page.goto('/networks?tab=communities');
  await page.getByRole('button', { name: 'Join Agritech East Africa' }).click();
  await expect(page.getByText('You joined Agritech East Africa.')).toBeVisible();

  await page.goto('/create-article');
  const title = `Drip irrigation on a budget ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).fill('Start with one plot and a gravity tank.');
  const community = page.getByRole('combobox', { name: 'Community' });
  await expect(community).toHaveValue('');
  // Only the author's own communities are offered.
  await expect(community.getByRole('option')).toHaveText(['No community', 'Agritech East Africa']);
  await community.selectOption({ label: 'Agritech East Africa' });
  await page.getByRole('button', { name: 'Publish Article' }).click();
  await expect(page.getByText('Article created!')).toBeVisible();
  await expect(page).toHaveURL(/\/view-post\//);

  // Editing shows the article's community.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Community' })).toHaveValue('agritech-east-africa');

  await page.goto('/networks/communities/agritech-east-africa');
  const feed = page.getByRole('region', { name: 'Articles' });
  await expect(feed.getByRole('link', { name: title })).toBeVisible();
  await feed.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
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
