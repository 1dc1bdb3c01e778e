import type { TSocialProvider } from '@artclash/contract';
import { callUrl } from './api-client';

/**
 * Spec §2.4 / §7 Browser navigation: sign-in with Google or LINE starts on the server, which
 * comes back with the redirect parameters of §4. `lang` asks for messages in the UI language;
 * `next` is the screen to end on (docs/product.md#rule-152), which the server checks again.
 */
export const socialSignInUrl = (
  provider: TSocialProvider,
  type: string,
  language: string,
  next?: string | null,
): string => callUrl('socialSignIn', { params: { provider }, query: { type, lang: language, ...(next && { next }) } });
