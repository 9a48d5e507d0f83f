import type { Locator } from '@playwright/test';
import { createConfirmedMember, demo, expect, expectAccessible, signIn, test } from '../fixtures.ts';

test('a mentee searches mentors with words and filters and shares the search', async ({ page, request }) => {
  const mentee = await createConfirmedMember(request);
  await signIn(page, mentee.email, mentee.password);
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
});

test('a mentee opens a mentor found by name; a visitor sees the same page without contact details', async ({ page, browser, request }) => {
  const mentee = await createConfirmedMember(request);
  await signIn(page, mentee.email, mentee.password);
  await page.goto('/mentors?q=wanjiru');
  const cards = page.getByRole('article');
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
  // The reasons sit inside the cards, so the cards of a row end together however many reasons each has.
  await page.setViewportSize({ width: 1280, height: 800 });
  const cards = page.getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  const boxes = await Promise.all((await cards.all()).slice(0, 3).map(async (card) => (await card.boundingBox())!));
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  expect(new Set(boxes.map((b) => Math.round(b.height))).size).toBe(1);
  await expectAccessible(page);

  await page.goto('/users');
  await page.getByRole('searchbox', { name: 'Search members by name' }).fill('wanj');
  await expect(page.getByRole('link', { name: /Wanjiru Kamau/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Amara Okafor/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: /Wanjiru Kamau/ }).click();
  await expect(page.getByRole('heading', { name: 'Wanjiru Kamau', level: 1 })).toBeVisible();
});

/** Whether a text shows whole in its box: nothing cut at the end of a line nor below the last one. */
const showsWhole = (text: Locator) => text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);

test('on a phone, the search says how many mentors it found and clears its filters in one tap; long titles wrap rather than being cut', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member.email, member.password);
  await page.goto('/mentors');
  const found = page.getByRole('status').filter({ hasText: /found$/ });
  const cards = page.getByRole('article');
  // Twenty a page: the count says more exist.
  await expect(found).toHaveText('20+ mentors found');

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Country').selectOption('Kenya');
  // The box follows the address, which the click changes: a click, then wait for it to show checked.
  await page.getByLabel('Free only').click();
  await expect(page.getByLabel('Free only')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(found).toHaveText(/^\d mentors? found$/);
  const shown = await cards.count();
  await expect(found).toHaveText(shown === 1 ? '1 mentor found' : `${shown} mentors found`);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(found).toHaveText('20+ mentors found');
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(page.getByLabel('Country')).toHaveValue('');
  await expect(page.getByLabel('Free only')).not.toBeChecked();
  await expect(page).not.toHaveURL(/country=|free=/);
  await expect(page.getByRole('searchbox', { name: 'Search mentors' })).toBeFocused();

  // Nothing found: the count says so, and the filters can be cleared from there too.
  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('zzzqqq');
  await expect(page.getByRole('status').filter({ hasText: 'No mentors match your search.' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page.getByLabel('Country')).toHaveValue('');
  await expect(page).toHaveURL(/q=zzzqqq/);

  // A title and company longer than one line wrap, whole, with the full text on hover too, on a phone and a laptop.
  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('Bright Futures Academy');
  const role = cards.first().getByText('Head Teacher at Bright Futures Academy');
  await expect(role).toHaveAttribute('title', 'Head Teacher at Bright Futures Academy');
  expect(await showsWhole(role)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await showsWhole(role)).toBe(true);
});

test('a member sorts mentors by price and by rating; the order stays in the address and through Clear filters', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member.email, member.password);
  await page.goto('/mentors');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('relevance');
  const dollarsOnCards = async () =>
    (await cards.allTextContents()).map((text) =>
      /\bFree\b/.test(text) ? 0 : Number(/\$([\d,]+\.\d\d)\/hr/.exec(text)?.[1]?.replace(/,/g, '')),
    );

  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price_high/);
  await expect(cards.first()).not.toContainText('Free');
  const high = await dollarsOnCards();
  expect(high).toEqual([...high].sort((a, b) => b - a));

  await sort.selectOption({ label: 'Price: low to high' });
  await expect(cards.first()).toContainText('Free');
  const low = await dollarsOnCards();
  expect(low).toEqual([...low].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/sort=price_low/);
  await expect(sort).toHaveValue('price_low');

  await sort.selectOption({ label: 'Highest rated' });
  await expect(page).toHaveURL(/sort=rating/);
  await expect(cards.first()).toContainText(/\d reviews?/);
});
