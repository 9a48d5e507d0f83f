import { describe, expect, it } from 'vitest';
import { keyBytes } from './push-subscription.ts';
import { notificationFromPush } from './push-message.ts';

describe('notificationFromPush', () => {
  it('shows the server’s title and text, tagged by subject, opening its page', () => {
    const shown = notificationFromPush(
      { title: 'New message from Amara', body: '', url: '/messages/t1', tag: 'thread:t1', type: 'new_message' },
      'New notification',
    );
    expect(shown.title).toBe('New message from Amara');
    expect(shown.options).toMatchObject({ body: '', tag: 'thread:t1', data: { url: '/messages/t1' } });
  });

  it('still shows something for a push it cannot read, and never opens another site', () => {
    expect(notificationFromPush(null, 'New notification')).toMatchObject({
      title: 'New notification',
      options: { body: '', data: { url: '/notifications' } },
    });
    expect(notificationFromPush({ title: 'x', url: 'https://evil.example/' }, 'New notification').options.data).toEqual({
      url: '/notifications',
    });
  });
});

describe('keyBytes', () => {
  it('reads a base64url key into its bytes', () => {
    expect([...keyBytes('BAEC_-8')]).toEqual([4, 1, 2, 255, 239]);
  });
});
