/**
 * The short way to an event's voting page, printed under the big screen's QR code for those who type it
 * (docs/product.md#rule-309): `/v/` and the first eight hex digits of the event's id. The server sends it on to
 * `/voting/{id}`; eight digits tell apart any number of events one deployment will ever hold.
 */
export const JOIN_PATH = '/v/:code';
const JOIN_CODE = /^[0-9a-f]{8}$/;

export const joinCodeOf = (eventId: string): string => eventId.replaceAll('-', '').slice(0, 8).toLowerCase();
export const joinPathOf = (eventId: string): string => `/v/${joinCodeOf(eventId)}`;
/** Whether `code` can be a join code (eight hex digits, either case). */
export const isJoinCode = (code: string): boolean => JOIN_CODE.test(code.toLowerCase());
/** The voting page of an event, where the QR code leads. */
export const votingPathOf = (eventId: string): string => `/voting/${eventId}`;
