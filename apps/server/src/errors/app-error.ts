import type { MessageKey, Variables } from '@artclash/i18n';

/** The refusals the app answers, by name; the one error handler turns each into its HTTP status. */
const ERROR_STATUS = {
  invalidInput: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** Something that existed can no longer be used and must be made again (a locked or expired reset code). */
  gone: 410,
  tooLarge: 413,
  unsupportedMedia: 415,
  tooManyAttempts: 429,
  /** Full for now (the live stream's caps): the reply says when to try again (`Retry-After`). */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorDetails {
  /** Field messages, keyed by field path. */
  errors?: Record<string, MessageKey>;
  /** Values for the message's placeholders. */
  variables?: Variables;
  /** Seconds after which the client may try again: the reply's `Retry-After`. */
  retryAfterSeconds?: number;
}

/**
 * A refusal the client can act on: the central error handler answers `{status: 0, message}` with
 * the message localised from `messageKey` (docs/architecture.md, Errors), and field messages in
 * `errors` when given.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly details: AppErrorDetails = {},
  ) {
    super(messageKey);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
