import { describe, expect, it } from 'vitest';
import { alertLink } from './notification-links.ts';

const post = '0b5b2f1e-4a4e-4a7e-9c55-0d2f1c7a1e11';

describe('alertLink', () => {
  it('opens what the notification is about', () => {
    expect(alertLink({ type: 'post_like', data: null, postId: post })).toBe(`/view-post/${post}`);
    expect(alertLink({ type: 'story_like', data: { story_id: 's1' } })).toBe('/stories/s1');
    expect(alertLink({ type: 'goal_shared', data: { goal_id: 'g1' } })).toBe('/goals/g1');
    expect(alertLink({ type: 'new_review', data: { session_id: 'x1', rating: 5 } })).toBe('/sessions/x1');
  });

  it('opens all notifications when it is about nothing with a page', () => {
    expect(alertLink({ type: 'new_follower', data: null, postId: null })).toBe('/notifications');
  });
});
