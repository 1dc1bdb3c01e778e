import type { z } from 'zod';
import type { Endpoint, EndpointName, endpoints } from '../endpoints.ts';

/** Refusals a call may answer, each with the failure envelope (§8). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export interface CallSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success reply; absent for browser navigations, which answer with a redirect. */
  readonly reply?: z.ZodType;
  /** The refusals besides 400 (malformed input), which every call may answer. */
  readonly refusals?: readonly RefusalStatus[];
}

export type Call = Endpoint & CallSchemas;

/**
 * Every refusal a call declares (§8): 400 (malformed input) for any call, 401 and 403 for a call that needs a
 * signed-in user or an organiser, and the call's own `refusals`. The server answers nothing else but the success.
 */
export const refusalsOf = (call: Call): RefusalStatus[] => [
  ...new Set<RefusalStatus>([400, ...(call.auth === 'none' ? [] : ([401, 403] as const)), ...(call.refusals ?? [])]),
];

/** A call of §7: where it lives (`endpoints`) and what it takes and answers, defined once for both sides. */
export const defineCall = <const E extends Endpoint, const S extends CallSchemas>(endpoint: E, schemas: S): E & S => ({
  ...endpoint,
  ...schemas,
});

type Part<C, K extends keyof CallSchemas, Side extends 'input' | 'output'> = C extends {
  [P in K]: infer S extends z.ZodType;
}
  ? Side extends 'input'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What a client sends: path parameters, query and body, each present only when the call takes it. */
export type CallInput<C> = (Part<C, 'params', 'input'> extends undefined
  ? { params?: undefined }
  : { params: Part<C, 'params', 'input'> }) &
  (Part<C, 'query', 'input'> extends undefined ? { query?: undefined } : { query?: Part<C, 'query', 'input'> }) &
  (Part<C, 'body', 'input'> extends undefined ? { body?: undefined } : { body: Part<C, 'body', 'input'> });

/** What the server has after validation. */
export type CallParams<C> = Part<C, 'params', 'output'>;
export type CallQuery<C> = Part<C, 'query', 'output'>;
export type CallBody<C> = Part<C, 'body', 'output'>;

/** The success reply as the client reads it. */
export type CallReply<C> = Part<C, 'reply', 'output'>;
/** The success reply as the server writes it (before the serializer checks it). */
export type CallReplyInput<C> = Part<C, 'reply', 'input'>;

/** Every endpoint has exactly one call definition. */
export type CallMap = { readonly [N in EndpointName]: (typeof endpoints)[N] & CallSchemas };
