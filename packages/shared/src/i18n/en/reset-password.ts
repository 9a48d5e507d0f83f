export const resetPassword = {
  processing: 'Processing reset link...',
  title: 'Reset Your Password',
  newPassword: 'New password',
  submit: 'Set New Password',
  updating: 'Updating...',
  success: 'Password updated successfully! Redirecting to login...',
  invalidToken: 'Invalid or missing token. Please try the reset link again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;
