import path from 'node:path';
import { createConfirmedMember, demo, expect, expectAccessible, signIn, test } from '../fixtures.ts';

test('a mentor edits the profile: photo, place suggestion, skills, birth date; the profile shows it', async ({ page, request }) => {
  const mentor = await createConfirmedMember(request, 'mentor');
  await signIn(page, mentor.email, mentor.password);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  await expectAccessible(page);

  await page.locator('input[type=file]').setInputFiles(path.join(import.meta.dirname, '../files/avatar.png'));
  await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
  await expect(page.locator('img[src$="-256.webp"]').first()).toBeVisible();

  await page.getByLabel('Bio').fill('I help teachers bring computing into their classrooms.');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('nairo');
  const suggestion = page.getByRole('option', { name: 'Nairobi, Nairobi City, Kenya' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(location).toHaveValue('Nairobi, Nairobi City, Kenya');

  const skills = page.getByRole('group', { name: 'Skills & Expertise' });
  const newTag = skills.getByRole('textbox', { name: 'Add a tag' });
  await newTag.fill(' Scratch ');
  await newTag.press('Enter');
  await newTag.fill('scratch');
  await newTag.press('Enter');
  await newTag.fill('Curriculum design');
  await skills.getByRole('button', { name: 'Add' }).click();
  await newTag.fill('Oops');
  await newTag.press('Enter');
  await skills.getByRole('button', { name: 'Remove Oops' }).click();
  await expect(skills.getByRole('listitem')).toHaveText(['Scratch', 'Curriculum design']);

  const dob = page.getByLabel('Date of Birth');
  await dob.fill('31/02/1990');
  await dob.blur();
  // Not a date: the field goes back to what it was.
  await expect(dob).toHaveValue('14/07/1996');
  await dob.fill('05/11/1988');
  await page.getByRole('button', { name: 'Choose a date' }).click();
  await expect(page.getByRole('button', { name: 'Go to Today' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Title').fill('Computing Teacher');
  await page.getByLabel('Hourly Rate').fill('12.5');
  await page.getByLabel('Languages').fill('English, Twi, english');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Nairobi, Nairobi City, Kenya')).toBeVisible();
  // The country of sign-up is not the place's: it is still said, once.
  await expect(page.getByText(/Ghana/)).toHaveCount(1);
  await expect(page.getByText('Computing Teacher')).toBeVisible();
  await expect(page.getByText('English, Twi', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Curriculum design' })).toBeVisible();
  await expectAccessible(page);
});

test('a member follows and unfollows a mentor from the profile', async ({ page, request }) => {
  // A new member: the demo members already follow each other.
  const member = await createConfirmedMember(request);
  await signIn(page, demo.mentor);
  const mentorId = await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { user: { id: string } }).user.id);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');

  await signIn(page, member.email, member.password);
  await page.goto(`/profile/${mentorId}`);
  await expect(page.getByRole('heading', { name: 'Amara Okafor' })).toBeVisible();
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  const before = Number(
    await page
      .getByText(/^\d+ Followers$/)
      .first()
      // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, not a DOM node
      .innerText()
      .then((s) => s.split(' ')[0]),
  );
  await follow.click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${before + 1} Followers`).first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Efua Asante')).toBeVisible();
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(page.getByText(`${before} Followers`).first()).toBeVisible();
});

test('on a phone, the profile names the country once: alone, then within the place chosen', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member.email, member.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Efua Asante', level: 1 })).toBeVisible();
  await expect(page.getByText(/Ghana/)).toHaveCount(1);

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('accra');
  await page.getByRole('option', { name: 'Accra, Greater Accra, Ghana' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Accra, Greater Accra, Ghana')).toBeVisible();
  await expect(page.getByText(/Ghana/)).toHaveCount(1);
  await expectAccessible(page);
});

test('on a phone, the form refuses a LinkedIn field that is not a LinkedIn address and a name with hidden characters, and saves once fixed', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member.email, member.password);
  await page.goto('/profile/edit');
  const linkedin = page.getByLabel('LinkedIn Profile');
  await linkedin.fill('not a url');
  await page.getByLabel('Last Name').fill('Asante\u001b[2J');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const form = page.getByRole('form', { name: 'Edit Profile' });
  await expect(
    form.getByText('Please enter the address of your LinkedIn profile, like https://www.linkedin.com/in/your-name.'),
  ).toBeVisible();
  await expect(
    form.getByText('This text contains invisible control characters, often left by copying and pasting. Please type it again.'),
  ).toBeVisible();
  await expect(linkedin).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await linkedin.fill('linkedin.com/in/efua-asante');
  await page.getByLabel('Last Name').fill('Asante');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('link', { name: 'https://linkedin.com/in/efua-asante' })).toHaveAttribute(
    'href',
    'https://linkedin.com/in/efua-asante',
  );
});
