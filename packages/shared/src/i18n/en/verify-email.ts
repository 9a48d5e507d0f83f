export const verifyEmail = {
  title: 'Check your email',
  text: 'We sent a confirmation link to {{email}}. Open it to activate your account.',
  textNoEmail: 'We sent you a confirmation link. Open it to activate your account.',
  resend: 'Resend email',
  resending: 'Sending...',
  resent: 'Confirmation email sent again.',
  resendFailed: 'Could not send the email. Please try again later.',
  wrongAddress: 'Wrong address? Sign up again',
} as const;
