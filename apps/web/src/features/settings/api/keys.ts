/** Query keys of the settings area, all under one root. */
export const settingsKeys = {
  all: ['settings'] as const,
  security: ['settings', 'security'] as const,
  signIns: ['settings', 'security', 'sign-ins'] as const,
};
