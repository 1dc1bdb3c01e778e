import { CLAIMED_NOTICE, LOGIN_STATUSES, UNVERIFIED_MESSAGE } from '@artclash/contract/values';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { callApi } from './api-client';
import { errorMessage } from './error-message';
import { i18n } from './i18n';
import { readNext, withNext } from './next-path';
import { notify } from './notify';
import { clearPendingRegistration, savePendingRegistration, type PendingRegistration } from './pending-registration';
import { saveSession, sessionOf } from './session';

export type SocialRedirectOutcome =
  | { kind: 'onboarding'; pending: PendingRegistration; to: string; claimed: boolean }
  | { kind: 'exchange'; code: string; message: string; claimed: boolean }
  | { kind: 'error'; message: string };

/**
 * Spec §4 "Social-login redirect": what the query parameters code, message, userID, type and
 * login_status ask for, and `notice` (docs/decisions.md#363). The address carries a one-time `code`, never the session itself
 * (docs/decisions.md#72): the page exchanges it by POST. Null when the page was opened without them.
 */
export function readSocialRedirect(params: URLSearchParams): SocialRedirectOutcome | null {
  const message = params.get('message') ?? '';
  const code = params.get('code') ?? '';
  const claimed = params.get('notice') === CLAIMED_NOTICE;
  if (message === UNVERIFIED_MESSAGE) {
    const type = params.get('type') ?? '';
    const loginStatus = LOGIN_STATUSES.find((status) => status === params.get('login_status'));
    const pending: PendingRegistration = {
      userId: params.get('userID') ?? undefined,
      userType: type || undefined,
      loginStatus,
    };
    const to =
      loginStatus !== 'login' && type === 'park' ? paths.parkUserType.getHref() : paths.parkSelectAge.getHref();
    return { kind: 'onboarding', pending, to, claimed };
  }
  if (code) return { kind: 'exchange', code, message, claimed };
  if (message) return { kind: 'error', message };
  return null;
}

/**
 * Runs the social-login redirect on the screens the provider round trip lands on: Home, Login and
 * Register (§2.5), and the park pages the server sends unfinished accounts and failures to. A
 * signed-in account's code is exchanged for the session here, within the 60 s it is good for.
 * The parameters are removed from the address once handled, so a reload does not repeat them;
 * `next` stays, and a session ends there (docs/product.md#rule-152).
 */
export function useSocialRedirect(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (handledKey.current === location.key) return;
    const outcome = readSocialRedirect(new URLSearchParams(location.search));
    if (!outcome) return;
    handledKey.current = location.key;
    const next = readNext(location.search);
    const here = withNext(location.pathname, next);

    switch (outcome.kind) {
      case 'onboarding':
        savePendingRegistration(outcome.pending);
        // The park sign-in's message is the 'unverified' marker: the claim's notice is the web's own text
        // (docs/decisions.md#363).
        if (outcome.claimed) notify('warning', i18n.t('auth.messages.accountClaimed'), { stay: true });
        void navigate(withNext(outcome.to, next), { replace: true });
        return;
      case 'exchange':
        // The code leaves the address at once, so a reload or the history never offers it again.
        void navigate(here, { replace: true });
        void callApi('socialExchange', { body: { code: outcome.code } }).then(
          ({ token, user }) => {
            saveSession(sessionOf(user, token));
            clearPendingRegistration();
            // A sign-in that claimed an account someone else had set up says what was wiped, and stays until
            // closed (docs/decisions.md#363).
            if (outcome.claimed && outcome.message) notify('warning', outcome.message, { stay: true });
            else if (outcome.message) notify('success', outcome.message);
            void navigate(next ?? paths.home.getHref(), { replace: true });
          },
          (error: unknown) => notify('error', errorMessage(error)),
        );
        return;
      case 'error':
        notify('error', outcome.message);
        void navigate(here, { replace: true });
    }
  }, [location.key, location.search, location.pathname, navigate]);
}
