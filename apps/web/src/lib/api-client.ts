import { i18n } from './i18n';
import { clearSession, readSession } from './session';

export const API_BASE = '/backend';

/** A refused or failed call, carrying the server's (localised) message and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

type Query = Record<string, string | undefined>;

function buildUrl(path: string, query?: Query) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message || null;
  }
  return null;
}

/**
 * GET a /backend call and unwrap its `{status, message, …}` envelope, typed by the contract's reply type.
 * The server's serializer checks every reply against the contract's zod schema, so the browser does not
 * parse it again: that keeps zod out of the first screen's JavaScript (issue 2's 200 KB budget).
 */
export async function apiGet<T>(path: string, options: { query?: Query; signal?: AbortSignal } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  const session = readSession();
  if (session) headers.Authorization = session.token;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('common.networkError'), 0);
  }

  const body: unknown = await response.json().catch(() => null);
  // Decision 23: an expired or forged token is a 401 and the client logs out.
  if (response.status === 401 && session) clearSession();
  const refused = typeof body === 'object' && body !== null && 'status' in body && body.status !== 1;
  if (!response.ok || refused) {
    throw new ApiError(messageOf(body) ?? i18n.t('common.unexpectedError'), response.status);
  }
  return body as T;
}

/**
 * POST a JSON body to a /backend call, typed by the contract's request and reply types. A refusal
 * (`status: 0`, any 4xx including 429) throws an ApiError carrying the server's localised message,
 * which the screen shows as an error toast (§8).
 */
export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
    'Content-Type': 'application/json',
  };
  const session = readSession();
  if (session) headers.Authorization = session.token;

  let response: Response;
  try {
    response = await fetch(buildUrl(path), { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(i18n.t('common.networkError'), 0);
  }

  const reply: unknown = await response.json().catch(() => null);
  if (response.status === 401 && session) clearSession();
  const refused = typeof reply === 'object' && reply !== null && 'status' in reply && reply.status !== 1;
  if (!response.ok || refused) throw new ApiError(messageOf(reply) ?? i18n.t('common.unexpectedError'), response.status);
  return reply as T;
}
