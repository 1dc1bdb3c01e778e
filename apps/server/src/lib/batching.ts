/**
 * Two ways for many requests to share one database round trip (docs/decisions.md#186). Neither adds a
 * wait when the server is quiet: the first caller's work starts at once, and only the callers that
 * arrive while it is under way are gathered, so a batch is as large as the load makes it.
 */

interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (reason: unknown) => void;
}

/**
 * Group commit: `write(item)` resolves with the item's own result, from one call of `flush` for every
 * item that arrived while the previous flush was running (at most `maxBatch` at a time). Flushes run
 * one after another, so items are written in the order they came. `flush` answers one result per
 * item, in order; when it throws, every item of that batch is rejected.
 */
export function createBatcher<In, Out>(
  flush: (items: In[]) => Promise<Out[]>,
  { maxBatch = 500 }: { maxBatch?: number } = {},
): (item: In) => Promise<Out> {
  const waiting: Waiting<In, Out>[] = [];
  let flushing = false;

  const drain = async () => {
    flushing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        const results = await flush(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index] as Out));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    flushing = false;
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!flushing) void drain();
    });
}

interface Reads<V> {
  current?: Promise<V> | undefined;
  next?: Promise<V> | undefined;
}

/**
 * A read that starts after the call, shared: `readAfter(key)` resolves with a read of `key` begun no
 * earlier than the call, so it sees every change committed before it. Callers that arrive while a read
 * of the same key is running share the one read that follows it, however many they are.
 */
export function createFreshReader<V>(read: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const reads = new Map<string, Reads<V>>();

  const start = (key: string, state: Reads<V>): Promise<V> => {
    const reading = read(key).finally(() => {
      if (state.current !== reading) return;
      state.current = undefined;
      if (!state.next) reads.delete(key);
    });
    state.current = reading;
    return reading;
  };

  return (key) => {
    let state = reads.get(key);
    if (!state) reads.set(key, (state = {}));
    if (state.next) return state.next;
    if (!state.current) return start(key, state);
    // The running read may have begun before the caller's change: the caller waits for the next one.
    const after = state.current.then(
      () => undefined,
      () => undefined,
    );
    const next: Promise<V> = after.then(() => {
      state.next = undefined;
      return start(key, state);
    });
    state.next = next;
    return next;
  };
}
