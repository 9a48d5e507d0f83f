import { describe, expect, it } from 'vitest';
import { MENTOR_NOTIFICATION_TYPES, NOTIFICATION_TYPES } from '../constants/notifications.ts';
import { groupedNotificationMessage, mentorNotificationTitle, notificationText } from './notification-templates.ts';

const v = {
  name: 'Amara Okafor',
  title: 'Career planning',
  amount: '25.00',
  rating: 5,
  comment: 'Very helpful',
  removed: { type: 'article', excerpt: 'Buy followers now', reason: 'Spam or advertising' },
} as const;

describe('notificationText', () => {
  it.each([
    ['follow', 'New Follower', 'Amara Okafor started following you'],
    ['post_like', 'Post Liked', 'Amara Okafor liked your post'],
    ['post_comment', 'New Comment', 'Amara Okafor commented on your post'],
    ['comment_reply', 'Comment Reply', 'Amara Okafor replied to your comment'],
    ['new_post_from_followed', 'New Post', 'Amara Okafor created a new post'],
    ['sync_request', 'Connection Request', 'Amara Okafor wants to connect with you'],
    ['sync_request_accepted', 'Connection Accepted', 'Amara Okafor accepted your connection request'],
    ['sync_request_rejected', 'Connection Rejected', 'Amara Okafor rejected your connection request'],
    ['new_message', 'New Message', 'Amara Okafor sent you a message'],
    ['session_booking', 'New Session Booking', 'Amara Okafor booked a session: "Career planning"'],
    ['session_reminder', 'Session Reminder', 'Your session "Career planning" starts in 30 minutes'],
    ['session_cancelled', 'Session Cancelled', 'Amara Okafor cancelled the session: "Career planning"'],
    ['session_completed', 'Session Completed', 'Your session "Career planning" with Amara Okafor has been completed'],
    ['qa_answer', 'Question Answered', 'Amara Okafor answered your question: "Career planning"'],
    ['payment_received', 'Payment Received', 'You received $25.00 from Amara Okafor'],
    ['payment_sent', 'Payment Sent', 'You sent $25.00 to Amara Okafor'],
    ['story_like', 'Story Liked', 'Amara Okafor liked your story'],
    ['story_comment', 'Story Comment', 'Amara Okafor commented on your story'],
    ['mentor_review', 'New Review Received', 'Amara Okafor rated you 5/5: "Very helpful"'],
    ['program_application_accepted', 'Application Accepted', 'Your application to "Career planning" was accepted'],
    ['program_application_declined', 'Application Declined', 'Your application to "Career planning" was declined'],
    ['program_application_waitlisted', 'Application Waitlisted', 'Your application to "Career planning" is on the waiting list'],
    ['program_announcement', 'Program Announcement', 'Amara Okafor posted an announcement in "Career planning"'],
    ['program_completed', 'Program Completed', 'You completed "Career planning": your certificate is ready'],
    ['content_removed', 'Content Removed', 'Your article “Buy followers now” was removed by our team. Reason: Spam or advertising.'],
    ['goal_shared', 'Goal Shared', 'Amara Okafor shared a goal with you: "Career planning"'],
    ['goal_comment', 'Goal Comment', 'Amara Okafor commented on your goal: "Career planning"'],
  ] as const)('writes %s as the spec says', (type, title, message) => {
    expect(notificationText(type, v)).toEqual({ title, message });
  });

  it('has a text for every type', () => {
    for (const type of NOTIFICATION_TYPES) expect(notificationText(type, v).message).not.toBe('');
  });

  it('says which comment or message was removed, and adds the admin’s note', () => {
    const comment = { type: 'comment', excerpt: 'You are all fools', article: 'On feedback', reason: 'Harassment or bullying' } as const;
    expect(notificationText('content_removed', { ...v, removed: comment }).message).toBe(
      'Your comment “You are all fools” on “On feedback” was removed by our team. Reason: Harassment or bullying.',
    );
    const message = { type: 'message', excerpt: 'Send me money', reason: 'Spam or advertising', note: 'Please keep it kind.' } as const;
    expect(notificationText('content_removed', { ...v, removed: message }).message).toBe(
      'Your message “Send me money” was removed by our team. Reason: Spam or advertising. Note from our team: Please keep it kind.',
    );
  });

  it('says a payment was for a session when one is attached', () => {
    expect(notificationText('payment_received', { ...v, withSession: true }).message).toBe(
      'You received $25.00 from Amara Okafor for a session',
    );
    expect(notificationText('payment_sent', { ...v, withSession: true }).message).toBe('You sent $25.00 to Amara Okafor for a session');
    expect(notificationText('payment_sent', { ...v, withSession: false }).message).toBe('You sent $25.00 to Amara Okafor');
  });
});

describe('mentorNotificationTitle', () => {
  it('gives the default title of each mentor type', () => {
    expect(MENTOR_NOTIFICATION_TYPES.map(mentorNotificationTitle)).toEqual([
      'New Session Request',
      'Session Confirmed',
      'Session Cancelled',
      'New Review Received',
      'Profile Viewed',
      'Payment Received',
    ]);
  });

  it('refuses an unknown type', () => {
    expect(() => mentorNotificationTitle('session_exploded')).toThrow(new Error('Unknown notification type'));
    expect(() => mentorNotificationTitle('toString')).toThrow('Unknown notification type');
    expect(() => mentorNotificationTitle('')).toThrow('Unknown notification type');
  });
});

describe('groupedNotificationMessage', () => {
  it('reads like a single notification for one actor', () => {
    expect(groupedNotificationMessage('follow', ['Amara Okafor'], 1)).toBe('Amara Okafor started following you');
  });

  it('names both of two actors', () => {
    expect(groupedNotificationMessage('follow', ['Amara', 'Kofi'], 2)).toBe('Amara and Kofi started following you');
    expect(groupedNotificationMessage('post_like', ['Amara', 'Kofi'], 2)).toBe('Amara and Kofi liked your post');
    expect(groupedNotificationMessage('post_comment', ['Amara', 'Kofi'], 2)).toBe('Amara and Kofi commented on your post');
    expect(groupedNotificationMessage('story_like', ['Amara', 'Kofi'], 2)).toBe('Amara and Kofi liked your story');
    expect(groupedNotificationMessage('story_comment', ['Amara', 'Kofi'], 2)).toBe('Amara and Kofi commented on your story');
  });

  it('counts the others when there are more', () => {
    expect(groupedNotificationMessage('follow', ['Amara', 'Kofi', 'Zola'], 3)).toBe('Amara and 2 others started following you');
    expect(groupedNotificationMessage('post_like', ['Amara'], 10)).toBe('Amara and 9 others liked your post');
    expect(groupedNotificationMessage('story_comment', ['Amara', 'Kofi', 'Zola', 'Tariq'], 4)).toBe(
      'Amara and 3 others commented on your story',
    );
  });

  it('says "1 other" when only the first of two names is known', () => {
    expect(groupedNotificationMessage('post_like', ['Amara'], 2)).toBe('Amara and 1 other liked your post');
  });
});
