export type SocialProvider = 'google' | 'line';

/**
 * Spec §2.4 / §7 Browser navigation: sign-in with Google or LINE starts on the server, which
 * comes back with the redirect parameters of §4. `lang` asks for messages in the UI language.
 */
export function socialSignInUrl(provider: SocialProvider, type: string, language: string): string {
  const query = new URLSearchParams({ type, lang: language });
  return `/backend/auth/${provider}?${query.toString()}`;
}
