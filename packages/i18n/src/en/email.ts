/**
 * The code mails (docs/product.md#rule-20, docs/decisions.md#260): both languages in one, that of the screen that
 * asked first (docs/product.md#rule-348).
 */
export const email = {
  resetSubject: 'Your ArtClash password reset code',
  resetGreeting: 'Hello,',
  resetIntro: 'We received a request to reset the password of your ArtClash account. Enter this code on the screen:',
  resetValidity: 'The code is valid for {{minutes}} minutes and can be tried up to {{tries}} times.',
  resetIgnore: 'If you did not ask to reset your password, you can ignore this email. Your password stays unchanged.',
  signature: 'The ArtClash team',
  // The code that proves an address (docs/decisions.md#260)
  proofSubject: 'Your ArtClash confirmation code',
  proofIntro:
    'Someone signed in to ArtClash asked to use this email address. If it was you, enter this code on the screen:',
  proofIgnore: 'If it was not you, you can ignore this email: the address will not be added to any account.',
} as const;
