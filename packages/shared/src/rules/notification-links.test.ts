import { describe, expect, it } from 'vitest';
import { alertLink, alertSubject } from './notification-links.ts';

const post = '0b5b2f1e-4a4e-4a7e-9c55-0d2f1c7a1e11';

describe('alertLink', () => {
  it('opens what the notification is about', () => {
    expect(alertLink({ type: 'post_like', data: null, postId: post })).toBe(`/view-post/${post}`);
    expect(alertLink({ type: 'story_like', data: { story_id: 's1' } })).toBe('/stories/s1');
    expect(alertLink({ type: 'goal_shared', data: { goal_id: 'g1' } })).toBe('/goals/g1');
    expect(alertLink({ type: 'new_review', data: { session_id: 'x1', rating: 5 } })).toBe('/sessions/x1');
    expect(alertLink({ type: 'session_reminder', data: { session_id: 'x2' } })).toBe('/sessions/x2');
    expect(alertLink({ type: 'new_message', data: { thread_id: 't1' } })).toBe('/messages/t1');
  });

  it('opens the followed authors’ feed for a "new posts" item gathering several', () => {
    expect(alertLink({ type: 'new_post_from_followed', data: { post_count: 3, author_count: 2 }, postId: post })).toBe(
      '/dashboard#following-articles',
    );
  });

  it('opens all notifications when it is about nothing with a page', () => {
    expect(alertLink({ type: 'new_follower', data: null, postId: null })).toBe('/notifications');
    expect(alertLink({ type: 'payment_received', data: { amount: 5 } })).toBe('/notifications');
  });
});

describe('alertSubject', () => {
  it('keys an alert by what it is about, so a newer one replaces the older', () => {
    expect(alertSubject({ type: 'new_message', data: { thread_id: 't1' } })).toBe('thread:t1');
    expect(alertSubject({ type: 'session_reminder', data: { session_id: 'x1' } })).toBe('session:x1');
    expect(alertSubject({ type: 'session_cancelled', data: { session_id: 'x1' } })).toBe('session:x1');
    expect(alertSubject({ type: 'story_like', data: { story_id: 's1' } })).toBe('story:s1');
    expect(alertSubject({ type: 'post_like', data: null, postId: post })).toBe(`post:${post}`);
  });

  it('folds alerts about nothing in particular by their type', () => {
    expect(alertSubject({ type: 'follow', data: null, postId: null })).toBe('follow');
    expect(alertSubject({ type: 'new_post_from_followed', data: null, postId: post })).toBe('new-posts');
  });
});
