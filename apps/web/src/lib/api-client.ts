import type { CallInput, CallOf, CallReply, EndpointName } from '@artclash/contract';
import { type ActionScreen, endpoints, SCREEN_HEADER, urlOf } from '@artclash/contract/values';
import { takeFirstReply } from './first-replies';
import { currentLanguage, i18n } from './i18n';
import { clearSession, readSession, renewStoredSession, tokenExpiresAt } from './session';

/**
 * The one request core of the web app: every call of the contract goes through `callApi` (JSON) or
 * `uploadApi` (multipart, with upload progress). Both send the interface language and the stored
 * token (renewed first when it runs out soon), unwrap the `{status, message, …}` envelope, and
 * apply the 401 → logout rule. An organiser's write names the screen it is made from (`screen`).
 *
 * Requests are built from `@artclash/contract/values` (paths, no zod) and typed by the contract's
 * call definitions as types only: the server's serializer checks every reply against the contract's
 * zod schema, so the browser does not parse it again, which keeps zod off the first screen.
 */

/** A refused or failed call, carrying the server's (localised) message and the HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly status: number;
  /** Field messages of a 400, keyed by field path. */
  readonly errors: Record<string, string>;
  constructor(message: string, status: number, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Calls answered with a JSON reply; the others are browser navigations (`callUrl`). */
export type ApiCallName = { [N in EndpointName]: CallOf<N> extends { reply: object } ? N : never }[EndpointName];

type Input<N extends EndpointName> = CallInput<CallOf<N>>;
type Reply<N extends EndpointName> = CallReply<CallOf<N>>;
/** The input argument is optional for calls that need none. */
type InputArgs<N extends EndpointName, O> =
  Record<string, never> extends Input<N> ? [input?: Input<N>, options?: O] : [input: Input<N>, options?: O];
type Where = Parameters<typeof urlOf>[1];

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The organiser's screen the call is made from, sent in SCREEN_HEADER for the event's log (docs/decisions.md#404,
   * #408): each feature's writes name theirs (the control room's presses, the console's writes).
   */
  screen?: ActionScreen;
}

/** docs/decisions.md#71: a token is renewed when it has less than this left, before the call that would send it. */
const RENEW_BEFORE_MS = 10 * 60_000;

/** Renewals under way, by the token they renew: tabs' and screens' calls share one. */
const renewals = new Map<string, Promise<boolean>>();

/**
 * Asks the server for a new token of the session `token` names (it may have run out), and stores
 * it; answers whether it did. A refusal leaves the 401 rule to the caller; no answer keeps the old token.
 */
function renewToken(token: string): Promise<boolean> {
  let renewal = renewals.get(token);
  if (!renewal) {
    renewal = (async () => {
      try {
        const response = await fetch(urlOf(endpoints.renewSession), {
          method: endpoints.renewSession.method,
          headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), Authorization: token },
        });
        const reply: unknown = await response.json().catch(() => null);
        const renewed =
          response.ok && isRecord(reply) && reply.status === 1 ? (reply as CallReply<CallOf<'renewSession'>>) : null;
        return renewed !== null && renewStoredSession(token, renewed.user, renewed.token);
      } catch {
        return false;
      } finally {
        renewals.delete(token);
      }
    })();
    renewals.set(token, renewal);
  }
  return renewal;
}

/** Whether a token runs out within RENEW_BEFORE_MS (a token without a readable expiry never does). */
function runsOutSoon(token: string): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - Date.now() <= RENEW_BEFORE_MS;
}

/** The stored token, renewed first when it runs out soon (`tried`); null without a session. */
async function freshToken(): Promise<{ token: string | null; tried: boolean }> {
  const token = readSession()?.token ?? null;
  if (!token || !runsOutSoon(token)) return { token, tried: false };
  await renewToken(token);
  return { token: readSession()?.token ?? null, tried: true };
}

/** The headers every call sends, with the token they carry (if any) and the screen it names (if any). */
function headersFor(json: boolean, token: string | null, screen?: ActionScreen): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (json) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = token;
  if (screen) headers[SCREEN_HEADER] = screen;
  return headers;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const fieldErrors = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

const networkError = () => new ApiError(i18n.t('common.networkError'), 0);

/** The envelope's verdict: the reply itself, or an ApiError with the server's message. */
function unwrap<T>(status: number, body: unknown, sentToken: string | null): T {
  // docs/product.md#rule-23: an expired or forged token is a 401, and the client logs out. Only the
  // session that sent it: one saved meanwhile (a new login) stays.
  if (status === 401 && sentToken && readSession()?.token === sentToken) clearSession();
  const refused = isRecord(body) && 'status' in body && body.status !== 1;
  if (status >= 200 && status < 300 && isRecord(body) && !refused) return body as T;
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message
      ? body.message
      : i18n.t('common.unexpectedError');
  throw new ApiError(message, status, isRecord(body) ? fieldErrors(body.errors) : {});
}

/** The URL of a call (for links and navigations that are not fetched, such as the social sign-ins). */
export function callUrl<N extends EndpointName>(name: N, input: Omit<Input<N>, 'body'>): string {
  return urlOf(endpoints[name], input as Where);
}

/** Any JSON call of the contract (GET, POST, PUT, DELETE), typed by its definition. */
export async function callApi<N extends ApiCallName>(
  name: N,
  ...[input, options]: InputArgs<N, CallOptions>
): Promise<Reply<N>> {
  const { body, ...where } = (input ?? {}) as Where & { body?: unknown };
  // The first screen's public replies come with the page (docs/decisions.md#188).
  if (endpoints[name].method === 'GET') {
    const first = takeFirstReply(urlOf(endpoints[name], where), currentLanguage());
    if (first !== undefined) return unwrap<Reply<N>>(200, first, null);
  }
  const { signal, screen } = options ?? {};
  const send = async (token: string | null) => {
    let response: Response;
    try {
      response = await fetch(urlOf(endpoints[name], where), {
        method: endpoints[name].method,
        headers: headersFor(body !== undefined, token, screen),
        signal,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch (error) {
      // A cancelled call (the screen left, or the query was replaced) is not a failure to report.
      if (signal?.aborted) throw error;
      throw networkError();
    }
    const reply: unknown = await response.json().catch(() => null);
    return { status: response.status, reply, token };
  };
  const { token, tried } = await freshToken();
  let sent = await send(token);
  // A token the server found run out (this device's clock ran slow) is renewed once, and the call made again.
  if (sent.status === 401 && sent.token && !tried && (await renewToken(sent.token)))
    sent = await send(readSession()?.token ?? null);
  return unwrap<Reply<N>>(sent.status, sent.reply, sent.token);
}

export interface UploadOptions extends CallOptions {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (share: number) => void;
}

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

/**
 * A multipart call (files and fields in `form`), with upload progress. fetch cannot report the
 * progress of a request body, so this one call uses XMLHttpRequest. The browser sets the multipart
 * Content-Type (with its boundary) itself.
 */
export function uploadApi<N extends ApiCallName>(
  name: N,
  form: FormData,
  input: Omit<Input<N>, 'body'>,
  { signal, onProgress, screen }: UploadOptions = {},
): Promise<Reply<N>> {
  const token = readSession()?.token ?? null;
  const options = { signal, onProgress, screen };
  // Sent at once unless the token needs renewing first.
  if (token && runsOutSoon(token))
    return renewToken(token).then(() => sendForm(name, form, input, readSession()?.token ?? null, options));
  return sendForm(name, form, input, token, options);
}

function sendForm<N extends ApiCallName>(
  name: N,
  form: FormData,
  input: Omit<Input<N>, 'body'>,
  token: string | null,
  { signal, onProgress, screen }: UploadOptions,
): Promise<Reply<N>> {
  const headers = headersFor(false, token, screen);
  return new Promise<Reply<N>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const onAbort = () => void request.abort();
    request.open(endpoints[name].method, callUrl(name, input));
    for (const [header, value] of Object.entries(headers)) request.setRequestHeader(header, value);
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not the envelope: unwrap answers the generic message.
      }
      try {
        resolve(unwrap<Reply<N>>(request.status, body, token));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => void reject(networkError()));
    request.addEventListener('abort', () => void reject(abortError()));
    request.addEventListener('loadend', () => signal?.removeEventListener('abort', onAbort));
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(form);
  });
}

/** The name a Content-Disposition header suggests: its UTF-8 `filename*` (RFC 6266), else its plain `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * A call answered with a file rather than the envelope (the results CSV): its bytes and the name
 * the server suggests. It sends the token like every call, so it cannot be a plain link; a refusal
 * is the envelope, and becomes an ApiError with the server's message.
 */
export async function downloadApi<N extends EndpointName>(
  name: N,
  input: Omit<Input<N>, 'body'>,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { token } = await freshToken();
  let response: Response;
  try {
    response = await fetch(callUrl(name, input), {
      method: endpoints[name].method,
      headers: { ...headersFor(false, token), Accept: '*/*' },
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) return unwrap<never>(response.status, await response.json().catch(() => null), token);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a file to the browser to save, as a click on a download link would. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
