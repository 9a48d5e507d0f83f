import { z } from 'zod';
import { NOTIFICATION_FREQUENCIES } from '../constants/notifications.ts';
import * as en from '../i18n/en/index.ts';

const t = en.validation;

/** A wall-clock time as HH:MM on the 24-hour clock, 00:00 to 23:59, the form quiet hours are stored in. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string().max(5, en.notifications.invalidTime).regex(TIME_OF_DAY, en.notifications.invalidTime);

/** A member's notification settings (SPEC §3, user_notification_settings without user_id). */
export const notificationSettingsSchema = z.object({
  emailNotificationsEnabled: z.boolean(),
  pushNotificationsEnabled: z.boolean(),
  inAppNotificationsEnabled: z.boolean(),
  smsNotificationsEnabled: z.boolean(),
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES, t.chooseFromList),
  quietHoursEnabled: z.boolean(),
  quietHoursStart: timeOfDay,
  quietHoursEnd: timeOfDay,
  notificationSoundEnabled: z.boolean(),
  vibrationEnabled: z.boolean(),
  doNotDisturbEnabled: z.boolean(),
  priorityNotificationsEnabled: z.boolean(),
  sessionNotificationsEnabled: z.boolean(),
  messageNotificationsEnabled: z.boolean(),
  socialNotificationsEnabled: z.boolean(),
  qaNotificationsEnabled: z.boolean(),
  paymentNotificationsEnabled: z.boolean(),
  storyNotificationsEnabled: z.boolean(),
  reviewNotificationsEnabled: z.boolean(),
  /** Ours (decision 047): "Show message text in notifications" on this member's pushes. */
  pushMessageTextEnabled: z.boolean(),
  /** Ours (issue 28): a daily text at 18:00 on the member's clock when messages wait unread. */
  smsUnreadDailyEnabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A change to some settings; an unknown key is refused rather than silently dropped. */
export const notificationSettingsPatchSchema = notificationSettingsSchema.partial().strict();
export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatchSchema>;
