/**
 * The server is the clock (docs/product.md#rule-14): every live reply and stream message carries
 * `serverNow`, and a screen counts down on its own clock corrected by the offset. Each sample is
 * `serverNow − the local time it stands for`; samples are smoothed so that network jitter does not
 * make the countdown jump, but a large change (the local clock was set, the server restarted on
 * another clock) is taken at once.
 */
export class ServerClock {
  /** Share of a new sample taken into the offset (exponential smoothing). */
  static readonly SMOOTHING = 0.25;
  /** A sample this far from the current offset replaces it instead of being smoothed in. */
  static readonly JUMP_MS = 1000;

  #offset = 0;
  #samples = 0;

  /** Milliseconds to add to the local clock to read the server's. */
  get offset(): number {
    return this.#offset;
  }

  /**
   * Takes a `serverNow` reading. `localAt` is the local time it stands for: the receive time of a
   * stream message, or the midpoint of a request's round trip.
   */
  observe(serverNow: string, localAt: number = Date.now()): void {
    const server = Date.parse(serverNow);
    if (!Number.isFinite(server)) return;
    const sample = server - localAt;
    if (this.#samples === 0 || Math.abs(sample - this.#offset) > ServerClock.JUMP_MS) this.#offset = sample;
    else this.#offset += (sample - this.#offset) * ServerClock.SMOOTHING;
    this.#samples += 1;
  }

  /** The server's time now, as epoch milliseconds. */
  now(): number {
    return Date.now() + this.#offset;
  }
}
