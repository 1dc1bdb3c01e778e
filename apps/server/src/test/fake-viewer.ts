import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';

/** A viewer's connection: what was written to it, and whether it ended. */
export class FakeViewer extends EventEmitter {
  writes: (string | Uint8Array)[] = [];
  writableLength = 0;
  ended = false;
  destroyed = false;
  socket = null;
  req = { httpVersionMajor: 1 };
  head?: { status: number; headers: Record<string, string> };
  writeHead(status: number, headers: Record<string, string>) {
    this.head = { status, headers };
    return this;
  }
  write(chunk: string | Uint8Array) {
    this.writes.push(chunk);
    return true;
  }
  end(chunk?: string) {
    if (chunk !== undefined) this.writes.push(chunk);
    this.ended = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  /** The SSE messages received: name and parsed data. */
  messages() {
    const text = this.writes
      .map((chunk) => (typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk)))
      .join('');
    return text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block) => {
        const [name = '', data = ''] = block.split('\n');
        return {
          name: name.slice('event: '.length),
          data: JSON.parse(data.slice('data: '.length)) as Record<string, unknown>,
        };
      });
  }
}
export const asResponse = (viewer: FakeViewer) => viewer as unknown as ServerResponse;
