import type { MessageKey, Variables } from '@artclash/i18n';
import type { FastifyRequest } from 'fastify';
import { localMessage } from './language.ts';

/** The success envelope of every reply (§7): `{status: 1, message}` in the reply language, plus the call's fields. */
export function ok<const F extends object = Record<never, never>>(
  request: FastifyRequest,
  messageKey: MessageKey,
  fields?: F,
  variables?: Variables,
): { status: 1; message: string } & F {
  return { status: 1, message: localMessage(request, messageKey, variables), ...(fields as F) };
}
