import { expect, it } from 'vitest';
import { notificationSettingsPatchSchema, notificationSettingsSchema } from '../schemas/notification-settings.ts';
import {
  CATEGORY_SETTING,
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY,
  NOTIFICATION_KIND,
  NOTIFICATION_KINDS,
  NOTIFICATION_TYPES,
  SELF_SUPPRESSED_TYPES,
  typesOfKind,
} from './notifications.ts';

it('puts every type in a category whose setting exists', () => {
  expect(Object.keys(NOTIFICATION_CATEGORY).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  expect(new Set(Object.values(NOTIFICATION_CATEGORY))).toEqual(new Set(NOTIFICATION_CATEGORIES));
  for (const category of NOTIFICATION_CATEGORIES) expect(DEFAULT_NOTIFICATION_SETTINGS[CATEGORY_SETTING[category]]).toBe(true);
});

it('suppresses self-notifications only for the types SPEC §5 names', () => {
  expect([...SELF_SUPPRESSED_TYPES].sort()).toEqual(
    ['comment_reply', 'follow', 'mentor_review', 'post_comment', 'post_like', 'qa_answer', 'story_comment', 'story_like'].sort(),
  );
  expect(SELF_SUPPRESSED_TYPES.has('new_message')).toBe(false);
});

it('defaults to real time, quiet hours 22:00 to 08:00 switched off, no SMS, no message text in pushes, no daily unread text, everything else on', () => {
  const {
    notificationFrequency,
    quietHoursStart,
    quietHoursEnd,
    quietHoursEnabled,
    smsNotificationsEnabled,
    pushMessageTextEnabled,
    smsUnreadDailyEnabled,
    ...rest
  } = DEFAULT_NOTIFICATION_SETTINGS;
  expect({
    notificationFrequency,
    quietHoursStart,
    quietHoursEnd,
    quietHoursEnabled,
    smsNotificationsEnabled,
    pushMessageTextEnabled,
    smsUnreadDailyEnabled,
  }).toEqual({
    notificationFrequency: 'real_time',
    quietHoursStart: '22:00',
    quietHoursEnd: '08:00',
    quietHoursEnabled: false,
    smsNotificationsEnabled: false,
    // Ours (decision 047): a locked phone's screen is not private.
    pushMessageTextEnabled: false,
    // Ours (issue 28): the daily unread text is chosen, never assumed.
    smsUnreadDailyEnabled: false,
  });
  expect(Object.values(rest).every((on) => on === true)).toBe(true);
  expect(notificationSettingsSchema.parse(DEFAULT_NOTIFICATION_SETTINGS)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
});

it('accepts 24-hour HH:MM times only', () => {
  const ok = (time: string) => notificationSettingsPatchSchema.safeParse({ quietHoursStart: time }).success;
  expect(['00:00', '08:00', '23:59'].map(ok)).toEqual([true, true, true]);
  expect(['24:00', '8:00', '12:60', '12:00:00', ''].map(ok)).toEqual([false, false, false, false, false]);
  const result = notificationSettingsPatchSchema.safeParse({ quietHoursEnd: '25:00' });
  expect(result.error?.issues[0]?.message).toBe('Please enter a time as HH:MM, from 00:00 to 23:59.');
});

it('takes a partial change and refuses unknown keys or frequencies', () => {
  expect(notificationSettingsPatchSchema.parse({ smsNotificationsEnabled: true })).toEqual({ smsNotificationsEnabled: true });
  expect(notificationSettingsPatchSchema.parse({})).toEqual({});
  expect(notificationSettingsPatchSchema.safeParse({ userId: 'x' }).success).toBe(false);
  expect(notificationSettingsPatchSchema.safeParse({ notificationFrequency: 'hourly' }).success).toBe(false);
  expect(notificationSettingsPatchSchema.safeParse({ notificationFrequency: 'weekly' }).success).toBe(true);
});

it('files every type under one filter kind, session, message and payment news apart from the social kind', () => {
  expect(NOTIFICATION_KINDS.flatMap(typesOfKind).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  expect(typesOfKind('sessions')).toEqual([
    'session_booking',
    'session_reminder',
    'session_cancelled',
    'session_completed',
    'mentor_review',
  ]);
  expect(typesOfKind('messages')).toEqual(['new_message']);
  expect(typesOfKind('payments')).toEqual(['payment_received', 'payment_sent']);
  expect(NOTIFICATION_KIND.new_post_from_followed).toBe('social');
});
