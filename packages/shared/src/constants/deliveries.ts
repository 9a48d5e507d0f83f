/**
 * The outside channels a notification is delivered on, each recorded once per event and member
 * (decision 048). In-app is not here: its row in `notifications` is its delivery. SMS and WhatsApp
 * plug in as channels of their own.
 */
export const DELIVERY_CHANNELS = ['push', 'email', 'sms', 'whatsapp'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * sending: recorded, on its way; sent: the provider took it; failed: it surely did not go and will be
 * tried again; unknown: the request left and no answer came, so it is never sent again; given_up:
 * failed on every try; refused: the provider refused it for good.
 */
export const DELIVERY_STATUSES = ['sending', 'sent', 'failed', 'unknown', 'given_up', 'refused'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The hour on the member's own clock at which the daily "you have N unread messages" text goes (issue 28). */
export const SMS_UNREAD_TEXT_HOUR = 18;

/** The error a refused delivery keeps when the member opted out at the provider (STOP): the Health page counts these. */
export const OPTED_OUT = 'opted_out';
