import { describe, expect, it } from 'vitest';
import { pushDelivery, pushTopic } from './delivery.ts';

describe('pushDelivery', () => {
  it('makes a session reminder urgent and short-lived', () => {
    expect(pushDelivery('session_reminder', 'sessions')).toEqual({ urgency: 'high', ttl: 1800 });
  });

  it('keeps sessions, messages and payments normal, and social news low, for a day', () => {
    expect(pushDelivery('session_cancelled', 'sessions')).toEqual({ urgency: 'normal', ttl: 86400 });
    expect(pushDelivery('new_message', 'messages')).toEqual({ urgency: 'normal', ttl: 86400 });
    expect(pushDelivery('payment_received', 'payments').urgency).toBe('normal');
    expect(pushDelivery('follow', 'social')).toEqual({ urgency: 'low', ttl: 86400 });
    expect(pushDelivery('story_like', 'stories').urgency).toBe('low');
  });
});

describe('pushTopic', () => {
  it('is the same for one subject, different for another, and fits the 32 base64url characters a topic may have', () => {
    const topic = pushTopic('thread:0b5b2f1e-4a4e-4a7e-9c55-0d2f1c7a1e11');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic('thread:0b5b2f1e-4a4e-4a7e-9c55-0d2f1c7a1e11')).toBe(topic);
    expect(pushTopic('session:0b5b2f1e-4a4e-4a7e-9c55-0d2f1c7a1e11')).not.toBe(topic);
  });
});
