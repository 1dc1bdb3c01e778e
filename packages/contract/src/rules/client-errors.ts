// A browser's crash report (docs/decisions.md#342): how long each field may be. The browser cuts what it sends to
// these, and the server's schema refuses anything longer.
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, route: 300, build: 40, part: 40 } as const;
