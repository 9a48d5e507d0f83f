/** Query keys of the settings area, all under one root. */
export const settingsKeys = {
  all: ['settings'] as const,
  privacy: ['settings', 'privacy'] as const,
  account: ['settings', 'account'] as const,
};
