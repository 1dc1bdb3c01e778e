/** A Pushpin's count of one channel's subscribers, as its stats socket last told it. */
interface ChannelCount {
  subscribers: number;
  /** When the count is no longer true unless told again (the message's `ttl`). */
  until: number;
}

/** The viewers' channel of an event in one language (live-engine.ts): `live.{eventId}.{language}`. */
const VIEWERS_CHANNEL = /^live\.([0-9a-f-]{36})\.[a-z]{2}$/;

/**
 * The viewers the Pushpins hold, by event (docs/decisions.md#426): each Pushpin tells on its stats socket (ZeroMQ,
 * `stats_format=json`) how many streams each channel holds, again before the count's `ttl` runs out and whenever it
 * changes. Every process hears every Pushpin; the room adds up one row per Pushpin (room-heartbeat.ts).
 */
export async function createEngineStats({
  addresses,
  clock = Date.now,
}: {
  addresses: readonly string[];
  clock?: () => number;
}) {
  // By Pushpin (its `from`), by channel.
  const pushpins = new Map<string, Map<string, ChannelCount>>();
  // Loaded only in a deployment that names a stats socket: `npm start` never pays for the native module.
  const { Subscriber } = await import('zeromq');
  const socket = new Subscriber();
  for (const address of addresses) socket.connect(address);
  socket.subscribe('sub ');

  const hear = (message: Buffer) => {
    const text = message.toString('utf8');
    // `sub J{…}`: the type, the format (J: JSON), the fields.
    if (!text.startsWith('sub J')) return;
    try {
      const { from, channel, subscribers, ttl, unavailable } = JSON.parse(text.slice(5)) as Record<string, unknown>;
      if (typeof from !== 'string' || typeof channel !== 'string' || !VIEWERS_CHANNEL.test(channel)) return;
      const channels = pushpins.get(from) ?? new Map<string, ChannelCount>();
      pushpins.set(from, channels);
      if (unavailable === true || typeof subscribers !== 'number' || subscribers <= 0) channels.delete(channel);
      else channels.set(channel, { subscribers, until: clock() + (typeof ttl === 'number' ? ttl : 60) * 1000 });
    } catch {
      // Not a stats message of a kind this reads.
    }
  };
  const listening = (async () => {
    for await (const [message] of socket) if (message) hear(message);
  })().catch(() => undefined);

  return {
    /** Each Pushpin's viewers by event, of the counts still true. */
    viewersByPushpin(): Record<string, Record<string, number>> {
      const now = clock();
      const result: Record<string, Record<string, number>> = {};
      for (const [from, channels] of pushpins) {
        const viewers: Record<string, number> = {};
        for (const [channel, { subscribers, until }] of channels) {
          if (until < now) {
            channels.delete(channel);
            continue;
          }
          const eventId = VIEWERS_CHANNEL.exec(channel)![1]!;
          viewers[eventId] = (viewers[eventId] ?? 0) + subscribers;
        }
        result[from] = viewers;
      }
      return result;
    },
    async close() {
      socket.close();
      await listening;
    },
  };
}
