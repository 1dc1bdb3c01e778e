import { isIP } from 'node:net';
import { isValidPassword } from '@artclash/contract';
import { z } from 'zod';

export const DEFAULT_EMBED_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.twitch.tv',
  'player.vimeo.com',
];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

const optionalUrl = (protocols: RegExp, hint: string) => z.url({ protocol: protocols, message: hint }).optional();
const flag = z
  .string()
  .regex(/^(1|0|true|false|yes|no|on|off)$/i, 'must be 1, 0, true, false, yes, no, on or off')
  .transform((value) => /^(1|true|yes|on)$/i.test(value));

/** proxy-addr's named ranges, accepted in a TRUST_PROXY list. */
const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_PRESETS.includes(entry.toLowerCase())) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};
const TRUST_PROXY_EXAMPLE = 'e.g. TRUST_PROXY=127.0.0.1 for nginx on the same host';
const TRUST_PROXY_HINT = `must name the proxies: a comma-separated list of their IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), ${TRUST_PROXY_EXAMPLE}`;

/**
 * The proxies that may set X-Forwarded-For (the per-address limits of docs/product.md#rule-27 depend on it): the
 * client is the first address from the right that is not one of them (docs/decisions.md#362). `true` is refused:
 * behind a proxy that appends (nginx), it lets the client's own leftmost entry win. Hop counts are refused too
 * (Fastify 5 ignores them, as it cannot check that the peer is the proxy), and so is `false`: unset means no proxy.
 */
const trustProxy = z.string().transform((value, context): string[] => {
  const text = value.trim();
  const refuse = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (/^(true|yes|on)$/i.test(text))
    return refuse(
      `${text} is not accepted: it trusts every peer, so a client's own X-Forwarded-For entry would count; name the proxies instead, ${TRUST_PROXY_EXAMPLE}`,
    );
  if (/^(false|no|off)$/i.test(text))
    return refuse(`${text} is not accepted: leave TRUST_PROXY unset when no proxy is in front, or ${TRUST_PROXY_HINT}`);
  if (/^\d+$/.test(text))
    return refuse(`a hop count is not accepted: list the proxies' addresses instead, ${TRUST_PROXY_EXAMPLE}`);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) return refuse(TRUST_PROXY_HINT);
  return entries;
});

/** A whole number from `min` to `max`. */
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** The live engine's publishing addresses (docs/decisions.md#426): a comma-separated list of http(s) URLs. */
const engineUrls = z.string().transform((value, context): string[] => {
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const valid = (url: string) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
  if (urls.length > 0 && urls.every(valid)) return urls.map((url) => url.replace(/\/+$/, ''));
  context.addIssue({ code: 'custom', message: 'must be a comma-separated list of http(s) URLs' });
  return z.NEVER;
});

/** A ceiling: a whole number from 1 to a million. */
const upToMillion = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1000000');
const ceiling = (fallback: number) => upToMillion.default(fallback);

/**
 * The attempt ceilings an operator may tune (docs/decisions.md#74). The per-address ones count per
 * 10 minutes and must let a whole venue behind one Wi-Fi address (2,000 people) sign up and log in.
 */
export const DEFAULT_ATTEMPT_CEILINGS = {
  signupsPerAddress: 3000,
  loginFailuresPerAddress: 3000,
  resetRequestsPerAddress: 2000,
  wrongCodesPerAddress: 2000,
  loginFailuresPerAccount: 100,
} as const;

/**
 * The live stream's caps (docs/decisions.md#315). Each stream holds one open file (its socket): the total,
 * unless set, is three quarters of the process's open-file limit, leaving the rest for the database, the
 * other calls and the files served. The per-address default lets a whole venue behind one Wi-Fi address in.
 */
export const DEFAULT_LIVE_STREAMS = { perAddress: 3000, lifetimeSeconds: 1800 } as const;
/**
 * The writes a second one front of the live engine may spend on one event's messages (docs/decisions.md#435): about
 * half a core of nginx at the 20 µs a write measured beside the rest (docs/performance.md, "A warm start, and viewers
 * that read their own sockets").
 */
export const DEFAULT_ENGINE_WRITES_PER_SECOND = 25_000;
/**
 * What one user may add (docs/decisions.md#252): new tags, counted over a day in the database so every process and
 * a restart count them once; words already in the tag list are free.
 */
export const DEFAULT_NEW_TAGS_PER_USER_PER_DAY = 50;

/**
 * Image uploads (docs/decisions.md#253): a picture of more pixels is refused from its header, before it is decoded;
 * each process decodes a few at a time and lets a bounded number wait; one user uploads so many per 10 minutes.
 */
export const DEFAULT_IMAGE_LIMITS = {
  maxMegapixels: 40,
  decodesAtOnce: 2,
  decodesWaiting: 20,
  uploadsPerUser: 30,
} as const;

/** The open-file limit assumed when the process cannot read its own (1024, the usual soft limit), or an unlimited one is taken as 100,000. */
const ASSUMED_OPEN_FILES = { unknown: 1024, unlimited: 100_000 } as const;

/** The default total of live streams for an open-file limit (undefined: unknown, Infinity: unlimited). */
export function defaultStreamTotal(openFiles: number | undefined): number {
  const limit =
    openFiles === undefined
      ? ASSUMED_OPEN_FILES.unknown
      : Number.isFinite(openFiles)
        ? openFiles
        : ASSUMED_OPEN_FILES.unlimited;
  return Math.max(1, Math.floor(limit * 0.75));
}

/** Every setting the server reads, from the environment only (docs/architecture.md). Empty values count as unset. */
const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0)
      .max(65535, 'must be at most 65535')
      .default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'must be a postgres:// or postgresql:// URL'),
    PUBLIC_URL: optionalUrl(/^https?$/, 'must be an http:// or https:// URL'),
    TLS_CERT: z.string().optional(),
    TLS_KEY: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    COOKIE_SECRETS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .refine(
        (secrets) => secrets.length > 0 && secrets.every((secret) => secret.length >= 32),
        'must be a comma-separated list of secrets of at least 32 characters each, the newest first',
      )
      .optional(),
    SMTP_URL: optionalUrl(/^smtps?$/, 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z.string().optional(),
    GOOGLE_ISSUER: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    LINE_ISSUER: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default('https://access.line.me'),
    LINE_CLIENT_ID: z.string().optional(),
    LINE_CLIENT_SECRET: z.string().optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z
      .string()
      .refine(
        isValidPassword,
        'must be 8+ one-byte letters and digits with an upper-case letter, a lower-case letter and a digit',
      )
      .optional(),
    DEMO: flag.default(true),
    EMBED_HOSTS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine(
        (hosts) => hosts.length > 0 && hosts.every((host) => HOSTNAME.test(host)),
        'must be a comma-separated list of host names',
      )
      .default(DEFAULT_EMBED_HOSTS),
    PRODUCT_NAME: z.string().default('ArtClash'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: trustProxy.optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LIMIT_SIGNUPS_PER_ADDRESS: ceiling(DEFAULT_ATTEMPT_CEILINGS.signupsPerAddress),
    LIMIT_LOGIN_FAILURES_PER_ADDRESS: ceiling(DEFAULT_ATTEMPT_CEILINGS.loginFailuresPerAddress),
    LIMIT_RESET_REQUESTS_PER_ADDRESS: ceiling(DEFAULT_ATTEMPT_CEILINGS.resetRequestsPerAddress),
    LIMIT_WRONG_CODES_PER_ADDRESS: ceiling(DEFAULT_ATTEMPT_CEILINGS.wrongCodesPerAddress),
    LIMIT_LOGIN_FAILURES_PER_ACCOUNT: ceiling(DEFAULT_ATTEMPT_CEILINGS.loginFailuresPerAccount),
    LIVE_STREAMS_MAX: upToMillion.optional(),
    LIVE_STREAMS_PER_ADDRESS: ceiling(DEFAULT_LIVE_STREAMS.perAddress),
    LIVE_STREAM_LIFETIME_S: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(10, 'must be at least 10')
      .max(86_400, 'must be at most 86400')
      .default(DEFAULT_LIVE_STREAMS.lifetimeSeconds),
    LIVE_ENGINE_URL: engineUrls.optional(),
    LIVE_ENGINE_KEY: z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (nginx sends it as a header)')
      .optional(),
    LIVE_ENGINE_WRITES: wholeNumber(100, 10_000_000).default(DEFAULT_ENGINE_WRITES_PER_SECOND),
    LIMIT_NEW_TAGS_PER_USER: ceiling(DEFAULT_NEW_TAGS_PER_USER_PER_DAY),
    LIMIT_UPLOADS_PER_USER: ceiling(DEFAULT_IMAGE_LIMITS.uploadsPerUser),
    IMAGE_MAX_MEGAPIXELS: wholeNumber(1, 1000).default(DEFAULT_IMAGE_LIMITS.maxMegapixels),
    IMAGE_DECODES_AT_ONCE: wholeNumber(1, 64).default(DEFAULT_IMAGE_LIMITS.decodesAtOnce),
    IMAGE_DECODES_WAITING: wholeNumber(0, 10_000).default(DEFAULT_IMAGE_LIMITS.decodesWaiting),
    REPLY_CACHE_MS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(60_000, 'must be at most 60000')
      .default(1000),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  })
  .refine((env) => Boolean(env.TLS_CERT) === Boolean(env.TLS_KEY), {
    path: ['TLS_KEY'],
    message: 'TLS_CERT and TLS_KEY must be set together',
  })
  .refine((env) => Boolean(env.LIVE_ENGINE_URL) === Boolean(env.LIVE_ENGINE_KEY), {
    path: ['LIVE_ENGINE_KEY'],
    message: 'LIVE_ENGINE_URL and LIVE_ENGINE_KEY must be set together',
  });
export type Env = z.infer<typeof EnvSchema>;

type LogLevel = (typeof LOG_LEVELS)[number];

export interface OidcProviderConfig {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

/** docs/decisions.md#74: per client address per 10 minutes, and failed logins per account per hour from unknown devices. */
export interface AttemptCeilings {
  signupsPerAddress: number;
  loginFailuresPerAddress: number;
  resetRequestsPerAddress: number;
  wrongCodesPerAddress: number;
  loginFailuresPerAccount: number;
}

/** docs/decisions.md#315: how many live streams this process keeps open, from one address, and for how long. */
interface LiveStreamCaps {
  total: number;
  perAddress: number;
  /** After this long a stream ends with a `retry:` line, and the browser reconnects by itself. */
  lifetimeMs: number;
}

/** docs/decisions.md#253: how images are let in. */
export interface ImageLimits {
  /** More pixels than this (width × height) are refused from the image's header, never decoded. */
  maxPixels: number;
  /** Images this process decodes at once; more wait their turn. */
  decodesAtOnce: number;
  /** Images that may wait for a turn; past that an upload gets 503 with `Retry-After`. */
  decodesWaiting: number;
  /** Images one user may upload per 10 minutes, in this process (the console's uploads are not counted). */
  uploadsPerUser: number;
}

/** The limits of settings given in megapixels (DEFAULT_IMAGE_LIMITS' shape). */
export const imageLimitsOf = (settings: {
  maxMegapixels: number;
  decodesAtOnce: number;
  decodesWaiting: number;
  uploadsPerUser: number;
}): ImageLimits => ({
  maxPixels: settings.maxMegapixels * 1_000_000,
  decodesAtOnce: settings.decodesAtOnce,
  decodesWaiting: settings.decodesWaiting,
  uploadsPerUser: settings.uploadsPerUser,
});

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** The certificate chain and private key (PEM) when the server itself speaks HTTPS and HTTP/2 (docs/operations.md). */
  tls: { cert: string; key: string } | undefined;
  jwtSecret: string;
  /** What keys the cookies' signatures, newest first (docs/decisions.md#366): COOKIE_SECRETS, else JWT_SECRET alone. */
  cookieSecrets: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  google: OidcProviderConfig;
  line: OidcProviderConfig;
  admin: { email: string; password: string } | undefined;
  demo: boolean;
  embedHosts: string[];
  productName: string;
  logLevel: LogLevel;
  /** Absolute path of the built web app (apps/web/dist unless WEB_DIST says otherwise). */
  webDist: string;
  /** How long public list and detail replies may be served from memory; 0 turns the cache off. */
  replyCacheMs: number;
  /**
   * Fastify's trustProxy: false (the socket address is the client) or the proxies' addresses/CIDRs, whose
   * X-Forwarded-For entries are skipped from the right (docs/decisions.md#362); never true.
   */
  trustProxy: false | string[];
  /** A bearer token that opens GET /backend/metrics to callers beyond this machine (docs/decisions.md#247). */
  metricsToken: string | undefined;
  /** The attempt ceilings of docs/decisions.md#74. */
  attemptCeilings: AttemptCeilings;
  /** The live stream's caps (docs/decisions.md#315). */
  liveStreams: LiveStreamCaps;
  /**
   * The engine that holds the viewers' streams in a deployment (docs/decisions.md#426): where changes are published
   * (each front's Nchan) and the key the fronts send with the requests they forward; none: this process holds them.
   */
  liveEngine: { publishUrls: string[]; key: string; writesPerSecond: number } | undefined;
  /** Tags one user may create per day (docs/decisions.md#252); tags that already exist do not count. */
  newTagsPerUserPerDay: number;
  /** Image uploads: the pixel limit, the decoding queue of this process, and the per-user rate (docs/decisions.md#253). */
  images: ImageLimits;
}

/** A bad environment value: main prints the message and exits 1, without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(environment: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
}
