/** What an admin can do that the audit log records (issue 16): one name each, web, server and table. */
export const ADMIN_ACTIONS = [
  'make_admin',
  'remove_admin',
  'suspend',
  'lift_suspension',
  'dismiss_report',
  'remove_content',
  'send_newsletter',
  'create_faq_entry',
  'update_faq_entry',
  'delete_faq_entry',
  'create_community',
  'edit_community',
  'archive_community',
  'decide_payment_dispute',
  'finalize_payout_otp',
  'resend_payout_otp',
  'set_payment_country',
  'remove_payment_country',
  'set_charge_rate',
  'allow_sms_country',
  'disallow_sms_country',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** What an action was taken on, besides the member it concerns. */
export const ADMIN_TARGETS = [
  'member',
  'article',
  'comment',
  'message',
  'report',
  'newsletter',
  'story',
  'question',
  'answer',
  'faq_entry',
  'community',
  'payment_dispute',
  'payout',
  'payment_country',
  'charge_rate',
  'sms_country',
] as const;
export type AdminTarget = (typeof ADMIN_TARGETS)[number];
