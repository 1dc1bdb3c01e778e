import type { ImageLimits } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { MemoryLimiter } from '../memory-limiter.ts';

/** The per-user upload window (docs/decisions.md#253). */
const UPLOAD_WINDOW_MS = 10 * 60_000;
/** When an upload refused for a full queue may try again: a few decodes' time. */
const BUSY_RETRY_AFTER_S = 5;

/**
 * How images are let in, per process (docs/decisions.md#253): one user's uploads per 10 minutes, a few decodes
 * at a time with a bounded queue behind them, and the pixel limit every decode reads from the image's header.
 * Counted in memory, before any await, so a burst cannot slip past; a refusal costs no decoding at all.
 */
export class ImageGate {
  readonly maxPixels: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly uploads: MemoryLimiter;

  constructor(
    private readonly limits: ImageLimits,
    now: () => number = Date.now,
  ) {
    this.maxPixels = limits.maxPixels;
    this.uploads = new MemoryLimiter({ limit: limits.uploadsPerUser, windowMs: UPLOAD_WINDOW_MS }, now);
  }

  /** Decodes at once and waiting now (tests, metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `decode` when a place is free. `uploader` is the user whose upload it is, counted against their rate
   * (undefined: the organisers' console and the demo, not counted). 429 past the user's rate, 503 when the queue
   * is full, both with `Retry-After`; a refused upload is not counted.
   */
  async run<T>(uploader: string | undefined, decode: () => Promise<T>): Promise<T> {
    const wait = uploader === undefined ? 0 : this.uploads.retryAfter(uploader);
    if (wait > 0)
      throw new AppError('tooManyAttempts', 'server.tooManyUploads', {
        retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)),
      });
    const full = this.running >= this.limits.decodesAtOnce;
    if (full && this.waiting.length >= this.limits.decodesWaiting)
      throw new AppError('unavailable', 'server.imagesBusy', { retryAfterSeconds: BUSY_RETRY_AFTER_S });
    if (uploader !== undefined) this.uploads.record(uploader);
    // A place is handed from the decode that ends straight to the first waiting, so none can jump the queue.
    if (full) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await decode();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** 413 when an image of `width` × `height` has more pixels than the limit, read from its header before decoding. */
  checkPixels(width: number, height: number): void {
    if (width * height > this.maxPixels)
      throw new AppError('tooLarge', 'server.imageTooManyPixels', {
        variables: { megapixels: Math.floor(this.maxPixels / 1_000_000) },
      });
  }
}
