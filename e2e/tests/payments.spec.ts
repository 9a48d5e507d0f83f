import { createConfirmedMember, expect, expectAccessible, memberId, otherMember, signIn, test, welcomeGone } from '../fixtures.ts';
import { bookFirstFreeTime, listAsMentor, openAllWeek } from '../sessions-helpers.ts';

const phone = { width: 390, height: 844 };

test('a mentor who charges says how to be paid; the mentee sees the details only once the session is confirmed, pays with a reference, and the mentor confirms it', async ({
  page,
  request,
  browser,
}) => {
  // Two members on phones: a mentor's setup, a booking, a confirmation and a payment.
  test.slow();
  const mentor = await createConfirmedMember(request, 'mentor');
  const mentee = await createConfirmedMember(request);
  await page.setViewportSize(phone);
  await signIn(page, mentor.email, mentor.password);
  await listAsMentor(page);
  const mentorId = await memberId(page);
  await openAllWeek(page);

  // $30 an hour and no way to be paid: the dashboard says so, and leads to the Getting paid tab.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Add how you get paid/ }).click();
  await expect(page).toHaveURL(/\/sessions\?tab=payment$/);
  await expect(page.getByRole('tab', { name: 'Getting paid' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'How mentees pay you' })).toBeVisible();
  await expect(page.getByText('You charge for sessions, but mentees do not know how to pay you.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add M-Pesa' }).click();
  const mpesa = page.getByRole('group', { name: 'M-Pesa 1' });
  await mpesa.getByRole('textbox', { name: 'Phone number' }).fill('0712 345 678');
  await page.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(mpesa.getByText('Please enter the number in international form, like +254 712 345 678.')).toBeVisible();
  await expect(mpesa.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
  await mpesa.getByRole('textbox', { name: 'Phone number' }).fill('+254 712 345 678');
  await mpesa.getByRole('textbox', { name: 'Till number' }).fill('512345');
  await page.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(page.getByText('Payment methods saved')).toBeVisible();
  await expect(mpesa.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+254712345678');
  await expect(page.getByText('You charge for sessions, but', { exact: false })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await welcomeGone(page);
  await expectAccessible(page);
  // Done, the step leaves the dashboard.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Add how you get paid/ })).toHaveCount(0);

  // The mentee books; while the request waits, nothing of the mentor's payment details shows.
  const other = await otherMember(browser, mentee.email, mentee.password);
  const m = other.page;
  await m.setViewportSize(phone);
  await m.goto(`/sessions/book/${mentorId}`);
  const topic = 'Costing a rural clinic install';
  await bookFirstFreeTime(m, topic);
  await expect(m.getByText('Session requested. Efua Asante will confirm it.')).toBeVisible();
  await expect(m.getByText('Requested', { exact: true })).toBeVisible();
  await expect(m.getByRole('heading', { name: /^Pay / })).toHaveCount(0);
  await expect(m.getByText('+254712345678')).toHaveCount(0);
  await expect(m.getByRole('button', { name: 'I’ve paid' })).toHaveCount(0);
  const sessionUrl = m.url();

  // The mentor confirms from the session page.
  await page.goto(new URL(sessionUrl).pathname);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Session confirmed')).toBeVisible();
  await expect(page.getByText('Waiting for Efua Asante to pay you directly. Confirm once you have received it.')).toBeVisible();
  await expect(page.getByText('+254712345678')).toHaveCount(0);

  // Now the mentee sees whom to pay, how much in the mentor's cedis and in their own dollars, and how.
  await m.reload();
  const pay = m.getByRole('region', { name: 'Pay Efua Asante' });
  await expect(pay).toBeVisible();
  await expect(pay.getByText('₵93')).toBeVisible();
  await expect(pay.getByText('in Efua Asante’s currency')).toBeVisible();
  await expect(pay.getByText('$15.00')).toBeVisible();
  await expect(pay.getByText('in your currency')).toBeVisible();
  await expect(pay.getByRole('heading', { name: 'M-Pesa' })).toBeVisible();
  await expect(pay.getByText('+254712345678')).toBeVisible();
  await expect(pay.getByText('512345')).toBeVisible();
  await expect(pay.getByRole('button', { name: 'Copy Phone number' })).toBeVisible();
  await expect(m.getByText('Not paid yet')).toBeVisible();
  expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await welcomeGone(m);
  await expectAccessible(m);

  // "I've paid" asks for the reference, checked before it is sent.
  await pay.getByRole('button', { name: 'I’ve paid' }).click();
  const dialog = m.getByRole('dialog', { name: 'Tell Efua Asante you paid' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter the payment’s reference, such as the M-Pesa confirmation code.')).toBeVisible();
  await expectAccessible(m);
  await dialog.getByRole('textbox', { name: 'Payment reference' }).fill('QGH7XK2L9P');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(m.getByText('Efua Asante was told that you paid')).toBeVisible();
  await expect(m.getByText('You paid; reference QGH7XK2L9P. Waiting for Efua Asante to confirm it arrived.')).toBeVisible();
  await expect(pay.getByRole('button', { name: 'I’ve paid' })).toHaveCount(0);

  // The mentor sees the reference and confirms the money arrived; both are told with the §9 texts.
  await page.reload();
  await expect(page.getByText('Efua Asante says they paid, reference QGH7XK2L9P. Confirm once it has reached you.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(page.getByText('Payment marked as received')).toBeVisible();
  await expect(page.getByText(/^Paid on /)).toBeVisible();

  // Paid: the details are gone from the mentee's page.
  await m.reload();
  await expect(m.getByText(/^Paid on /)).toBeVisible();
  await expect(m.getByRole('region', { name: 'Pay Efua Asante' })).toHaveCount(0);
  await expect(m.getByText('+254712345678')).toHaveCount(0);
  await m.goto('/notifications');
  await expect(m.getByText('You sent $15.00 to Efua Asante for a session')).toBeVisible();
  await other.close();
});
