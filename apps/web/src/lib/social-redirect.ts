import { LOGIN_STATUSES, UNVERIFIED_MESSAGE } from '@artclash/contract/values';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from './notify';
import { clearPendingRegistration, savePendingRegistration, type PendingRegistration } from './pending-registration';
import { parseSession, saveSession, type Session } from './session';

export type SocialRedirectOutcome =
  | { kind: 'onboarding'; pending: PendingRegistration; to: string }
  | { kind: 'session'; session: Session; message: string }
  | { kind: 'error'; message: string };

/**
 * Spec §4 "Social-login redirect": what the query parameters token, user (JSON), message, userID,
 * type and login_status ask for. Null when the page was opened without them.
 */
export function readSocialRedirect(params: URLSearchParams): SocialRedirectOutcome | null {
  const message = params.get('message') ?? '';
  const token = params.get('token') ?? '';
  if (message === UNVERIFIED_MESSAGE) {
    const type = params.get('type') ?? '';
    const loginStatus = LOGIN_STATUSES.find((status) => status === params.get('login_status'));
    const pending: PendingRegistration = { userId: params.get('userID') ?? undefined, userType: type || undefined, loginStatus };
    const to = loginStatus !== 'login' && type === 'park' ? paths.parkUserType.getHref() : paths.parkSelectAge.getHref();
    return { kind: 'onboarding', pending, to };
  }
  if (token) {
    let user: unknown = null;
    try {
      user = JSON.parse(params.get('user') ?? 'null');
    } catch {
      // An unreadable user cannot make a session; it is reported like any failed sign-in below.
    }
    const session = typeof user === 'object' && user !== null ? parseSession(JSON.stringify({ ...user, token })) : null;
    if (session) return { kind: 'session', session, message };
  }
  if (message) return { kind: 'error', message };
  return null;
}

/**
 * Runs the social-login redirect on the screens the provider round trip lands on: Home, Login and
 * Register (§2.5), and the park pages the server sends unfinished accounts and failures to.
 * The parameters are removed from the address once handled, so a reload does not repeat them.
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

    switch (outcome.kind) {
      case 'onboarding':
        savePendingRegistration(outcome.pending);
        void navigate(outcome.to, { replace: true });
        return;
      case 'session':
        saveSession(outcome.session);
        clearPendingRegistration();
        if (outcome.message) notify('success', outcome.message);
        void navigate(paths.home.getHref(), { replace: true });
        return;
      case 'error':
        notify('error', outcome.message);
        void navigate(location.pathname, { replace: true });
    }
  }, [location.key, location.search, location.pathname, navigate]);
}
