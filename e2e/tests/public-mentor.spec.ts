import { BASE_URL } from '../playwright.config.ts';
import { demo, expect, expectAccessible, signIn, test, uniqueEmail, waitForMail, welcomeGone } from '../fixtures.ts';

// A visitor on a phone in Nairobi: prices in Kenyan shillings, times in East Africa Time.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Africa/Nairobi', locale: 'en-US' });

type Landing = {
  mentors: { id: string; firstName: string; lastName: string }[];
  figures: { mentors: number; countries: number; sessionsHeld: number };
};

test('a visitor meets real mentors on the landing page, opens one, signs up from Book a session and lands back on the booking', async ({
  page,
  request,
}) => {
  test.slow();
  const landing = (await (await request.get('/api/landing')).json()) as Landing;
  await page.goto('/');

  // The figures and the mentors are the database's own.
  const figures = page.getByRole('region', { name: 'Prosper Mentor in numbers' });
  await expect(figures.getByRole('definition')).toHaveText([
    String(landing.figures.mentors),
    String(landing.figures.countries),
    String(landing.figures.sessionsHeld),
  ]);
  await expect(figures.getByRole('term')).toHaveText(['mentors', 'countries', 'sessions held']);
  const mentors = page.getByRole('region', { name: 'Meet some of our mentors' });
  await expect(mentors.getByRole('listitem')).toHaveCount(landing.mentors.length);
  const amara = mentors.getByRole('listitem').filter({ hasText: 'Amara Okafor' });
  await expect(amara).toContainText('Head of Product at PayRiver');
  await expect(amara).toContainText('Nigeria');
  await expect(amara).toContainText('KSh 4,680/hr');
  await expect(amara).toContainText('4.5 · 2 reviews');
  // Nothing private reaches the page.
  await expect(page.locator('body')).not.toContainText('@demo.prospermentor.africa');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await amara.getByRole('link', { name: 'Amara Okafor' }).click();
  const amaraId = landing.mentors.find((m) => m.firstName === 'Amara')!.id;
  await expect(page).toHaveURL(`/mentor/${amaraId}`);
  await expect(page.getByRole('heading', { name: 'Amara Okafor', level: 1 })).toBeVisible();
  await expect(page.getByText('KSh 4,680/hr')).toBeVisible();
  await expect(page.getByText('Rated 4.5 out of 5 from 2 reviews')).toBeAttached();

  // The reviews behind the rating: who, how many stars, what they said.
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(2);
  const nia = reviews.getByRole('listitem').filter({ hasText: 'Nia Moyo' });
  await expect(nia).toContainText('Great mock interview and honest feedback.');
  await expect(nia.getByRole('img', { name: /4 out of 5/ })).toBeVisible();

  // Her next free times, in the visitor's own zone.
  const times = page.getByRole('region', { name: 'Next free times' });
  await expect(times.getByText('Times are shown in Africa/Nairobi (GMT+3).', { exact: false })).toBeVisible();
  await expect(times.getByRole('listitem').first()).toBeVisible();
  expect(await times.getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // Book a session: sign up first, confirm the address, and land on Amara's booking page.
  await page.getByRole('link', { name: 'Book a session' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const email = uniqueEmail('zawadi');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('First Name').fill('Zawadi');
  await form.getByLabel('Last Name').fill('Otieno');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('jacaranda-bloom-7');
  await form.getByLabel('Date of Birth').fill('2000-02-02');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Industry').selectOption('Technology');
  await form.getByLabel('How did you know about us?').selectOption('Google');
  await form.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/zawadi');
  const country = form.getByRole('combobox', { name: 'Country' });
  await country.fill('Ken');
  await form.getByRole('listbox').getByRole('option', { name: 'Kenya' }).click();
  await form.getByLabel('Phone').fill('+254 712 000 000');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(email, /Confirm/);
  const link = new URL(mail.links[0]!);
  expect(link.origin).toBe(BASE_URL);
  expect(link.pathname).toBe('/auth/confirm');
  expect(link.searchParams.get('next')).toBe(`/sessions/book/${amaraId}`);
  await page.goto(mail.links[0]!);
  await expect(page).toHaveURL(`/sessions/book/${amaraId}`);
  await expect(page.getByRole('heading', { name: 'Book a session with Amara Okafor' })).toBeVisible();
  await expect(page.getByText('Welcome back, Zawadi')).toBeVisible();
});

test('a return path off the site is refused at sign-up, and ignored in a tampered confirmation link', async ({ page, request }) => {
  const email = uniqueEmail('baraka');
  const signUp = (returnTo?: string) =>
    request.post('/api/accounts/sign-up', {
      headers: { origin: BASE_URL },
      data: {
        firstName: 'Baraka',
        lastName: 'Mwangi',
        email,
        role: 'mentee',
        password: 'kilimanjaro-peak-3',
        dob: '1997-01-01',
        gender: 'male',
        industry: 'Education',
        howDidYouKnow: 'Google',
        linkedin: 'https://www.linkedin.com/in/baraka',
        country: 'Kenya',
        phone: '+254 711 000 000',
        ...(returnTo ? { returnTo } : {}),
      },
    });
  const refused = await signUp('//evil.example/phish');
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'The page to return to must be a page of this site.',
  );

  expect((await signUp()).status()).toBe(201);
  const link = new URL((await waitForMail(email, /Confirm/)).links[0]!);
  link.searchParams.set('next', '//evil.example/phish');
  await page.goto(link.toString());
  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(page.getByText('Welcome back, Baraka')).toBeVisible();
});

test('a member sees the price in their own currency and books straight away; a mentor’s own page has no Book button', async ({ page }) => {
  await signIn(page, demo.mentee);
  const amara = (await (await page.request.get('/api/landing')).json()) as Landing;
  const amaraId = amara.mentors.find((m) => m.firstName === 'Amara')!.id;
  await page.goto(`/mentor/${amaraId}`);
  // Chidi keeps the default display currency, US dollars, wherever his browser is.
  await expect(page.getByText('$40.00/hr')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(2);
  await welcomeGone(page);
  await page.getByRole('link', { name: 'Book a session' }).click();
  await expect(page).toHaveURL(`/sessions/book/${amaraId}`);

  await page.context().clearCookies();
  await signIn(page, demo.mentor);
  await page.goto(`/mentor/${amaraId}`);
  await expect(page.getByRole('heading', { name: 'Amara Okafor', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next free times' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a session' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all times' })).toHaveCount(0);
});
