const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can be looked up at all; anything else is simply not found (never a database error). */
export const isUuid = (value: string): boolean => UUID.test(value);
