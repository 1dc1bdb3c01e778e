import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = (event: Event) => void;

/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open it, send it messages and
 * break it, and read which URLs the app connected to.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;

  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: Listener | null = null;
  onerror: Listener | null = null;
  onmessage: Listener | null = null;
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.#listeners.has(type)) this.#listeners.set(type, new Set());
    this.#listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.#listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  // What the server and the network do, as tests drive it.

  /** The connection opens (the server answered with text/event-stream). */
  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** A named message (`event: type`) with JSON data, and its `id:` when it has one. */
  send(type: string, data: unknown, id?: number) {
    act(() => {
      const message = new MessageEvent(type, {
        data: JSON.stringify(data),
        lastEventId: id === undefined ? '' : String(id),
      });
      for (const listener of this.#listeners.get(type) ?? []) listener(message);
    });
  }

  /** The connection breaks: `retrying` as after a network loss (the browser reconnects), else the browser gives up. */
  fail({ retrying }: { retrying: boolean }) {
    act(() => {
      this.readyState = retrying ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
      this.onerror?.(new Event('error'));
    });
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The connection the app opened last. */
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }

  /** The connections still open or connecting. */
  static live(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }
}

/** Installs the fake as the global EventSource for one test (setup.ts unstubs globals after each). */
export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}
