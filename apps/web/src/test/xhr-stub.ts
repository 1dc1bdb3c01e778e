import { vi } from 'vitest';

/** The server's answer: a status and a body (sent as JSON unless it is already text), or no answer at all. */
type Reply = { status?: number; body: unknown } | 'network-error';

interface RecordedUpload {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Document | XMLHttpRequestBodyInit | null | undefined;
}

/**
 * Stubs the network edge of uploads, as `stubFetch` does for fetch: `XMLHttpRequest` becomes a
 * small fake that records every request, reports the upload's progress in the given steps (bytes
 * sent of `total`), then answers with the reply. Call `abort()` on a request to cancel it first.
 */
export function stubXhr(reply: Reply, { total = 100, steps = [50, 100] }: { total?: number; steps?: number[] } = {}) {
  const requests: RecordedUpload[] = [];

  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    responseType: XMLHttpRequestResponseType = '';
    status = 0;
    responseText = '';
    #method = 'GET';
    #url = '';
    #headers: Record<string, string> = {};
    #done = false;

    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.#headers[name] = value;
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      requests.push({
        method: this.#method,
        url: new URL(this.#url, 'http://localhost'),
        headers: { ...this.#headers },
        body,
      });
      setTimeout(() => this.#answer(), 0);
    }

    abort() {
      if (this.#done) return;
      this.#finish('abort');
    }

    #answer() {
      if (this.#done) return;
      if (reply === 'network-error') return void this.#finish('error');
      for (const loaded of steps)
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
      this.status = reply.status ?? 200;
      this.responseText = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      this.#finish('load');
    }

    #finish(type: 'load' | 'error' | 'abort') {
      this.#done = true;
      this.dispatchEvent(new ProgressEvent(type));
      this.dispatchEvent(new ProgressEvent('loadend'));
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { requests };
}
