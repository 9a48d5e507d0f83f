import { demo, expect, expectAccessible, signIn, test } from '../fixtures.ts';

test('a mentee searches mentors with words and filters, shares the search, and opens a mentor', async ({ page, browser }) => {
  await signIn(page, demo.mentee);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mentors' }).click();
  await expect(page.getByRole('heading', { name: 'Mentors', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  // Twenty a page, more on request.
  await expect(cards).toHaveCount(20);
  await expect(cards.filter({ hasText: 'Amara Okafor' })).toContainText('$40.00/hr');
  await page.getByRole('button', { name: 'Show more mentors' }).click();
  await expect(cards).toHaveCount(40);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('data sci');
  await expect(cards.first()).toContainText('Yonas Tesfaye');
  await expect(page).toHaveURL(/q=data\+sci/);

  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('');
  await page.getByLabel('Country').selectOption('Kenya');
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Kenya');
  await page.getByLabel('Free only').click();
  await expect(page.getByLabel('Free only')).toBeChecked();
  await expect(cards.filter({ hasText: 'Wanjiru Kamau' })).toContainText('Free');
  for (const card of await cards.all()) {
    await expect(card).toContainText('Kenya');
    await expect(card).toContainText('Free');
  }
  await expect(page).toHaveURL(/country=Kenya/);
  await expect(page).toHaveURL(/free=true/);

  // The search survives a reload: it lives in the address.
  const count = await cards.count();
  await page.reload();
  await expect(page.getByLabel('Country')).toHaveValue('Kenya');
  await expect(page.getByLabel('Free only')).toBeChecked();
  await expect(cards).toHaveCount(count);

  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('zzzqqq');
  await expect(page.getByText('No mentors match your search.')).toBeVisible();
  await expect(page.getByText('Try removing a filter or searching with fewer words.')).toBeVisible();
  await page.getByRole('button', { name: /Kenya/ }).click();
  await page.getByRole('button', { name: /Free only/ }).click();
  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('wanjiru');
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('link', { name: 'Wanjiru Kamau' }).click();
  await expect(page).toHaveURL(/\/mentor\/\w+$/);
  await expect(page.getByRole('heading', { name: 'Wanjiru Kamau', level: 1 })).toBeVisible();
  await expect(page.getByText('Founder & CEO at ShambaLink')).toBeVisible();
  await expectAccessible(page);

  // The mentor page is public: a visitor sees it, without contact details.
  const visitor = await browser.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByRole('heading', { name: 'Wanjiru Kamau', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
  await expect(visitor.getByText('wanjiru.kamau@demo.prospermentor.africa')).toHaveCount(0);
  await visitor.close();
});

test('a mentee sees mentors suggested for their goals with the reasons, and finds members by name', async ({ page }) => {
  await signIn(page, demo.mentee);
  await page.goto('/connect');
  const amara = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Amara Okafor' }) });
  await expect(amara).toContainText('Shares 1 of your goals: Product management');
  await expectAccessible(page);

  await page.goto('/users');
  await page.getByRole('searchbox', { name: 'Search members by name' }).fill('wanj');
  await expect(page.getByRole('link', { name: /Wanjiru Kamau/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Amara Okafor/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: /Wanjiru Kamau/ }).click();
  await expect(page.getByRole('heading', { name: 'Wanjiru Kamau', level: 1 })).toBeVisible();
});
