const exportTexts = {
  lead: 'Download everything you have given or written here, as one JSON file: your profile, settings, articles, messages, sessions and more. Passwords and sign-in secrets are never in it.',
  button: 'Export my data',
  working: 'Preparing your file...',
  completed: 'Data export completed',
  failed: 'Failed to export data',
  disabled: 'Data export is turned off in your privacy settings. Turn it on in Privacy to download your data.',
  openPrivacy: 'Open Privacy settings',
  tooMany: 'You can export your data up to {{max}} times an hour. Please try again later.',
} as const;

export { exportTexts as export };
