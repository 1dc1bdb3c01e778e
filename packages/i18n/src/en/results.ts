export const results = {} as const;
