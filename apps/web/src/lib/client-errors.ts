import { CLIENT_ERROR_LIMITS, endpoints, type TClientErrorRequest } from '@artclash/contract/values';

/** The build this page runs (vite.config.ts's `define`); 'dev' under the dev server and in tests. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID || 'dev';
/** A page that keeps failing tells the server this many times at most until it is loaded again. */
const REPORTS_PER_PAGE = 10;

interface ClientErrorContext {
  /** The part of the screen that failed (PartBoundary's name); none for a whole screen or an uncaught error. */
  part?: string;
}

interface ReporterOptions {
  send?: (url: string, body: string) => void;
  build?: string;
  /** The screen's path, never its query: a projector's address carries its screen key (docs/decisions.md#306). */
  route?: () => string;
  limit?: number;
}

/** Control characters but tab and line breaks, which the server refuses (docs/decisions.md#77). */
const CONTROL = /[^\P{Cc}\t\n\r]/gu;
const cut = (text: string, max: number) => text.replace(CONTROL, '').trim().slice(0, max).trim();

function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: error.message || error.name, ...(error.stack && { stack: error.stack }) };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Sent with keepalive, so a report leaves even when the page is closing; nobody waits for its answer. */
function sendReport(url: string, body: string): void {
  try {
    void fetch(url, {
      method: endpoints.clientErrorReport.method,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // No network API at all: nothing to tell the server with.
  }
}

/**
 * Tells the server of a crash in this browser, so the operator sees it in the log (docs/decisions.md#342): once for
 * each message of each part and screen, and at most REPORTS_PER_PAGE times a page load.
 */
export function createClientErrorReporter({
  send = sendReport,
  build = BUILD_ID,
  route = () => window.location.pathname,
  limit = REPORTS_PER_PAGE,
}: ReporterOptions = {}) {
  const seen = new Set<string>();
  return (error: unknown, { part }: ClientErrorContext = {}): void => {
    const { message, stack } = describeError(error);
    const report: TClientErrorRequest = {
      message: cut(message, CLIENT_ERROR_LIMITS.message) || 'Error',
      route: cut(route(), CLIENT_ERROR_LIMITS.route) || '/',
      build: cut(build, CLIENT_ERROR_LIMITS.build),
      ...(stack && { stack: cut(stack, CLIENT_ERROR_LIMITS.stack) }),
      ...(part && { part }),
    };
    const key = `${report.route} ${part ?? ''} ${report.message}`;
    if (seen.has(key) || seen.size >= limit) return;
    seen.add(key);
    send(endpoints.clientErrorReport.path, JSON.stringify(report));
  };
}

export const reportClientError = createClientErrorReporter();

/** Errors nothing caught (React's own included, reported through the window) and promises nobody awaited. */
export function watchClientErrors(target: Window = window, report = reportClientError): () => void {
  const onError = (event: ErrorEvent) => {
    report(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
