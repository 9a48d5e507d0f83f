import { createConfirmedMember, expect, expectAccessible, signIn, test } from '../fixtures.ts';
import { listAsMentor } from '../sessions-helpers.ts';

const phone = { width: 390, height: 844 };

test('a mentor on a phone adds a bank account to be paid to: the bank is chosen by name, its lookup names the holder, and only the last 4 digits show', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  test.slow();
  // The refused account below is a 400 the browser logs.
  allowConsoleErrors(/status of 400/);
  const mentor = await createConfirmedMember(request, 'mentor');
  await page.setViewportSize(phone);
  await signIn(page, mentor.email, mentor.password);
  await listAsMentor(page);
  await page.goto('/sessions?tab=payment');
  const card = page
    .getByRole('region', { name: 'Where we pay you' })
    .or(page.locator('form', { has: page.getByRole('heading', { name: 'Where we pay you' }) }));
  await expect(page.getByRole('heading', { name: 'Where we pay you' })).toBeVisible();
  await expect(card.getByText('No payout account yet.')).toBeVisible();

  await card.getByLabel('Currency').selectOption('ZAR');
  await card.getByLabel('Account type').selectOption({ label: 'Bank account' });
  // The provider's banks for rand, by name (decision 061); the code is what is sent.
  const bank = card.getByLabel('Bank', { exact: true });
  await expect(bank.getByRole('option', { name: 'Capitec Bank' })).toBeAttached();
  await bank.selectOption({ label: 'Absa Bank' });
  await expect(bank).toHaveValue('632005');
  await expect(card.getByLabel('Bank code')).toHaveCount(0);
  // A number the bank does not know is refused, with the reason next to the field.
  await card.getByLabel('Account number').fill('9999 999 999');
  await card.getByRole('button', { name: 'Save payout account' }).click();
  await expect(card.getByText('The bank does not know this account number. Check the number and the bank code.').first()).toBeVisible();

  await card.getByLabel('Account number').fill('1234 567 890');
  await card.getByRole('button', { name: 'Save payout account' }).click();
  await expect(card.getByText('Bank account ending 7890, EFUA ASANTE (ZAR)')).toBeVisible();
  await expect(page.getByText('1234567890')).toHaveCount(0);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Remove: Bank account ending 7890, EFUA ASANTE (ZAR)' }).click();
  await expect(card.getByText('No payout account yet.')).toBeVisible();
});
