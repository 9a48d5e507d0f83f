import { describe, expect, it } from 'vitest';
import { notificationsMail } from './templates.ts';

describe('a notification by mail', () => {
  const base = { to: 'chidi@example.com', name: 'Chidi', url: 'https://prosper.example/notifications', digest: null };

  it('puts a mail-only detail under its message, escaped, and leaves the subject to the message (decision 056)', () => {
    const mail = notificationsMail({
      ...base,
      items: [{ title: 'Payment Sent', message: 'You sent $40.00 to Amara Okafor for a session', detail: 'Amount charged: <KSh> 5,160' }],
    });
    expect(mail.subject).toBe('Payment Sent: You sent $40.00 to Amara Okafor for a session');
    expect(mail.text).toContain('- Payment Sent: You sent $40.00 to Amara Okafor for a session\n  Amount charged: <KSh> 5,160\n');
    expect(mail.html).toContain('You sent $40.00 to Amara Okafor for a session<br>Amount charged: &lt;KSh&gt; 5,160</li>');
  });

  it('without a detail, is the message alone', () => {
    const mail = notificationsMail({ ...base, items: [{ title: 'Payment Sent', message: 'You sent $40.00 to Amara Okafor' }] });
    expect(mail.text).toContain('- Payment Sent: You sent $40.00 to Amara Okafor\n\nSee them all');
    expect(mail.html).toContain('You sent $40.00 to Amara Okafor</li>');
  });
});
