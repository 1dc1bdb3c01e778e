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
    return this.messagesWithIds().map(({ name, data }) => ({ name, data }));
  }
  /** The SSE messages received with their `id:` (the log's entry, docs/decisions.md#415). */
  messagesWithIds() {
    const text = this.writes
      .map((chunk) => (typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk)))
      .join('');
    return text
      .split('\n\n')
      .map((block) => Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(': ')), line])))
      .filter((fields) => fields.event !== undefined)
      .map((fields) => ({
        id: fields.id === undefined ? undefined : Number(fields.id.slice('id: '.length)),
        name: fields.event!.slice('event: '.length),
        data: JSON.parse(fields.data!.slice('data: '.length)) as Record<string, unknown>,
      }));
  }
}
export const asResponse = (viewer: FakeViewer) => viewer as unknown as ServerResponse;
