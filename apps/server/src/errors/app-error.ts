import type { MessageKey, Variables } from '@artclash/i18n';

/**
 * A refusal the client can act on: the central error handler answers `statusCode` with
 * `{status: 0, message}` localised from `messageKey` (DESIGN.md, Server), and field messages
 * in `errors` when given.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly errors?: Record<string, MessageKey>,
    readonly variables?: Variables,
  ) {
    super(messageKey);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
