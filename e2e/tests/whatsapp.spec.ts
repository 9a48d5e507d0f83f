import { BASE_URL, WHATSAPP_PORT } from '../playwright.config.ts';
import { createAdmin, createConfirmedMember, expect, expectAccessible, signIn, test, waitForText } from '../fixtures.ts';

const headers = { origin: BASE_URL };
type Received = { id: string; to: string; template: string; language: string; params: string[] };

test('a member with a verified phone chooses WhatsApp in Settings and sends a test, which reaches WhatsApp as our template', async ({
  page,
  request,
}) => {
  // An admin allows Ghana, where the journey's members live: WhatsApp goes to the same countries as texts.
  const admin = await createAdmin(request);
  await request.post('/api/auth/sign-in/email', { headers, data: { email: admin.email, password: admin.password } });
  expect((await request.put('/api/admin/sms-countries/233', { headers, data: { name: 'Ghana' } })).status()).toBe(200);
  await request.post('/api/auth/sign-out', { headers, data: {} });

  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const phone = `+23324${digits}`;
  expect(
    (await page.request.patch('/api/profiles/me', { headers, data: { firstName: 'Kofi', lastName: 'Boateng', phone } })).status(),
  ).toBe(200);

  // The phone is verified by SMS first (the code is a file in DATA_DIR/sms); WhatsApp is offered only then.
  await page.goto('/settings/notifications');
  await expect(page.getByText('Number not verified')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Send my texts by' })).toBeHidden();
  await page.getByRole('button', { name: 'Send code' }).click();
  const [, code] = await waitForText(phone, /Your Prosper Mentor code is (\d{6})\./);
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Phone number verified')).toBeVisible();

  const choice = page.getByRole('group', { name: 'Send my texts by' });
  await expect(choice.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await choice.getByRole('radio', { name: 'WhatsApp' }).check();
  await expect(page.getByText('Your choice is saved')).toBeVisible();
  await expect(page.getByText(/^WhatsApp chosen on /)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send a WhatsApp test' }).click();
  await expect(page.getByText('WhatsApp test sent')).toBeVisible();
  const received = async () =>
    ((await (await request.get(`http://127.0.0.1:${WHATSAPP_PORT}/_stand-in/received`)).json()) as Received[]).filter(
      (r) => r.to === phone,
    );
  await expect.poll(received).toEqual([expect.objectContaining({ template: 'prosper_test', language: 'en', params: [] })]);
  // As Meta does, the stand-in then reports "sent" and "delivered", signed with the app secret: our server takes both.
  const { id } = (await received())[0]!;
  const reported = async () =>
    (
      (await (await request.get(`http://127.0.0.1:${WHATSAPP_PORT}/_stand-in/reported`)).json()) as {
        id: string;
        status: string;
        answer: number;
      }[]
    )
      .filter((r) => r.id === id)
      .map((r) => [r.status, r.answer]);
  await expect.poll(reported).toEqual([
    ['sent', 200],
    ['delivered', 200],
  ]);

  // The choice holds on a new visit.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Send my texts by' }).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();

  // With texts on, the channel list shows WhatsApp on (decision 058)…
  const channels = page.getByRole('list', { name: 'Your channels' });
  const whatsappRow = channels.getByRole('listitem').filter({ hasText: 'WhatsApp' });
  await expect(whatsappRow).toContainText('Off');
  await page.getByRole('switch', { name: 'Text messages (SMS)' }).click();
  await expect(whatsappRow).toContainText('On');
  await expect(channels.getByRole('button', { name: 'Send a test: WhatsApp' })).toBeVisible();
  // …until the member replies STOP on WhatsApp: Meta posts it, signed, to our webhook.
  const replied = await request.post(`http://127.0.0.1:${WHATSAPP_PORT}/_stand-in/reply`, { data: { from: phone.slice(1), text: 'stop' } });
  expect(await replied.json()).toEqual({ answer: 200 });
  await page.reload();
  await expect(whatsappRow).toContainText('This number replied STOP');
  await expect(channels.getByRole('button', { name: 'Send a test: WhatsApp' })).toHaveCount(0);
  await expect(page.getByText('This number replied STOP on WhatsApp: we no longer send it WhatsApp messages.')).toBeVisible();
});
