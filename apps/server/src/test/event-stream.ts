/** One Server-Sent Events message: its name, parsed JSON data, and `id:` when it has one. */
export interface StreamMessage {
  name: string;
  data: unknown;
  id?: string;
}

/**
 * A live stream read over real HTTP, as a browser's EventSource reads it: `next()` waits for the
 * next message (failing after `timeoutMs`), comments (heartbeats) are skipped.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; next(timeoutMs?: number): Promise<StreamMessage>; close(): void }> {
  const controller = new AbortController();
  const response = await fetch(url, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream', ...headers },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: StreamMessage[] = [];
  const parse = () => {
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
      const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
      if (name && data !== undefined) queued.push({ name, data: JSON.parse(data), ...(id !== undefined && { id }) });
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (queued.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('No message from the stream in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
        ]);
        if (chunk === 'timeout') continue;
        if (chunk.done) throw new Error('The stream ended');
        buffer += chunk.value;
        parse();
      }
      return queued.shift()!;
    },
    close: () => controller.abort(),
  };
}
