import { isLanguage, type Language, ZAccountTypeSchema } from '@artclash/contract';
import { type MessageKey, translate } from '@artclash/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAppError } from '../../../errors/app-error.ts';
import { replyLanguage } from '../../../lib/language.ts';
import { finishSignIn } from './finish-sign-in.ts';
import { PROVIDER_POLICY, SOCIAL_PROVIDERS } from './providers.ts';
import { failureRedirect } from './social-redirects.ts';
import { clearStateCookie, readStateCookie } from './sign-in-state.ts';
import { startSignIn } from './start-sign-in.ts';

const tags = ['accounts'];
const params = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
/** `type` as §7 Browser navigation; `lang` (en|ja) lets the web app ask for its own language in the messages. */
const startQuery = z.object({ type: z.string().optional(), lang: z.string().optional() });

/**
 * Sign-in with Google and LINE (OpenID Connect, §4 Social-login redirect). Every outcome is a
 * redirect into the app — a refusal or a provider failure carries a message, never a 5xx.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl, jwtSecret: secret } = app.config;
  const secure = publicUrl.startsWith('https:');

  app.get('/auth/:provider', { schema: { tags, params, querystring: startQuery } }, async (request, reply) => {
    const { provider } = request.params;
    const policy = PROVIDER_POLICY[provider];
    const language: Language = isLanguage(request.query.lang) ? request.query.lang : replyLanguage(request);
    const type = ZAccountTypeSchema.safeParse(request.query.type ?? policy.defaultType).data ?? policy.defaultType;
    const outcome = await startSignIn({ provider, settings: app.config[provider], publicUrl, secret, secure, type, language, log: request.log });
    if (outcome.kind === 'refused') {
      const message = translate(language, outcome.messageKey, { provider: policy.label });
      // A type the provider does not offer goes back to where that provider is offered (LINE: the park area).
      const backTo = policy.types.includes(type) ? type : policy.defaultType;
      return reply.redirect(failureRedirect({ publicUrl, type: backTo, message }));
    }
    return reply.header('set-cookie', outcome.cookie).redirect(outcome.url);
  });

  app.get('/auth/:provider/callback', { schema: { tags, params } }, async (request, reply) => {
    const { provider } = request.params;
    const policy = PROVIDER_POLICY[provider];
    const state = await readStateCookie({ provider, secret, cookieHeader: request.headers.cookie });
    const language = state?.language ?? replyLanguage(request);
    const type = state?.type ?? policy.defaultType;
    reply.header('set-cookie', clearStateCookie(provider, secure));
    const refuse = (messageKey: MessageKey) =>
      reply.redirect(failureRedirect({ publicUrl, type, message: translate(language, messageKey, { provider: policy.label }) }));
    if (!state) return refuse('auth.messages.socialFailed');
    try {
      const query = request.raw.url?.split('?')[1] ?? '';
      const target = await finishSignIn({ app, provider, state, query, language });
      return reply.redirect(target);
    } catch (error) {
      if (isAppError(error)) return refuse(error.messageKey);
      request.log.warn({ err: error, provider }, 'social sign-in failed');
      return refuse('auth.messages.socialFailed');
    }
  });
};
