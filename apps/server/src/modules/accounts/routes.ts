import { calls, isLanguage, type Language, safeNextPath, ZAccountTypeSchema } from '@artclash/contract';
import { type MessageKey, translate } from '@artclash/i18n';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isAppError } from '../../errors/app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { clearCookie, setCookie } from '../../lib/cookies.ts';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { reserveAttempts } from './attempt-limits.ts';
import {
  ONBOARDING,
  onboardingCookie,
  readOnboardingProof,
  SIGN_IN_BINDING,
  signInBindingOf,
} from './browser-proof.ts';
import { completeOnboarding } from './complete-onboarding.ts';
import { confirmEmailCode } from './confirm-email-code.ts';
import { deviceCookie, deviceCookieOf } from './device-cookie.ts';
import { exchangeSignInCode } from './exchange-sign-in-code.ts';
import { finishSignIn } from './finish-sign-in.ts';
import { issueSession } from './issue-session.ts';
import { logIn } from './log-in.ts';
import { logOut, logOutEverywhere } from './log-out.ts';
import { presentSessionUser, presentUnverifiedLogin } from './presenter.ts';
import { registerAccount } from './register-account.ts';
import { renewSession } from './renew-session.ts';
import { requestResetCode } from './request-reset-code.ts';
import { sendEmailCode } from './send-email-code.ts';
import { tokenFromHeader } from './session-token.ts';
import { setNewPassword } from './set-new-password.ts';
import { readStateCookie, stateCookieOf } from './sign-in-state.ts';
import { PROVIDER_RULES } from './social-providers.ts';
import { failureRedirect } from './social-redirects.ts';
import { startSignIn } from './start-sign-in.ts';
import { verifyResetCode } from './verify-reset-code.ts';

/** Who the user is (§7 Authentication, §4 Password reset, §4 Social-login redirect), at full paths. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['accounts'] });
  const { db, changes, attemptLimits: limits } = app;
  const { jwtSecret: secret, publicUrl } = app.config;
  const secure = publicUrl.startsWith('https:');
  // Every per-address limit counts an IPv6 client by its /64 (docs/decisions.md#347).
  const clientOf = (request: FastifyRequest) => clientAddress(request);

  route(calls.register, async (request, reply) => {
    await reserveAttempts(limits, [['signupAddress', clientOf(request)]]);
    const account = await registerAccount({ db, ...request.body });
    // An unfinished park account is finished from this browser only (docs/decisions.md#262).
    if (account.accountStatus === 'unverified')
      setCookie(reply, onboardingCookie({ userId: account.id, now: new Date() }), secure);
    return ok(
      request,
      account.accountStatus === 'active' ? 'auth.messages.registered' : 'auth.messages.registeredPark',
      { userID: account.id, type: account.type },
    );
  });

  route(calls.login, async (request, reply) => {
    const outcome = await logIn({
      db,
      limits,
      client: clientOf(request),
      deviceCookie: deviceCookieOf(request),
      ...request.body,
    });
    const { account, email, deviceId } = outcome;
    // This browser is now a known device of the account (docs/decisions.md#74).
    setCookie(reply, deviceCookie({ email, deviceId }), secure);
    if (outcome.kind === 'unverified') {
      setCookie(reply, onboardingCookie({ userId: account.id, now: new Date() }), secure);
      return presentUnverifiedLogin(account);
    }
    const { token, user } = await issueSession({ db, secret, account });
    return ok(request, 'auth.messages.loggedIn', { userID: account.id, type: account.type, token, result: user });
  });

  route(calls.registerNow, async (request, reply) => {
    const now = new Date();
    const proof = readOnboardingProof({ request, now });
    const account = await completeOnboarding({ db, request: request.body, proof, now });
    clearCookie(reply, ONBOARDING, secure);
    return ok(request, 'auth.messages.registrationComplete', await issueSession({ db, secret, account }));
  });

  // Sessions (docs/decisions.md#70–72)
  route(calls.logout, async (request) => {
    await logOut({ db, changes, userId: request.user!.id, sessionId: request.sessionId!, now: new Date() });
    return ok(request, 'auth.messages.loggedOut');
  });

  route(calls.logoutAll, async (request) => {
    await logOutEverywhere({ db, changes, userId: request.user!.id, now: new Date() });
    return ok(request, 'auth.messages.loggedOutEverywhere');
  });

  route(calls.renewSession, async (request) =>
    ok(
      request,
      'auth.messages.sessionRenewed',
      await renewSession({ db, secret, token: tokenFromHeader(request.headers.authorization), now: new Date() }),
    ),
  );

  route(calls.socialExchange, async (request, reply) => {
    const binding = signInBindingOf(request);
    const session = await exchangeSignInCode({ db, secret, code: request.body.code, binding, now: new Date() });
    clearCookie(reply, SIGN_IN_BINDING, secure);
    return ok(request, 'auth.messages.loggedIn', session);
  });

  // Proving an address (docs/decisions.md#260) and resetting a password: the codes' calls take the attempt
  // limits, the secret that keys their codes, the caller's address and the time.
  const codeCall = (request: FastifyRequest) => ({ db, limits, secret, client: clientOf(request), now: new Date() });

  route(calls.emailCodeSend, async (request) => {
    const { email } = request.body;
    const sent = await sendEmailCode({
      ...codeCall(request),
      mailer: app.mailer,
      userId: request.user!.id,
      email,
      language: replyLanguage(request),
    });
    return ok(request, 'auth.messages.emailCodeSent', { email: sent }, { email: sent });
  });

  route(calls.emailCodeConfirm, async (request) => {
    const account = await confirmEmailCode({
      ...codeCall(request),
      changes,
      userId: request.user!.id,
      ...request.body,
    });
    return ok(request, 'auth.messages.emailProven', { user: presentSessionUser(account), email_proven: true });
  });

  route(calls.forgotPassword, async (request) => {
    const email = await requestResetCode({
      ...codeCall(request),
      mailer: app.mailer,
      email: request.body.email,
      language: replyLanguage(request),
    });
    return ok(request, 'auth.messages.codeSent', { email });
  });

  route(calls.verifyOtp, async (request) => {
    const { ticketId, claimed } = await verifyResetCode({ ...codeCall(request), changes, ...request.body });
    // `claimed` only when the code claimed an account someone else had set up (docs/decisions.md#363).
    return ok(request, 'auth.messages.codeVerified', { result: { _id: ticketId }, ...(claimed && { claimed }) });
  });

  route(calls.newPasswordCreate, async (request) => {
    await setNewPassword({
      db,
      changes,
      ticketId: request.body.id,
      newPassword: request.body.newPassword,
      now: new Date(),
    });
    return ok(request, 'auth.messages.passwordChanged');
  });

  // Sign-in with Google and LINE (OpenID Connect): every outcome is a redirect into the app — a
  // refusal or a provider failure carries a message, never a 5xx.
  route(calls.socialSignIn, async (request, reply) => {
    const { provider } = request.params;
    const rules = PROVIDER_RULES[provider];
    const language: Language = isLanguage(request.query.lang) ? request.query.lang : replyLanguage(request);
    // An unknown type falls back to the provider's default.
    const type = ZAccountTypeSchema.safeParse(request.query.type ?? rules.defaultType).data ?? rules.defaultType;
    // Only a same-origin path survives (docs/product.md#rule-152); anything else is dropped, never refused.
    const next = safeNextPath(request.query.next) ?? undefined;
    const outcome = await startSignIn({
      provider,
      settings: app.config[provider],
      publicUrl,
      secret,
      type,
      language,
      next,
      log: request.log,
    });
    if (outcome.kind === 'refused') {
      const message = translate(language, outcome.messageKey, { provider: rules.label });
      // A type the provider does not offer goes back to where that provider is offered (LINE: the park area).
      const backTo = rules.types.includes(type) ? type : rules.defaultType;
      return reply.redirect(failureRedirect({ publicUrl, type: backTo, message, next }));
    }
    setCookie(reply, outcome.cookie, secure);
    return reply.redirect(outcome.url);
  });

  route(calls.socialCallback, async (request, reply) => {
    const { provider } = request.params;
    const rules = PROVIDER_RULES[provider];
    const state = await readStateCookie({ provider, secret, request });
    const language = state?.language ?? replyLanguage(request);
    const type = state?.type ?? rules.defaultType;
    clearCookie(reply, stateCookieOf(provider), secure);
    const refuse = (messageKey: MessageKey) =>
      reply.redirect(
        failureRedirect({
          publicUrl,
          type,
          message: translate(language, messageKey, { provider: rules.label }),
          next: state?.next,
        }),
      );
    if (!state) return refuse('auth.messages.socialFailed');
    try {
      const query = request.raw.url?.split('?')[1] ?? '';
      const settings = app.config[provider];
      const finished = await finishSignIn({
        db,
        changes,
        provider,
        settings,
        publicUrl,
        secret,
        state,
        query,
        language,
      });
      setCookie(reply, finished.cookie, secure);
      return reply.redirect(finished.url);
    } catch (error) {
      if (isAppError(error)) return refuse(error.messageKey);
      // A line about this client, rate-limited per address (docs/decisions.md#354).
      app.clientLog.warn(request, { err: error, provider }, 'social sign-in failed');
      return refuse('auth.messages.socialFailed');
    }
  });
};
