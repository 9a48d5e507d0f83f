import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { BASE_URL } from './playwright.config.ts';

/** The unread count in the bell's accessible name ('Notifications, 3 unread'), 0 when none. */
export async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)\+? unread/.exec(name)?.[1] ?? 0);
}

/** Through the API, as the onboarding form would: the signed-in mentor becomes listed, in Accra's zone. */
export async function listAsMentor(page: Page) {
  const headers = { origin: BASE_URL };
  const steps = [
    {
      step: 1,
      data: { title: 'Solar Engineer', company: 'SunGrid Ghana', bio: 'I design off-grid solar systems for rural clinics and schools.' },
    },
    { step: 2, data: { skills: ['Photovoltaics'], specializations: ['Energy'] } },
    { step: 3, data: { yearsExperience: 9, hourlyRate: 30 } },
    { step: 4, data: { languages: ['English', 'Twi'], timezone: 'Africa/Accra' } },
    { step: 5, data: {} },
  ];
  for (const body of steps) expect((await page.request.put('/api/mentor-onboarding', { headers, data: body })).ok()).toBe(true);
  expect((await page.request.post('/api/mentor-onboarding/complete', { headers })).ok()).toBe(true);
}

/** On the Availability tab: all day, every day, so free times exist whenever the journey runs. */
export async function openAllWeek(page: Page) {
  await page.goto('/sessions?tab=availability');
  await expect(page.getByRole('heading', { name: 'Your availability' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Your time zone' }).selectOption('Africa/Accra');
  for (const day of ['Monday', 'Saturday', 'Sunday']) {
    await page.getByRole('button', { name: `Add hours on ${day}` }).click();
    await page.getByRole('combobox', { name: `${day}, hours 1: from` }).selectOption('00:00');
    await page.getByRole('combobox', { name: `${day}, hours 1: to` }).selectOption('24:00');
    if (day === 'Monday') await page.getByRole('button', { name: 'Copy Monday to every weekday' }).click();
  }
  await expect(page.getByRole('combobox', { name: 'Friday, hours 1: to' })).toHaveValue('24:00');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Availability saved')).toBeVisible();
}

/**
 * On the booking page: an early free time, then a topic, then the review and Book. Not the very first time:
 * it sits at the minimum notice and can stop being free while the journey fills in the form. Late in a
 * mentor's day the first day has no other time left: then the next day's first.
 */
export async function bookFirstFreeTime(page: Page, topic: string) {
  const times = page.getByRole('group', { name: /^Free times on / }).getByRole('button');
  await expect(times.first()).toBeVisible();
  let first = times.nth(1);
  if ((await times.count()) < 2) {
    await page.getByRole('group', { name: 'Dates with free times' }).getByRole('button').nth(1).click();
    first = times.first();
  }
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your topic' })).toBeFocused();
  // The topic is required and checked before moving on.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please give your session a topic.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await expect(page.getByText(`${topic.length}/120`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Note for the mentor (optional)' }).fill('I have a draft budget to share.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review and book' })).toBeVisible();
  await expect(page.getByText(topic)).toBeVisible();
  await page.getByRole('button', { name: 'Book session' }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
}
