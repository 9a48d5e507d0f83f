import path from 'node:path';
import { createConfirmedMember, expect, expectAccessible, signIn, test, uniqueEmail, waitForMail, welcomeGone } from '../fixtures.ts';

const AVATAR = path.join(import.meta.dirname, '../files/avatar.png');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member sets a goal with milestones, ticks them off and is celebrated at 100 %', async ({ page, request }) => {
    test.setTimeout(180_000);
    const member = await createConfirmedMember(request);
    await signIn(page, member.email, member.password);
    await welcomeGone(page);
    await expect(page.getByRole('heading', { name: 'Your goals' })).toBeVisible();
    await expect(page.getByText('Set a goal and track your progress.')).toBeVisible();
    await page.getByRole('link', { name: 'See all goals' }).click();

    await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
    await expect(page.getByText('No goals yet. What would you like to achieve?')).toBeVisible();
    await page.getByRole('button', { name: 'New goal' }).click();
    const form = page.getByRole('region', { name: 'New goal' });
    // Nothing is sent without a title; the error is tied to its field.
    await form.getByRole('button', { name: 'Add goal' }).click();
    await expect(form.getByLabel('Goal', { exact: true })).toHaveAccessibleDescription('Title is required.');
    await form.getByLabel('Goal', { exact: true }).fill('Give my first conference talk');
    await form.getByLabel('Why it matters').fill('To share what our team learned about offline-first apps.');
    await form.getByRole('textbox', { name: 'Milestone 1', exact: true }).fill('Write the abstract');
    await form.getByRole('button', { name: 'Add milestone' }).click();
    await form.getByRole('textbox', { name: 'Milestone 2', exact: true }).fill('Rehearse with my mentor');
    await form.getByRole('button', { name: 'Add milestone' }).click();
    await form.getByRole('textbox', { name: 'Milestone 3', exact: true }).fill('Give the talk');
    await form.getByRole('button', { name: 'Add goal' }).click();
    await expect(page.getByText('Goal added')).toBeVisible();

    const card = page.getByRole('article').filter({ hasText: 'Give my first conference talk' });
    const progress = card.getByRole('progressbar', { name: 'Progress of Give my first conference talk' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(card.getByText('0 of 3 milestones done')).toBeVisible();
    await expectAccessible(page);

    await card.getByRole('checkbox', { name: 'Write the abstract' }).check();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await card.getByRole('checkbox', { name: 'Rehearse with my mentor' }).check();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    await expect(card.getByText('Goal reached!')).toBeHidden();
    await card.getByRole('checkbox', { name: 'Give the talk' }).check();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');

    // Said aloud, shown, and the story it may become one tap away.
    await expect(card.getByRole('status')).toHaveText('Goal reached: Give my first conference talk! Well done.');
    await expect(card.getByText('Goal reached!')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Tell your story' })).toHaveAttribute(
      'href',
      `/stories/new?title=${encodeURIComponent('Give my first conference talk')}`,
    );
    await expectAccessible(page);

    // The dashboard shows the goal and its progress.
    await page.goto('/dashboard');
    const onDashboard = page.getByRole('region', { name: 'Your goals' });
    await expect(onDashboard.getByRole('progressbar', { name: 'Progress of Give my first conference talk' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    // Archived, it leaves the active list; deleted, it is gone.
    await onDashboard.getByRole('link', { name: 'Give my first conference talk' }).click();
    await expect(page.getByRole('heading', { name: 'Give my first conference talk', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Goal archived')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/goals$/);
    await expect(page.getByText('No goals yet. What would you like to achieve?')).toBeVisible();
  });
});

test('a visitor signs up, confirms, and walks the welcome from the dashboard card, never offered it again', async ({ page }) => {
  // Sign-up, mail, three steps and three accessibility checks: longer than the default on a busy machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('lindiwe');
  const password = 'jacaranda-bloom-4';
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('First Name').fill('Lindiwe');
  await form.getByLabel('Last Name').fill('Dlamini');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Date of Birth').fill('1998-03-21');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Industry').selectOption('Technology');
  await form.getByLabel('How did you know about us?').selectOption('LinkedIn');
  await form.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/lindiwe');
  const country = form.getByRole('combobox', { name: 'Country' });
  await country.fill('Nig');
  await form.getByRole('listbox').getByRole('option', { name: 'Nigeria' }).click();
  await form.getByLabel('Phone').fill('+234 803 000 0000');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);

  // The confirmation link signs the new member in, on the dashboard.
  const mail = await waitForMail(email, /Confirm/);
  await page.goto(mail.links[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The sign-in toast fades before any accessibility check (slower than welcomeGone allows on a busy machine).
  await expect(page.getByText('Glad to see you again on Prosper Mentor.')).toBeHidden({ timeout: 20_000 });
  const card = page.getByRole('region', { name: 'Set up your account' });
  await card.getByRole('link', { name: 'Start the welcome' }).click();

  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A photo and a line about yourself' })).toBeVisible();
  await expectAccessible(page);
  await page.locator('input[type=file]').setInputFiles(AVATAR);
  await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
  await page.getByRole('textbox', { name: 'About you' }).fill('A data analyst in Lagos, learning product management.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you want to learn' })).toBeVisible();
  // Back keeps what was saved.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'About you' })).toHaveValue('A data analyst in Lagos, learning product management.');
  await page.getByRole('button', { name: 'Next' }).click();
  const goals = page.getByRole('group', { name: 'Learning Goals' });
  await goals.getByRole('textbox', { name: 'Add a tag' }).fill('Product management');
  await goals.getByRole('textbox', { name: 'Add a tag' }).press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Follow three people' })).toBeVisible();
  const follows = page.getByRole('button', { name: /^Follow / });
  await expect(follows).toHaveCount(3);
  await follows.first().click();
  await expect(follows.first()).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Lindiwe' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Set up your account' })).toBeHidden();
  const profile = (await (await page.request.get('/api/profiles/me')).json()) as {
    bio: string;
    avatarUrl: string | null;
    mentee: { goals: string[] };
    following: number;
  };
  expect(profile).toMatchObject({
    bio: 'A data analyst in Lagos, learning product management.',
    mentee: { goals: ['Product management'] },
    following: 1,
  });
  expect(profile.avatarUrl).not.toBeNull();
  expect(await (await page.request.get('/api/welcome')).json()).toMatchObject({ outcome: 'finished' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Lindiwe' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Set up your account' })).toBeHidden();
});

test('a member who skips the welcome is not offered it again', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await page.getByRole('link', { name: 'Start the welcome' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Skip the welcome' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Start the welcome' })).toBeHidden();
  expect(await (await page.request.get('/api/welcome')).json()).toMatchObject({ outcome: 'skipped' });
  // Nor by its address.
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
});
