import PostalMime from 'postal-mime';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { composeIssueTemplate } from './issue-template.ts';
import { issueMail, markdownToHtml, recipientParts } from './render.ts';

const mailer = createMailer({
  smtpUrl: undefined,
  from: 'Prosper Mentor <news@example.com>',
  dataDir: '/nonexistent',
  log: pino({ level: 'silent' }),
});
const o = { publicUrl: 'https://prosper.example', secret: 's'.repeat(40) };
const body = `# Ẹ kú àárọ̀, Accra — ₦, ₵ and KSh\n\n${'A long line of news about mentoring across the continent, '.repeat(12)}\n\nTrailing spaces   \n\n- one\n- two =3D not an escape\n`;
const issue = {
  id: '0b6f7c1e-5d0a-4c1e-9f0e-2f1c3a4b5c6d',
  subject: 'Habari za wiki — this week’s news',
  body,
  html: markdownToHtml(body),
};
const subscriber = { id: '7d2a1f3e-9c4b-4e8d-a1b2-c3d4e5f6a7b8', email: 'amara.okafor@example.com' };

const read = async (raw: Buffer) => {
  const mail = await PostalMime.parse(raw);
  const header = (key: string) => mail.headers.find((h) => h.key === key)?.value;
  return {
    to: mail.to?.map((a) => a.address),
    subject: mail.subject,
    messageId: mail.messageId,
    listUnsubscribe: header('list-unsubscribe'),
    listUnsubscribePost: header('list-unsubscribe-post'),
    text: mail.text,
    html: mail.html,
  };
};

describe('the issue template', () => {
  it('fills into the same mail a recipient would get from a copy composed on its own', async () => {
    const fill = await composeIssueTemplate(mailer, issue, o);
    const filled = fill(recipientParts(subscriber, o));
    expect(filled).not.toBeNull();
    const alone = await mailer.compose(issueMail(issue, subscriber, o));
    const [fromTemplate, fromAlone] = await Promise.all([read(filled!), read(alone)]);
    expect(fromTemplate).toEqual(fromAlone);
    expect(fromTemplate.to).toEqual([subscriber.email]);
    expect(fromTemplate.text).toContain('Ẹ kú àárọ̀');
    expect(fromTemplate.text).toContain(`Unsubscribe: ${o.publicUrl}/newsletter/unsubscribe?s=${subscriber.id}&t=`);
  });

  it('gives each recipient their own links and Message-ID', async () => {
    const fill = await composeIssueTemplate(mailer, issue, o);
    const other = { id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', email: 'chidi@example.com' };
    const [a, b] = await Promise.all([read(fill(recipientParts(subscriber, o))!), read(fill(recipientParts(other, o))!)]);
    expect(a.messageId).toBe(`<newsletter.${issue.id}.${subscriber.id}@prosper.example>`);
    expect(b.messageId).toBe(`<newsletter.${issue.id}.${other.id}@prosper.example>`);
    expect(a.listUnsubscribe).toContain(`s=${subscriber.id}`);
    expect(b.listUnsubscribe).toContain(`s=${other.id}`);
    expect(b.text).not.toContain(subscriber.id);
  });

  it('leaves an address that needs encoding to a copy composed on its own', async () => {
    const fill = await composeIssueTemplate(mailer, issue, o);
    expect(fill(recipientParts({ id: subscriber.id, email: 'zoë@example.com' }, o))).toBeNull();
  });
});
