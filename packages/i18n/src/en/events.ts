export const events = {} as const;
