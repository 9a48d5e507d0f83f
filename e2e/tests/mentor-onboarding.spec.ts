import { createConfirmedMember, expect, expectAccessible, signIn, test } from '../fixtures.ts';

test('a new mentor onboards in steps, leaves and resumes, finishes and is listed', async ({ page, request }) => {
  const mentor = await createConfirmedMember(request, 'mentor');
  // Other journeys list solar engineers too; this one's company tells its card apart.
  const company = `SunGrid Ghana ${mentor.email.split('.')[1]?.split('@')[0]}`;
  await signIn(page, mentor.email, mentor.password);
  await page.getByRole('link', { name: /Set up your mentor profile/ }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expectAccessible(page);

  // Each step is checked before it is saved.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please enter your title.')).toBeVisible();
  await page.getByLabel('Title').fill('Solar Engineer');
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Bio').fill('I design off-grid solar systems for rural clinics and schools.');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Expertise and skills' })).toBeVisible();
  const newTag = page.getByRole('textbox', { name: 'Add a tag' });
  await newTag.fill('Photovoltaics');
  await newTag.press('Enter');
  await page.getByLabel('Specializations').fill('Energy, Engineering');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Experience and rate' })).toBeVisible();

  // Leaving and coming back resumes at the next step.
  await page.goto('/dashboard');
  await page.goto('/mentor-onboarding');
  await expect(page.getByRole('heading', { name: 'Experience and rate' })).toBeVisible();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByLabel('Years of Experience').fill('9');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByLabel('Languages', { exact: true }).fill('English, Twi');
  await page.getByLabel('Timezone', { exact: true }).selectOption('Africa/Accra');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/mentor-onboarding\/success$/);
  await expect(page.getByRole('heading', { name: 'You are listed as a mentor' })).toBeVisible();
  await page.getByRole('link', { name: 'See the mentors' }).click();
  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('photovolt');
  const card = page.getByRole('article').filter({ hasText: `Solar Engineer at ${company}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Free');
});
