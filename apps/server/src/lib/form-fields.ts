import { isMessageKey, type MessageKey } from '@artclash/i18n';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';

/**
 * A multipart form's text fields checked by their contract schema, as the route schemas check JSON
 * bodies: 400 with a message per field, the schema's own message (`server.titleRequired`) when it
 * names one (docs/decisions.md#138), and that message as the reply's message too.
 */
export function parsedFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    errors[field] ??=
      issue.message.startsWith('server.') && isMessageKey(issue.message)
        ? issue.message
        : issue.code === 'invalid_type'
          ? 'server.fieldRequired'
          : 'server.fieldInvalid';
  }
  const named = Object.values(errors).find((key) => key !== 'server.fieldRequired' && key !== 'server.fieldInvalid');
  throw new AppError('invalidInput', named ?? 'server.invalidInput', { errors });
}
