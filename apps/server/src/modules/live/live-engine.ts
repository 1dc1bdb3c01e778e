import { randomUUID } from 'node:crypto';
import { LANGUAGES, type Language } from '@artclash/contract';
import { jwtVerify } from 'jose';
import type { LiveOutlet } from './change-messages.ts';

export interface LiveEngineOptions {
  /** Pushpin's publishing endpoints (its `push_in_http` address): every change goes to each, once. */
  publishUrls: readonly string[];
  /** The key Pushpin signs the requests it forwards with (its `sig_key`). */
  key: string;
  /** A stream ends after about this long (90-100 %, spread), as the process's own streams do. */
  lifetimeMs: number;
  /** How often the engine sends a comment line on an idle stream. */
  heartbeatMs?: number;
  /** How long an event stays current in this process after it last served or published it. */
  keepMs?: number;
  /** A publish that failed (the engine down or refusing): logged by the caller, the next change tries again. */
  onError(error: unknown): void;
  clock?: () => number;
}

/**
 * Streams are ended in groups: all those due within one window get one `close`. A tenth of the lifetime, at most
 * 10 s: within the spread of 90-100 % a lifetime has already.
 */
const endWindowMs = (lifetimeMs: number) => Math.min(10_000, Math.max(100, Math.round(lifetimeMs / 10)));

const channelOf = (eventId: string, language: Language) => `live.${eventId}.${language}`;
const endChannel = (window: number) => `end.${window}`;
const decoder = new TextDecoder();

/**
 * The viewers' streams held by an engine built for fan-out (docs/decisions.md#426): Pushpin, in front of the app
 * processes, speaking GRIP. A viewer's request reaches the app signed by the engine; the app answers it as it answers
 * its own viewers (the snapshot, or what a returning viewer missed) and names the channels the engine holds it on:
 * its event in its language, and the window its lifetime ends in. Each change is published once, by the process
 * that made it, to the engine, which writes it to every viewer. The engine's comment lines keep idle streams open.
 */
export function createLiveEngine({
  publishUrls,
  key,
  lifetimeMs,
  heartbeatMs = 15_000,
  keepMs = lifetimeMs,
  onError,
  clock = Date.now,
}: LiveEngineOptions) {
  const secret = new TextEncoder().encode(key);
  const windowMs = endWindowMs(lifetimeMs);
  let queued: object[] = [];
  let sending: Promise<void> = Promise.resolve();
  // The events this process served or published lately: kept current in its snapshot store.
  const lately = new Map<string, number>();
  const touch = (eventId: string) => void lately.set(eventId, clock());

  /** Sends what is queued in one request to each engine, after the previous one: the engine gets them in order. */
  const post = async () => {
    if (queued.length === 0) return;
    const body = JSON.stringify({ items: queued });
    queued = [];
    await Promise.all(
      publishUrls.map(async (url) => {
        try {
          const response = await fetch(`${url}/publish/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`The live engine at ${url} answered ${response.status}`);
        } catch (error) {
          onError(error);
        }
      }),
    );
  };
  const enqueue = (item: object) => {
    if (queued.length === 0) sending = sending.then(post);
    queued.push(item);
  };

  // Streams are ended by the window their lifetime ends in; every process ends the windows that are due, from the
  // ones streams still open may have been given before it started (at most a lifetime ago).
  let ended = Math.floor((clock() - lifetimeMs) / windowMs) - 1;
  const endDue = () => {
    const due = Math.floor(clock() / windowMs) - 1;
    for (; ended < due; ended += 1)
      enqueue({ channel: endChannel(ended + 1), formats: { 'http-stream': { action: 'close' } } });
    for (const [eventId, at] of lately) if (clock() - at > keepMs) lately.delete(eventId);
  };
  endDue();
  const ender = setInterval(endDue, windowMs);
  ender.unref();

  return {
    /** Whether a request was forwarded by the engine: its Grip-Sig is a token signed with the shared key, unexpired. */
    async forwarded(signature: string | string[] | undefined): Promise<boolean> {
      if (typeof signature !== 'string') return false;
      try {
        await jwtVerify(signature, secret, { algorithms: ['HS256'] });
        return true;
      } catch {
        return false;
      }
    },

    /**
     * The answer to a viewer's request through the engine: the stream's headers with the channels to hold it on, and
     * its first messages.
     */
    hold(eventId: string, language: Language, messages: readonly Uint8Array[]) {
      touch(eventId);
      const endsAt = clock() + lifetimeMs * (0.9 + Math.random() * 0.1);
      // The stream's own channel: what it missed while the engine took it up is sent there (live-hub.ts).
      const own = `stream.${randomUUID()}`;
      return {
        own,
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'grip-hold': 'stream',
          'grip-channel': [channelOf(eventId, language), endChannel(Math.floor(endsAt / windowMs)), own].join(', '),
          'grip-keep-alive': `: ping\\n\\n; format=cstring; timeout=${Math.round(heartbeatMs / 1000)}`,
        },
        body: `retry: 1000\n\n${messages.map((message) => decoder.decode(message)).join('')}`,
      };
    },

    /**
     * Where the change messages go (change-messages.ts): every change of this process, in both languages, since any
     * process may hold viewers of any event.
     */
    outlet: {
      languagesOf: (eventId: string): Language[] => (touch(eventId), [...LANGUAGES]),
      send(eventId: string, _key: string, language: Language | 'all', bytes: Uint8Array) {
        const content = decoder.decode(bytes);
        for (const to of language === 'all' ? LANGUAGES : [language])
          enqueue({ channel: channelOf(eventId, to), formats: { 'http-stream': { content } } });
      },
    } satisfies LiveOutlet,

    /** Sends messages to one stream, on its own channel. */
    sendTo(own: string, messages: readonly Uint8Array[]) {
      const content = messages.map((message) => decoder.decode(message)).join('');
      enqueue({ channel: own, formats: { 'http-stream': { content } } });
    },

    /** Whether this process served or published the event lately: its snapshots are then kept current. */
    watched: (eventId: string) => lately.has(eventId),

    /** Stops ending streams (they are the engine's; another process or the restart ends them) and sends what is queued. */
    async close() {
      clearInterval(ender);
      sending = sending.then(post);
      await sending;
    },
  };
}

export type LiveEngine = ReturnType<typeof createLiveEngine>;
