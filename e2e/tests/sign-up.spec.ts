import { expect, test, uniqueEmail, waitForMail } from '../fixtures.ts';

test('a visitor signs up, confirms the email, lands on the dashboard, and signs out', async ({ page }) => {
  const email = uniqueEmail('kemi');
  await page.goto('/');
  await page.getByRole('link', { name: 'Find a mentor' }).first().click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  const form = page.getByRole('form', { name: 'Sign Up' });
  // Submitting too early names what is missing.
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Missing required fields')).toBeVisible();
  await expect(page.getByText(/^Please fill in: First Name, Last Name, Email, Password, Date of Birth/)).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('Please fill in this field.');

  await form.getByLabel('First Name').fill('Kemi');
  // An error clears as soon as its field is edited.
  await expect(form.getByLabel('First Name')).not.toHaveAttribute('aria-invalid');
  await form.getByLabel('Last Name').fill('Adeyemi');
  await form.getByLabel('Email').fill(email);
  await expect(form.getByLabel('I want to join as')).toHaveValue('mentee');
  await form.getByLabel('Password', { exact: true }).fill('harmattan-wind-5');
  await form.getByLabel('Date of Birth').fill('1999-09-09');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Industry').selectOption('Other');
  await form.getByLabel('Your industry').fill('Fashion design');
  await form.getByLabel('How did you know about us?').selectOption('WhatsApp Group');
  await form.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/kemi');

  // Country suggestions appear once three letters are typed and typing pauses.
  const country = form.getByRole('combobox', { name: 'Country' });
  const suggestions = form.getByRole('listbox').getByRole('option');
  await country.fill('Ni');
  await page.waitForTimeout(600);
  await expect(suggestions).toHaveCount(0);
  await country.fill('Nig');
  await expect(suggestions).toHaveText(['Niger', 'Nigeria']);
  await suggestions.filter({ hasText: 'Nigeria' }).click();
  await expect(country).toHaveValue('Nigeria');
  await form.getByLabel('Phone').fill('+234 802 000 0000');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(email, /Confirm/);
  await page.goto(mail.links[0]!);
  // Confirming signs in and keeps the browser's time zone: a few requests in a row on a busy CI machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('Welcome back, Kemi')).toBeVisible();
  await expect(page.getByText('Glad to see you again on Prosper Mentor.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Kemi' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
