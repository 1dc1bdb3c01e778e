/** The password reset e-mail (docs/decisions.md#20); sent in Japanese and English together. */
export const email = {
  resetSubject: 'Your ArtClash password reset code',
  resetGreeting: 'Hello,',
  resetIntro: 'We received a request to reset the password of your ArtClash account. Enter this code on the screen:',
  resetValidity: 'The code is valid for {{minutes}} minutes and can be tried up to {{tries}} times.',
  resetIgnore: 'If you did not ask to reset your password, you can ignore this email. Your password stays unchanged.',
  signature: 'The ArtClash team',
} as const;
