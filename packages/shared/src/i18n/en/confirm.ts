export const confirm = {
  confirming: 'Confirming your email...',
  confirmed: 'Email confirmed',
  failedTitle: 'This link is invalid or has expired',
  failedText: 'Request a new confirmation email from the sign-in page.',
  goToSignIn: 'Go to Sign In',
} as const;
