export interface MemoryWindow {
  limit: number;
  windowMs: number;
}

/**
 * A keyed sliding-window counter kept in this process's memory: `limit` recorded attempts per key
 * within `windowMs`. Several server processes each keep their own (docs/operations.md). For the
 * vote rate, where a database round trip per vote would cost more than it guards; the account
 * limits live in the database (services/attempt-limiter.ts).
 */
export class MemoryLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly window: MemoryWindow,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.window.limit) return 0;
    return (recent[recent.length - this.window.limit] ?? 0) + this.window.windowMs - this.now();
  }

  record(key: string): void {
    if (this.hits.size > 50_000) this.sweep();
    this.hits.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.window.windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > since);
  }

  private sweep(): void {
    for (const key of this.hits.keys()) if (this.recent(key).length === 0) this.hits.delete(key);
  }
}
