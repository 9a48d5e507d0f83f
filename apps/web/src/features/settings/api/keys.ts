/** Query keys of the settings area, all under one root. */
export const settingsKeys = {
  all: ['settings'] as const,
  privacy: ['settings', 'privacy'] as const,
  account: ['settings', 'account'] as const,
  security: ['settings', 'security'] as const,
  signIns: ['settings', 'security', 'sign-ins'] as const,
  pushDevices: ['settings', 'push-devices'] as const,
  smsPhone: ['settings', 'sms-phone'] as const,
  whatsapp: ['settings', 'whatsapp'] as const,
};
