import { type ChildProcess, fork } from 'node:child_process';

/**
 * The calls a bench child process answers. Each child runs in its own process so that its CPU work
 * (thousands of sockets, the vote sender's requests) never shares an event loop with what it measures.
 */
export type Handlers = Record<string, (arg: never) => unknown>;

type Request = { id: number; method: string; arg: unknown };
type Response = { id: number; result?: unknown; error?: string };

/** In the child: answers the parent's calls with `handlers`, then says it is ready. */
export function serve(handlers: Handlers): void {
  process.on('message', (message: Request) => {
    const handler = handlers[message.method] as ((arg: unknown) => unknown) | undefined;
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`no method ${message.method}`);
        return handler(message.arg);
      })
      .then(
        (result) => process.send?.({ id: message.id, result } satisfies Response),
        (error: unknown) =>
          process.send?.({
            id: message.id,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          } satisfies Response),
      );
  });
  process.send?.({ id: 0, result: 'ready' } satisfies Response);
}

export interface Child<H extends Handlers> {
  pid: number;
  process: ChildProcess;
  call<K extends keyof H & string>(method: K, arg: Parameters<H[K]>[0]): Promise<Awaited<ReturnType<H[K]>>>;
  stop(): Promise<void>;
}

/**
 * Forks `file` (a bench TypeScript module that calls serve) with the parent's tsx loader, and waits
 * until it is ready. 'advanced' serialization carries typed arrays (histograms) without JSON.
 */
export async function startChild<H extends Handlers>(file: URL): Promise<Child<H>> {
  const child = fork(file, [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let exited = false;
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message: Response) => {
      if (message.id === 0) return resolve();
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiter?.reject(new Error(`${file.pathname}: ${message.error}`));
      else waiter?.resolve(message.result);
    });
    child.once('exit', (code) => {
      exited = true;
      const error = new Error(`${file.pathname} exited with ${code}`);
      reject(error);
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    });
  });
  await ready;
  return {
    pid: child.pid!,
    process: child,
    call: (method, arg) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, method, arg } satisfies Request);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
