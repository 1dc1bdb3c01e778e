import { ApiError } from './api-client';
import { i18n } from './i18n';

/** The text to toast for a failed call: the server's localised message when there is one (§8). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : i18n.t('common.unexpectedError');
}
